/**
 * The one-script-tag loader (`dist/xnfz-loader.js`, no React inside). It finds `xnfz-*` elements
 * that are not defined yet — now, when added later, and inside the shadow roots of our own
 * elements — and imports only the chunks they need, once each, from its own folder.
 *
 *   <script src="https://portal.example.edu.cn/PC/xnfz-loader.js" data-api-base="https://portal.example.edu.cn"
 *           data-portal-url="https://portal.example.edu.cn/PC/" data-lang="zh-CN" data-theme="red"></script>
 */
import { readLoaderSettings } from './loader-settings';
import { reservedSpaceCss } from './reserved-space';

declare const __XNFZ_ELEMENTS__: readonly string[];

const PREFIX = 'xnfz-';
const known = new Set(__XNFZ_ELEMENTS__);
const requested = new Set<string>();
const observed = new WeakSet<Node>();

const script = document.currentScript as HTMLScriptElement | null;
const base = new URL('.', script?.src || window.location.href);

const bridge = (window.xnfz ??= {
  settings: {},
  configure(changes) {
    Object.assign(this.settings, changes);
  },
});
const own = readLoaderSettings(script?.dataset ?? {}, base);
// a second loader tag (or settings the page set first) does not change what is set: say so
if (own.theme && bridge.settings.theme && own.theme !== bridge.settings.theme) {
  console.warn(
    `[xnfz] data-theme="${own.theme}" 被忽略：本页已使用主题 "${bridge.settings.theme}"`,
  );
}
bridge.settings = { ...own, ...bridge.settings };

function load(tag: string): void {
  const name = tag.slice(PREFIX.length);
  if (requested.has(tag) || customElements.get(tag) || !known.has(name)) return;
  requested.add(tag);
  import(/* @vite-ignore */ new URL(`esm/${name}.js`, base).href).then(
    () => scan(document),
    (error: unknown) => {
      requested.delete(tag);
      console.warn(`[xnfz] <${tag}> 加载失败`, error);
    },
  );
}

function scan(root: Document | ShadowRoot): void {
  for (const element of root.querySelectorAll('*')) {
    if (!element.localName.startsWith(PREFIX)) continue;
    load(element.localName);
    if (element.shadowRoot) watch(element.shadowRoot);
  }
}

function watch(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  new MutationObserver(() => scan(root)).observe(root, { childList: true, subtree: true });
  scan(root);
}

/** Keeps the elements' space before they are defined (see reserved-space.ts). */
function reserveSpace(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reservedSpaceCss());
  // an adopted sheet, not a <style>: a host page's CSP may forbid inline styles
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // while an element is upgraded the rule still applies: its shadow root keeps that space until
  // the element's first render replaces the root's sheets
  bridge.keepSpace = (host, root) => {
    const { display, minHeight, minWidth } = getComputedStyle(host);
    if (!minHeight.endsWith('px') || minHeight === '0px') return;
    const kept = new CSSStyleSheet();
    kept.replaceSync(`:host{display:${display};min-height:${minHeight};min-width:${minWidth}}`);
    root.adoptedStyleSheets = [kept];
  };
}

reserveSpace();
watch(document);
