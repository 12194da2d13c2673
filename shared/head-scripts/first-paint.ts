/**
 * `done` runs once the browser reports the first contentful paint; after the next frame where
 * paint timing is missing; at once in a background tab, which paints nothing. Bundled into
 * each head script that uses it (the intro decision, the app loader), so each stays one fixed
 * text with one hash.
 */
export function onFirstPaint(done: () => void): void {
  const Observer = window.PerformanceObserver;
  if (document.hidden) return done();
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      done();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
}
