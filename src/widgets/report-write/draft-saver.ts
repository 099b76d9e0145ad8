import { useCallback, useEffect, useRef, useState } from 'react';
import { errorTextKey, isApiError } from '../../core/api/api-error';
import type { MyReportDetail } from '../../core/api/report-contract';
import { saveReportDraft } from '../../core/api/reports';
import { useT } from '../../core/i18n/translate';
import { dismissNoticeText } from '../../core/store/notices';

/** idle: nothing typed yet · saved · saving · failed (with the server's reason). */
export type DraftState = 'idle' | 'saved' | 'saving' | 'failed';

const PAUSE_MS = 1_200;

export interface DraftSaver {
  state: DraftState;
  reason: string;
  /** A section's new HTML: sent after a pause in typing. */
  change: (key: string, html: string) => void;
  /** Sends what is waiting now (before submitting, on leaving); resolves once the server has it. */
  flush: () => Promise<boolean>;
}

/**
 * The drafts of one report on their way to the server: changes are gathered per section and sent
 * after a pause (debounced), at once when a section loses focus, when the page is hidden and when
 * the screen goes away. A refusal or failure is shown and the text sent again with the next change
 * or 重新保存.
 * @example
 * const saver = useDraftSaver(report.id, setReport);
 */
export function useDraftSaver(id: number, onSaved: (report: MyReportDetail) => void): DraftSaver {
  const t = useT();
  const [state, setState] = useState<DraftState>('idle');
  const [reason, setReason] = useState('');
  const pending = useRef<Record<string, string>>({});
  const timer = useRef<number | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const alive = useRef(true);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const send = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    if (running.current) await running.current;
    const sections = pending.current;
    if (Object.keys(sections).length === 0) return true;
    pending.current = {};
    if (alive.current) setState('saving');
    const run = saveReportDraft(id, sections).then(
      (report) => {
        if (!alive.current) return true;
        // text typed meanwhile stays in the editors: only the status comes from this answer
        saved.current(report);
        if (Object.keys(pending.current).length === 0) setState('saved');
        return true;
      },
      (error: unknown) => {
        // put back what did not arrive, unless newer text replaced it
        pending.current = { ...sections, ...pending.current };
        if (!alive.current) return false;
        if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', error.message);
        const key = errorTextKey(error);
        setReason(key ? t(key) : isApiError(error) ? error.message : t('state.error'));
        setState('failed');
        return false;
      },
    );
    running.current = run;
    const done = await run;
    running.current = null;
    return done;
  }, [id, t]);

  const change = useCallback(
    (key: string, html: string) => {
      pending.current = { ...pending.current, [key]: html };
      setState('saving');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void send(), PAUSE_MS);
    },
    [send],
  );

  useEffect(() => {
    alive.current = true;
    const hidden = () => {
      if (document.visibilityState === 'hidden') void send();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', hidden);
      alive.current = false;
      // leaving the screen: what is waiting is sent all the same
      void send();
    };
  }, [send]);

  return { state, reason, change, flush: send };
}
