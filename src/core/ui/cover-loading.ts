/**
 * How a card's cover loads. A lazy image is fetched only once layout has placed it near the
 * viewport, which holds back the covers a list shows first — on the list screens those are the
 * largest paint. So the first row of a screen's main list loads at once (four across on a desktop,
 * more than a phone's first screen), the very first at high priority, and the rest stay lazy.
 */

/** Cards of a screen's main list whose covers load at once. */
export const FIRST_SCREEN_COVERS = 4;

export interface CoverLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

/**
 * The loading attributes of the cover of the card at `position` (0 first) in a list whose first
 * `eager` covers load at once.
 * @example
 * <img src={cover} {...coverLoading(index, FIRST_SCREEN_COVERS)} />
 */
export function coverLoading(position: number, eager = 0): CoverLoading {
  if (position >= eager) return { loading: 'lazy', fetchPriority: 'auto' };
  return { loading: 'eager', fetchPriority: position === 0 ? 'high' : 'auto' };
}
