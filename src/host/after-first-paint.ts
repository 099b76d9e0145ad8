/** Longest wait for the first paint: a page that paints nothing contentful still starts. */
const PAINT_WAIT_MS = 300;

/**
 * Runs `start` once the page has had its first contentful paint, or after `waitMs` at the
 * latest. It runs at once where nothing is waited for: a hidden page (it paints nothing until
 * shown; a page hidden while waiting starts then too), a browser that does not report paints, or
 * one without declarative shadow DOM (the prerendered shell stays an inert template there).
 * @example
 * afterFirstPaint(() => import('./main'));
 */
export function afterFirstPaint(start: () => void, waitMs = PAINT_WAIT_MS): void {
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint') ||
    !('shadowRootMode' in HTMLTemplateElement.prototype)
  ) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', once);
    start();
  };
  // the observer reports even a paint that came before it (buffered), never synchronously
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', once);
  setTimeout(once, waitMs);
}
