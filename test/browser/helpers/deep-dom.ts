// Queries through nested shadow roots: a screen is an element whose shadow root holds further
// elements (the home screen's census, news feed, course cards, …), each with its own root.

/** Every element matching `selector` in `root` and in every shadow root below it. */
export function deepQueryAll<E extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
): E[] {
  const found = [...root.querySelectorAll<E>(selector)];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...deepQueryAll<E>(element.shadowRoot, selector));
  }
  return found;
}

/**
 * The visible text of `root` and of every shadow root below it (styles left out). No instanceof:
 * it reads the pages of frames too, whose nodes are of another window.
 */
export function deepText(root: ParentNode): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    const shadow = (node as Element).shadowRoot;
    if (shadow) visit(shadow);
    node.childNodes.forEach(visit);
  };
  visit(root as Node);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
