/**
 * A render thread (piscina runs it: server/render/render-pool.ts). It loads every page and
 * data file once, then renders the pages the main thread asks for.
 */
import { workerData } from 'piscina';
import { createRenderer, type RendererOptions, type RenderRequest } from './render/render-page.js';

const render = await createRenderer(workerData as RendererOptions);

export default function renderPage(request: RenderRequest) {
  return render(request);
}
