import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '../../core/i18n/translate';
import { Icon } from '../../core/ui/icons';
import type { RunOutcome } from './use-experiment-run';
import { OutcomeLine } from './experiment-outcome';

export interface ExperimentPlayerProps {
  title: string;
  url: string;
  frame: RefObject<HTMLIFrameElement | null>;
  outcome: RunOutcome | null;
  onClose: () => void;
}

/**
 * The experiment full screen: a modal dialog with a bar (title, result, 关闭实验) over an iframe.
 * Escape closes it — from the bar, from the page, and from inside a same-origin experiment;
 * Tab stays inside; focus goes into the experiment once it has loaded.
 */
export function ExperimentPlayer({ title, url, frame, outcome, onClose }: ExperimentPlayerProps) {
  const t = useT();
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    // the page behind does not scroll while the experiment fills the window
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    let frameDocument: Document | null = null;
    const iframe = frame.current;
    const onLoad = () => {
      frameDocument?.removeEventListener('keydown', onKey);
      try {
        // same-origin experiments: Escape pressed inside them closes too
        frameDocument = iframe?.contentDocument ?? null;
        frameDocument?.addEventListener('keydown', onKey);
      } catch {
        frameDocument = null;
      }
      iframe?.focus();
    };
    iframe?.addEventListener('load', onLoad);
    return () => {
      document.removeEventListener('keydown', onKey);
      frameDocument?.removeEventListener('keydown', onKey);
      iframe?.removeEventListener('load', onLoad);
      root.style.overflow = overflow;
    };
  }, [frame]);

  const label = t('experiments.player', { title });
  return (
    <div className="player" role="dialog" aria-modal="true" aria-label={label} part="player">
      {/* focus that leaves the dialog comes back in at the other end */}
      <span tabIndex={0} className="trap" onFocus={() => frame.current?.focus()} />
      <div className="player-bar" part="player-bar">
        <h2 className="player-title">{title}</h2>
        <p className="player-status" role="status" part="player-status">
          <OutcomeLine outcome={outcome} />
        </p>
        <button
          ref={closeButton}
          type="button"
          className="xnfz-button player-close"
          part="close"
          onClick={onClose}
        >
          <Icon name="close" size={18} />
          {t('experiments.close')}
        </button>
      </div>
      <iframe
        ref={frame}
        className="player-frame"
        part="frame"
        src={url}
        title={t('experiments.frameTitle', { title })}
        allow="fullscreen"
      />
      <span tabIndex={0} className="trap" onFocus={() => closeButton.current?.focus()} />
    </div>
  );
}
