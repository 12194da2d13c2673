/**
 * <html data-hydrated>: set once React has hydrated the document and the deferred parts of the
 * first page (<DeferredPart>: the home page's sections below its first screen) have hydrated
 * too, and the state their effects set on mount has rendered (a second commit). Browser tests
 * wait for it before they interact; nothing else reads it.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';

const pending = new Set<string>();
let documentHydrated = false;

function mark(): void {
  if (documentHydrated && pending.size === 0) document.documentElement.setAttribute('data-hydrated', '');
}

/** After a second commit: the state effects set on mount has rendered too. */
function useAfterMount(then: () => void): void {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) then();
  }, [mounted, then]);
}

const documentDone = () => {
  documentHydrated = true;
  mark();
};

/** At the end of the document: its effects run once everything outside deferred parts has hydrated. */
export function HydrationMark() {
  useAfterMount(documentDone);
  return null;
}

function PartDone({ name }: { name: string }) {
  useAfterMount(() => {
    pending.delete(name);
    mark();
  });
  return null;
}

/**
 * A part of a page that hydrates on its own, once its lazy chunk is here: React keeps the
 * server's HTML of it (visible, links working) until then. Its lazy component goes in
 * `children`. The server renders it with the page. Mounted by a navigation (the document has
 * hydrated), it has no boundary of its own: the navigation's transition keeps the previous page
 * on screen until the chunk is here, and the page then shows whole.
 */
export function DeferredPart({ name, children }: { name: string; children: ReactNode }) {
  const [firstPage] = useState(() => typeof window === 'undefined' || !documentHydrated);
  // Registered while the first page hydrates, so the mark waits for it.
  if (firstPage && typeof window !== 'undefined' && !documentHydrated) pending.add(name);
  if (!firstPage) return children;
  return (
    <Suspense fallback={null}>
      {children}
      <PartDone name={name} />
    </Suspense>
  );
}
