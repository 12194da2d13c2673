/**
 * Page renders on worker threads. A React render is synchronous CPU work: on the main thread
 * every cache miss (a new search, a flood of them) would hold up the pages served from the
 * cache for as long as it runs. Here the main thread only matches URLs, serves cached bytes
 * and does I/O; misses render on RENDER_THREADS threads (render-worker.ts), each one page at
 * a time. When every thread is busy a miss waits its turn, and when RENDER_QUEUE_MAX are
 * already waiting it is refused at once (RenderQueueFull → 503 + Retry-After).
 *
 * A thread that dies (out of memory, a bug) fails the render it held and is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { PageRendererOptions, RenderOutput, RenderRequest } from './page-renderer.js';
import { RenderQueueFull } from './render-queue.js';

type Job = { request: RenderRequest; resolve: (output: RenderOutput) => void; reject: (error: Error) => void };

type Thread = { worker: Worker; job?: Job; id: number };

export class RenderThreads {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 0;
  private closing = false;

  private constructor(
    private readonly file: string,
    private readonly options: PageRendererOptions,
    private readonly maxWaiting: number,
    private readonly onThreadError: (error: Error) => void,
  ) {}

  /** Start `count` threads and wait until each has loaded every page. */
  static async start(file: string, count: number, options: PageRendererOptions, maxWaiting: number, onThreadError: (error: Error) => void): Promise<RenderThreads> {
    const pool = new RenderThreads(file, options, maxWaiting, onThreadError);
    await Promise.all(Array.from({ length: count }, () => pool.spawn()));
    return pool;
  }

  private spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.file, { workerData: this.options });
      const thread: Thread = { worker, id: this.nextId++ };
      let ready = false;
      worker.on('message', (message: { ready?: true; id?: number; output?: RenderOutput; error?: string }) => {
        if (message.ready) {
          ready = true;
          this.threads.push(thread);
          resolve();
          this.next(thread);
          return;
        }
        const job = thread.job;
        thread.job = undefined;
        if (job) {
          if (message.output) {
            const { body } = message.output;
            job.resolve({ ...message.output, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) });
          } else job.reject(new Error(message.error ?? 'render thread gave no answer'));
        }
        this.next(thread);
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        else this.onThreadError(error);
      });
      worker.on('exit', (code) => {
        const at = this.threads.indexOf(thread);
        if (at >= 0) this.threads.splice(at, 1);
        thread.job?.reject(new Error(`render thread exited with code ${code}`));
        thread.job = undefined;
        if (!ready) reject(new Error(`render thread exited with code ${code} while starting`));
        else if (!this.closing) this.spawn().catch((error: Error) => this.onThreadError(error));
      });
    });
  }

  /** Give a free thread the oldest waiting job. */
  private next(thread: Thread): void {
    if (thread.job || this.closing) return;
    const job = this.waiting.shift();
    if (!job) return;
    thread.job = job;
    thread.worker.postMessage({ id: 0, request: job.request });
  }

  run(request: RenderRequest): Promise<RenderOutput> {
    if (this.closing) return Promise.reject(new Error('render threads are closed'));
    const idle = this.threads.find((thread) => !thread.job);
    if (!idle && this.waiting.length >= this.maxWaiting) return Promise.reject(new RenderQueueFull(`${this.waiting.length} renders waiting`));
    return new Promise<RenderOutput>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      if (idle) this.next(idle);
    });
  }

  get pending(): number {
    return this.waiting.length + this.threads.filter((thread) => thread.job).length;
  }

  get size(): number {
    return this.threads.length;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('render threads are closed'));
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }
}
