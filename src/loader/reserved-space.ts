/**
 * The space a host page keeps for our elements before they are defined. An undefined element is
 * an empty inline box; when its chunk arrives it takes its full height at once and pushes the
 * page down (layout shift). The loader adds these rules when it runs, so they are in place at the
 * first paint when its script tag is in <head> without `defer` (see the README); an element that
 * is defined keeps the space until its first render (core/ui/prerendered.ts).
 *
 * Each height is what the element measures in its loading state, which has the geometry of its
 * loaded state (test/browser/dist/embed-reserved-space.test.ts compares them at 375 and 1280 px).
 * Elements whose loading state is a spinner are left out (the course cards, whose grid also
 * changes with the width).
 */

/** Viewport widths (px) where the elements change their layout: up to NARROW, up to WIDE, beyond. */
const NARROW = 480;
const WIDE = 1024;

type PerWidth = readonly [phone: number, tablet: number, wide: number];

interface Reserve {
  tag: string;
  /** An element that sits in a line of text (default: a block). */
  inline?: boolean;
  /** Its width (px), for an inline element whose width moves the text beside it. */
  width?: number;
  /** Height without rows (px). */
  height: PerWidth;
  /** The title's height, unless `heading="none"`. */
  heading?: number;
  /** One placeholder row of a list (px), for `limit` rows or `defaultRows`. */
  row?: PerWidth;
  defaultRows?: number;
}

const RESERVES: readonly Reserve[] = [
  // eight number cards: four rows of two (taller on a phone, where the labels wrap), or two of four
  { tag: 'census-total', height: [457.6, 401.6, 192.8], heading: 44.8 },
  { tag: 'lesson-ranking', height: [73.8, 73.8, 73.8], row: [61.8, 65, 65], defaultRows: 10 },
  // one line per article (titles are cut with an ellipsis), at any width
  { tag: 'news-feed', height: [79.8, 79.8, 79.8], row: [37, 37, 37], defaultRows: 5 },
  { tag: 'login', height: [494, 494, 494] },
  // 登录 / 注册 on one line: a page header keeps room for it beside its title
  { tag: 'user-status', inline: true, width: 89, height: [24, 24, 24] },
];

/** Lists take up to this many rows from `limit`. */
const MOST_ROWS = 20;

function rulesAt(width: 0 | 1 | 2): string {
  return RESERVES.map(({ tag, inline, width: minWidth, height, heading, row, defaultRows = 0 }) => {
    const base = `xnfz-${tag}:not(:defined)`;
    const px = (value: number) => `${Math.round(value * 10) / 10}px`;
    const own = height[width] + (row ? row[width] * defaultRows : 0);
    const box = `display:${inline ? 'inline-block' : 'block'}${minWidth ? `;min-width:${minWidth}px` : ''}`;
    let css = `${base}{${box};min-height:${px(own)}}`;
    if (heading) css += `${base}:not([heading=none]){min-height:${px(own + heading)}}`;
    for (let rows = 1; row && rows <= MOST_ROWS; rows += 1)
      css += `${base}[limit="${rows}"]{min-height:${px(height[width] + row[width] * rows)}}`;
    return css;
  }).join('');
}

/**
 * The style sheet text: every element's rule for phones, tablets and wide screens.
 * @example
 * sheet.replaceSync(reservedSpaceCss());
 */
export function reservedSpaceCss(): string {
  return (
    `@media (max-width:${NARROW}px){${rulesAt(0)}}` +
    `@media (min-width:${NARROW + 1}px) and (max-width:${WIDE}px){${rulesAt(1)}}` +
    `@media (min-width:${WIDE + 1}px){${rulesAt(2)}}`
  );
}
