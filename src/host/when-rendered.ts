import { renderedElements } from '../core/ui/prerendered';

/**
 * Calls `done` once every one of `elements` has committed its first render: at once if they all
 * have, else in the animation frame after the last one did (before that frame is painted).
 * Returns a function that cancels the wait.
 * @example
 * const cancel = whenRendered([...screen.querySelectorAll('xnfz-census-total')], reveal);
 */
export function whenRendered(elements: Element[], done: () => void): () => void {
  let frame = 0;
  const check = () => {
    if (elements.every((element) => renderedElements.has(element))) done();
    else frame = requestAnimationFrame(check);
  };
  check();
  return () => cancelAnimationFrame(frame);
}
