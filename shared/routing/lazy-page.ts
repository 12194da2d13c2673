/**
 * A page component loaded as its own chunk. Once loaded, React.lazy gets a synchronously
 * resolved thenable, so hydration and server rendering never suspend on a page that is
 * already here (no fallback flash, no mismatch).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyModule, type LazyModule } from './lazy-module.js';

export type PageProps<D> = { data: D };
type PageModule<D> = { default: ComponentType<PageProps<D>> };

export type LazyPage<D> = {
  readonly source: string;
  readonly Component: LazyExoticComponent<ComponentType<PageProps<D>>>;
  preload(): Promise<void>;
  isLoaded(): boolean;
};

export function lazyPage<D>(source: string, importer: () => Promise<PageModule<D>>): LazyPage<D> {
  const module: LazyModule<PageModule<D>> = lazyModule(source, importer);
  // React.lazy accepts any thenable: the module's own resolves at once when it is loaded.
  const Component = lazy(() => module.thenable as Promise<PageModule<D>>);
  return { source, Component, preload: () => module.load().then(() => undefined), isLoaded: () => module.get() !== undefined };
}
