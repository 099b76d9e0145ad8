/**
 * A shadow root the page already holds when its element is defined (declarative shadow DOM: the
 * portal page's prerendered first paint). Its nodes stay on screen until the element's first React
 * commit, which removes them before the browser paints, so the page never shows an empty element
 * nor both versions at once. React itself does not clear a shadow root it renders into.
 */
const prerendered = new WeakMap<ShadowRoot, ChildNode[]>();

/** Remembers the nodes a prerendered shadow root holds now (called when the element attaches it). */
export function keepPrerendered(root: ShadowRoot): ShadowRoot {
  if (root.childNodes.length > 0) prerendered.set(root, [...root.childNodes]);
  return root;
}

/**
 * The selector of a container that keeps its elements hidden until each has committed its first
 * render (a portal screen, whose outlet sets the attribute). Its elements render that first
 * content as a transition, in slices of a few milliseconds: a screen of nine elements is then not
 * one long task on a phone, and the reader never sees them empty and then pushed down as they
 * fill (src/host/screen-outlet.tsx).
 */
export const HOLDING = '[data-xnfz-hold]';

/** Elements that have committed their first render (read by src/host/when-rendered.ts). */
export const renderedElements = new WeakSet<Element>();

/**
 * The element's first commit (`node` is in its shadow root): removes the prerendered nodes and
 * notes the element as rendered.
 */
export function firstCommitted(node: Node | null): void {
  const root = node?.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  for (const old of prerendered.get(root) ?? []) old.remove();
  prerendered.delete(root);
  renderedElements.add(root.host);
}

/**
 * An element the loader kept space for (src/loader/reserved-space.ts) keeps that space until its
 * first commit: once defined, the loader's rule no longer applies, and an empty shadow root would
 * collapse the element for a frame and move the page twice. The loader (embed pages only) adopts a
 * sheet with that space into the new shadow root; WidgetShell's sheet replaces it at the first commit.
 */
export function keepReservedSpace(host: HTMLElement, root: ShadowRoot): ShadowRoot {
  window.xnfz?.keepSpace?.(host, root);
  return root;
}
