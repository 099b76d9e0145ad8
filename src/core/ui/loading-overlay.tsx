import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/translate';
import { loading } from '../store/loading';
import { cssVar, space } from '../theme/tokens';

export const LOADING_OVERLAY_STYLES = `
.overlay {
  position: fixed; inset: 0; z-index: ${cssVar('z-overlay')};
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: ${space(1.5)};
  background: ${cssVar('color-overlay')}; color: ${cssVar('color-text')};
  touch-action: none;
}
`;

function blockTouchMove(event: TouchEvent): void {
  event.preventDefault();
}

/**
 * The spec's full-screen overlay 正在加载.., shown while the loading flag is on; it swallows
 * touch movement so the page underneath does not scroll.
 */
export function LoadingOverlay() {
  const { flag } = useSnapshot(loading);
  const t = useT();
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = overlay.current;
    if (!element) return;
    // React registers touchmove as passive, where preventDefault is ignored
    element.addEventListener('touchmove', blockTouchMove, { passive: false });
    return () => element.removeEventListener('touchmove', blockTouchMove);
  }, [flag]);
  if (!flag) return null;
  return (
    <div ref={overlay} className="overlay" role="status" aria-live="polite" part="loading-overlay">
      <span className="xnfz-spinner" aria-hidden="true" />
      <span>{t('state.loading')}</span>
    </div>
  );
}
