import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport a chart starts drawing, so it is ready when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * True once the element has come near the viewport (and from then on). A dashboard of charts
 * then loads the chart chunk and draws only what the reader can see, not every chart at once.
 * Without IntersectionObserver it is true at once.
 * @example
 * const visible = useNearViewport(canvasRef);
 * useEffect(() => { if (visible) draw(); }, [visible]);
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * Runs `work` in a task of its own (after what is queued now), so several charts drawn together
 * are several short tasks instead of one long one that blocks input. Cancel with the result.
 * @example
 * const cancel = inOwnTask(() => drawChart(canvas, spec, theme));
 */
export function inOwnTask(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
