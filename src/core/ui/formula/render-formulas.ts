/**
 * Draws the formulas in an element's text with KaTeX as MathML (every current browser lays MathML
 * out itself, so no KaTeX fonts or stylesheet are needed — also inside shadow roots). KaTeX's
 * markup goes in through DOMPurify (MathML only, as a fragment: no HTML string reaches the page,
 * so a page that requires Trusted Types is fine). A formula KaTeX cannot read stays as its LaTeX
 * text. Loaded on demand: import it dynamically.
 */
import DOMPurify from 'dompurify';
import katex from 'katex';
import { FORMULA } from './formula-text';

function drawn(tex: string, display: boolean): Node {
  const box = document.createElement('span');
  box.className = display ? 'formula formula--display' : 'formula';
  // renderToString: katex.render refuses a page in quirks mode, which a host page may be
  const markup = katex.renderToString(tex, {
    output: 'mathml',
    displayMode: display,
    throwOnError: false,
  });
  box.append(
    DOMPurify.sanitize(markup, { USE_PROFILES: { mathMl: true }, RETURN_DOM_FRAGMENT: true }),
  );
  return box;
}

function replaceIn(text: Text): void {
  const value = text.data;
  FORMULA.lastIndex = 0;
  const parts: Node[] = [];
  let last = 0;
  for (let match = FORMULA.exec(value); match; match = FORMULA.exec(value)) {
    parts.push(document.createTextNode(value.slice(last, match.index)));
    parts.push(drawn((match[1] ?? match[2] ?? '').trim(), match[1] !== undefined));
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return;
  parts.push(document.createTextNode(value.slice(last)));
  text.replaceWith(...parts);
}

/**
 * Replaces every `$…$` / `$$…$$` in the element's text (not in code) with its drawn formula.
 * @example
 * drawFormulas(box); // <p>$T=2\pi\sqrt{l/g}$</p> → <p><span class="formula"><math …></span></p>
 */
export function drawFormulas(root: Element): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('code, pre, .formula')) texts.push(node as Text);
  texts.forEach(replaceIn);
}
