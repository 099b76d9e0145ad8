import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { config } from '../config/config';
import { BASE_STYLES } from '../theme/base-styles';
import { themeDeclarations } from '../theme/themes';
import { firstCommitted } from './prerendered';

/**
 * The root of every element's shadow tree: the shared base styles, the page theme as custom
 * properties on `:host` (page CSS aimed at the element itself still wins), and the element's own.
 * @example
 * <WidgetShell styles={censusStyles}>…</WidgetShell>
 */
export function WidgetShell({ styles, children }: { styles: string; children: ReactNode }) {
  const { theme } = useSnapshot(config);
  const themeRule = theme === 'red' ? '' : `:host { ${themeDeclarations(theme)} }`;
  const root = useRef<HTMLDivElement>(null);
  // the first commit takes the place of a prerendered first paint, before the browser paints
  useLayoutEffect(() => firstCommitted(root.current), []);
  return (
    <>
      <style>{BASE_STYLES + themeRule + styles}</style>
      <div className="xnfz-root" ref={root}>
        {children}
      </div>
    </>
  );
}
