/**
 * Page renders on worker threads (piscina): a React render is synchronous CPU work, so on the
 * main thread every cache miss (a new search, a flood of them) would hold up the pages served
 * from the cache. Misses render on RENDER_THREADS threads (server/render-worker.ts); when all
 * are busy a render waits its turn, and when RENDER_QUEUE_MAX already wait it is refused at
 * once (RenderQueueFull → 503 + Retry-After). Piscina replaces a thread that dies.
 */
import { Piscina } from 'piscina';
import type { RendererOptions, RenderOutput, RenderRequest } from './render-page.js';

export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

export type RenderPool = {
  render(request: RenderRequest): Promise<RenderOutput>;
  close(): Promise<void>;
};

export type RenderPoolOptions = RendererOptions & {
  /** The built worker: dist/server/render-worker.js. */
  file: string;
  threads: number;
  maxQueue: number;
};

export function createRenderPool({ file, threads, maxQueue, ...renderer }: RenderPoolOptions): RenderPool {
  const pool = new Piscina<RenderRequest, RenderOutput>({
    filename: file,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // A thread renders one page at a time; threads live as long as the server.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: renderer,
  });
  const running = new Set<Promise<unknown>>();
  return {
    async render(request) {
      const task = pool.run(request);
      running.add(task);
      try {
        const output = await task;
        return { ...output, body: Buffer.from(output.body.buffer, output.body.byteOffset, output.body.byteLength) };
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') throw new RenderQueueFull(`${pool.queueSize} renders waiting`);
        throw error;
      } finally {
        running.delete(task);
      }
    },
    // The renders under way finish first: a thread ended under one makes piscina throw.
    async close() {
      await Promise.allSettled(running);
      await pool.destroy();
    },
  };
}
