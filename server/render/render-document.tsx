/**
 * Render one URL of the app to bytes with renderToPipeableStream inside StaticRouter.
 * We wait for onAllReady (the content is static, so crawlers and browsers get complete
 * HTML at no cost), track errors (didError → the caller answers 500), catch a synchronous
 * throw, and abort after a timeout whose timer is cleared when the stream finishes.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../shared/app.js';
import type { Boot } from '../../shared/boot.js';
import type { UiCopy } from '../../shared/i18n/copy/ui.js';
import type { InitialPage } from '../../shared/routing/route-view.js';

export type RenderResult = { html: Buffer; didError: boolean; errors: unknown[] };

export function renderDocument(url: string, boot: Boot, ui: UiCopy, initialPage: InitialPage, timeoutMs = 10_000): Promise<RenderResult> {
  return new Promise<RenderResult>((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    let timer: NodeJS.Timeout | undefined;
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timer);
      resolve({ html: Buffer.concat(chunks), didError: errors.length > 0, errors });
    });
    sink.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    try {
      const stream = renderToPipeableStream(
        <StaticRouter location={url}>
          <App boot={boot} ui={ui} initialPage={initialPage} />
        </StaticRouter>,
        {
          // Never "outline" a large, already complete Suspense boundary into a separate
          // chunk revealed by an inline script: the CSP allows no such script, and the
          // page is sent whole anyway.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          onAllReady() {
            stream.pipe(sink);
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error) {
            errors.push(error);
          },
        },
      );
      timer = setTimeout(() => stream.abort(new Error(`Render of ${url} timed out after ${timeoutMs} ms`)), timeoutMs);
    } catch (error) {
      clearTimeout(timer);
      reject(error);
    }
  });
}
