/** Longest wait for the first paint: a page that paints nothing contentful still starts. */
const PAINT_WAIT_MS = 300;

/**
 * Runs `start` once the page has had its first contentful paint, at once on a hidden page (it
 * paints nothing until shown) or where the browser does not report paints.
 * @example
 * afterFirstPaint(() => import('./main'));
 */
export function afterFirstPaint(start: () => void): void {
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  // the observer reports even a paint that came before it (buffered), never synchronously
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, PAINT_WAIT_MS);
}
