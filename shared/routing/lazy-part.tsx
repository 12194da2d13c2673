/**
 * A part of a page below the first screen (the home page's cards, posters and logos), whose
 * component and content are their own chunks. The server renders it with the page (both are
 * loaded at start). The browser does not modulepreload them: the page hydrates without them,
 * and <DeferredPart> starts loading them when hydration reaches it; until they arrive React
 * keeps the server's HTML of the part as it is (a dehydrated Suspense boundary: visible,
 * links working), then hydrates it. A navigation to the page waits for them like for the
 * page's own chunks (route-view.tsx), so nothing pops in.
 *
 * `data-hydrated` on <html> (app.tsx) waits for the parts of the first page too.
 */
import { createContext, lazy, Suspense, use, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { Lang } from '../i18n/lang.js';
import { useLang } from '../i18n/ui-context.js';
import { lazyModule, type LazyModule } from './lazy-module.js';

type PartModule<C> = { default: ComponentType<{ content: C }> };

export type LazyPart<C> = {
  /** The component's source path (its chunk in the build manifest). */
  readonly source: string;
  readonly Component: LazyExoticComponent<ComponentType<{ content: C }>>;
  /** The part's content chunk in a language. */
  content(lang: Lang): LazyModule<C>;
  /** Both chunks of the part in a language. */
  modules(lang: Lang): readonly LazyModule<unknown>[];
};

export function lazyPart<C>(source: string, importer: () => Promise<PartModule<C>>, content: (lang: Lang) => LazyModule<C>): LazyPart<C> {
  const module: LazyModule<PartModule<C>> = lazyModule(source, importer);
  return {
    source,
    Component: lazy(() => module.thenable as Promise<PartModule<C>>),
    content,
    modules: (lang) => [module, content(lang)],
  };
}

/** Which deferred parts have hydrated (app.tsx waits for the first page's before `data-hydrated`). */
export type PartsHydration = { readonly count: number; hydrated(source: string): void; subscribe(listener: () => void): () => void };

export function createPartsHydration(): PartsHydration {
  const sources = new Set<string>();
  const listeners = new Set<() => void>();
  return {
    get count() {
      return sources.size;
    },
    hydrated(source) {
      if (sources.has(source)) return;
      sources.add(source);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const PartsHydrationContext = createContext<PartsHydration | undefined>(undefined);

function PartView<C>({ part, lang }: { part: LazyPart<C>; lang: Lang }) {
  // Both downloads at once; `use` then waits for the content, React.lazy for the component.
  for (const module of part.modules(lang)) if (!module.get()) module.load().catch(() => undefined); // failures surface through `use` and React.lazy
  const content = part.content(lang);
  const value = content.get() ?? use(content.thenable);
  // Told after a second commit, once the state the part's effects set on mount has rendered.
  const parts = useContext(PartsHydrationContext);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) parts?.hydrated(part.source);
  }, [mounted, parts, part.source]);
  return <part.Component content={value} />;
}

export function DeferredPart<C>({ part }: { part: LazyPart<C> }) {
  const lang = useLang();
  return (
    <Suspense fallback={null}>
      <PartView part={part} lang={lang} />
    </Suspense>
  );
}
