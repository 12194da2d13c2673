/**
 * A page loaded as its own chunk. `preload()` fetches it ahead of rendering; once loaded,
 * React.lazy gets a synchronously resolved thenable, so hydration and server rendering
 * never suspend on a page that is already here (no fallback flash, no mismatch).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage = {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<void>;
};

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const fetchModule = (): Promise<PageModule> =>
    (pending ??= load().then((module) => (loaded = module)));

  const Component = lazy((): Promise<PageModule> => {
    if (loaded) {
      const module = loaded;
      // A thenable that resolves synchronously: React.lazy marks it resolved at once.
      const resolved: PromiseLike<PageModule> = {
        then: <A, B>(onFulfilled?: ((value: PageModule) => A | PromiseLike<A>) | null) =>
          onFulfilled?.(module) as unknown as PromiseLike<A | B>,
      };
      return resolved as Promise<PageModule>;
    }
    return fetchModule();
  });

  return { Component, preload: () => fetchModule().then(() => undefined) };
}
