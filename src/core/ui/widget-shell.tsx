import type { ReactNode } from 'react';
import { BASE_STYLES } from '../theme/base-styles';

/**
 * The root of every element's shadow tree: the shared base styles plus the element's own.
 * @example
 * <WidgetShell styles={censusStyles}>…</WidgetShell>
 */
export function WidgetShell({ styles, children }: { styles: string; children: ReactNode }) {
  return (
    <>
      <style>{BASE_STYLES + styles}</style>
      {children}
    </>
  );
}
