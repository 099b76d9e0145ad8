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

/** Removes the prerendered nodes of the shadow root `node` is in (the element's first commit). */
export function dropPrerendered(node: Node | null): void {
  const root = node?.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  for (const old of prerendered.get(root) ?? []) old.remove();
  prerendered.delete(root);
}

/**
 * An element the loader kept space for (src/loader/reserved-space.ts) keeps that space until its
 * first commit: once defined, the loader's rule no longer applies, and an empty shadow root would
 * collapse the element for a frame and move the page twice.
 */
export function keepReservedSpace(host: HTMLElement, root: ShadowRoot): ShadowRoot {
  if (!window.xnfz?.reservesSpace) return root;
  // the loader's rule still applies while the element is being upgraded
  const { display, minHeight, minWidth } = getComputedStyle(host);
  if (!minHeight.endsWith('px') || minHeight === '0px') return root;
  const style = document.createElement('style');
  style.textContent = `:host{display:${display};min-height:${minHeight};min-width:${minWidth}}`;
  root.append(style);
  return keepPrerendered(root);
}
