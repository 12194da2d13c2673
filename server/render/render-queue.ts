/**
 * Renders wait their turn. A React render is synchronous CPU work on the main thread; if
 * every cache miss (a new search, a flood of them) started at once, cached pages would wait
 * behind all of them. Here one render runs at a time, the event loop gets a turn between two
 * renders (so cached pages and other requests are answered in between), and when too many
 * are waiting the newest is refused at once with a 503 instead of piling up.
 */
export class RenderQueueFull extends Error {
  override name = 'RenderQueueFull';
}

export class RenderQueue {
  private running = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly maxWaiting: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running) {
      if (this.waiting.length >= this.maxWaiting) throw new RenderQueueFull(`${this.waiting.length} renders waiting`);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running = true;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.running = false;
    }
  }

  get pending(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }
}
