import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../config/config';
import type { XnfzEventMap } from '../events/events';
import { BASE_STYLES } from '../theme/base-styles';
import { themeDeclarations } from '../theme/themes';
import { firstCommitted } from './prerendered';

const sheets = new Map<string, CSSStyleSheet>();
const readyHosts = new WeakSet<Element>();

/**
 * One constructed style sheet per style text, shared by the shadow roots that adopt it.
 * @example
 * shadow.adoptedStyleSheets = [sheetOf(BASE_STYLES + styles)];
 */
export function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * The root of every element's shadow tree: the shared base styles, the page theme as custom
 * properties on `:host` (page CSS aimed at the element itself still wins), and the element's own.
 * @example
 * <WidgetShell styles={censusStyles}>…</WidgetShell>
 */
export function WidgetShell({ styles, children }: { styles: string; children: ReactNode }) {
  const { theme } = useSnapshot(config);
  const css =
    BASE_STYLES + (theme === 'red' ? '' : `:host { ${themeDeclarations(theme)} }`) + styles;
  const root = useRef<HTMLDivElement>(null);
  // a constructed sheet, not a <style>: a host page's CSP may forbid inline styles
  useLayoutEffect(() => {
    const shadow = root.current?.getRootNode();
    if (shadow instanceof ShadowRoot) shadow.adoptedStyleSheets = [sheetOf(css)];
  }, [css]);
  // the first commit takes the place of a prerendered first paint, before the browser paints
  useLayoutEffect(() => firstCommitted(root.current), []);
  // `xnfz-ready` once the element shows neither a loading nor an error state: its first data
  useEffect(() => {
    const shadow = root.current?.getRootNode();
    if (!(shadow instanceof ShadowRoot)) return;
    const { host } = shadow;
    const shown = () =>
      readyHosts.has(host) ||
      (!shadow.querySelector('[part~=state-loading],[part~=state-error]') &&
        readyHosts.add(host) &&
        // not composed: an element inside another element's shadow root tells that one only
        host.dispatchEvent(
          new CustomEvent<XnfzEventMap['xnfz-ready']>('xnfz-ready', {
            detail: { tag: host.localName },
            bubbles: true,
          }),
        ));
    if (shown()) return;
    const watcher = new MutationObserver(() => shown() && watcher.disconnect());
    watcher.observe(shadow, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, []);
  return (
    <>
      {/* prerendered on the server (the portal page's first paint), where there is no CSSOM */}
      {typeof document === 'undefined' && <style>{css}</style>}
      <div className="xnfz-root" ref={root}>
        {children}
      </div>
    </>
  );
}
