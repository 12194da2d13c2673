/**
 * A render thread (server/render/render-threads.ts): renders pages for the main thread, so a
 * flood of cache misses never holds up the pages served from the cache.
 *
 *   in:  { id, request: RenderRequest }
 *   out: { ready: true } once every page is loaded, then { id, output } or { id, error }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createPageRenderer, type PageRendererOptions, type RenderRequest } from './render/page-renderer.js';

const port = parentPort;
if (!port) throw new Error('render-worker runs only as a worker thread');

const render = await createPageRenderer(workerData as PageRendererOptions);

port.on('message', async ({ id, request }: { id: number; request: RenderRequest }) => {
  try {
    const output = await render(request);
    // A fresh buffer of its own (Node pools small buffers), handed over without a copy.
    const body = new Uint8Array(output.body);
    port.postMessage({ id, output: { ...output, body } }, [body.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
port.postMessage({ ready: true });
