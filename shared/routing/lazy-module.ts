/**
 * A module loaded on demand (its own chunk in the browser), named by its source path so the
 * server can modulepreload exactly the chunks a URL needs (the build manifest maps source
 * paths to chunk files). `get()` answers synchronously once the module is here, so a render
 * that follows a load never suspends; `thenable` is what React's `use()` reads: it carries
 * `status: 'fulfilled'` and the value once loaded, which React returns without suspending.
 */
export type LazyModule<T> = {
  /** The module's path from the repository root, as esbuild's metafile names it. */
  readonly source: string;
  load(): Promise<T>;
  /** The module if it has loaded, else undefined. */
  get(): T | undefined;
  readonly thenable: PromiseLike<T>;
};

type TrackedThenable<T> = PromiseLike<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

// One lazy module per source path, however often a route asks for it: the loaded state is kept.
const registry = new Map<string, LazyModule<unknown>>();

export function lazyModule<T>(source: string, importer: () => Promise<T>): LazyModule<T> {
  const known = registry.get(source) as LazyModule<T> | undefined;
  if (known) return known;
  const module = createLazyModule(source, importer);
  registry.set(source, module as LazyModule<unknown>);
  return module;
}

function createLazyModule<T>(source: string, importer: () => Promise<T>): LazyModule<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> =>
    (pending ??= importer().then(
      (value) => {
        loaded = { value };
        thenable.status = 'fulfilled';
        thenable.value = value;
        return value;
      },
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) may be tried again on the next navigation.
        pending = undefined;
        throw error;
      },
    ));
  const thenable: TrackedThenable<T> = {
    then(onFulfilled, onRejected) {
      if (loaded) return Promise.resolve(loaded.value).then(onFulfilled, onRejected);
      return load().then(onFulfilled, onRejected);
    },
  };
  return { source, load, get: () => loaded?.value, thenable };
}

/** Load several lazy modules at once; resolves to the same keys with the modules. */
export async function loadAll<M extends Record<string, LazyModule<unknown>>>(modules: M): Promise<{ [K in keyof M]: M[K] extends LazyModule<infer T> ? T : never }> {
  const entries = await Promise.all(Object.entries(modules).map(async ([key, module]) => [key, await module.load()] as const));
  return Object.fromEntries(entries) as { [K in keyof M]: M[K] extends LazyModule<infer T> ? T : never };
}
