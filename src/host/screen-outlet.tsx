import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../core/i18n/translate';
import type { MatchedRoute } from '../core/router/routes';
import { addLoadingCount, setLoading } from '../core/store/loading';
import { whenRendered } from './when-rendered';
import { SCREEN_TABLE, type ScreenEntry } from './screen-table';
import { NotFoundScreen } from './screens/not-found-screen';

/** Holds a new screen out of sight until its elements have rendered (core/ui/prerendered.ts HOLDING). */
const HOLD_ATTRIBUTE = 'data-xnfz-hold';

/** A screen whose elements have not all rendered by then is shown anyway. */
const HOLD_AT_MOST_MS = 1000;

/** The elements in a screen's own tree (not those inside their shadow roots). */
function elementsIn(container: HTMLElement): Element[] {
  return [...container.querySelectorAll('*')].filter(
    (element) => element.localName.startsWith('xnfz-') && customElements.get(element.localName),
  );
}

/**
 * Shows the screen of the current route once its chunks are loaded; the loading overlay
 * covers the page meanwhile, and a failed chunk load offers a retry. Before the router has read
 * the address (`started` false) it shows nothing: not 页面不存在, and not a screen whose chunks
 * have not arrived (its elements would mount, then mount again).
 */
export function ScreenOutlet({ match, started }: { match: MatchedRoute | null; started: boolean }) {
  const t = useT();
  const entry = match ? SCREEN_TABLE[match.route.screen] : null;
  // the entry whose chunks are here, and the one whose load failed: a new route is neither
  const [ready, setReady] = useState<ScreenEntry | null>(null);
  const [failed, setFailed] = useState<ScreenEntry | null>(null);
  const [attempt, setAttempt] = useState(0);
  // a new screen stays hidden until its elements have rendered their first content
  const [shown, setShown] = useState<ScreenEntry | null>(null);
  const holding = ready === entry && shown !== entry;
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!holding || !container.current) return;
    const show = () => setShown(entry);
    const cancel = whenRendered(elementsIn(container.current), show);
    const timer = setTimeout(show, HOLD_AT_MOST_MS);
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [holding, entry]);

  useEffect(() => {
    if (!started) return;
    if (!entry?.load) {
      setLoading(false);
      if (entry) setReady(entry);
      return;
    }
    let current = true;
    setLoading(true);
    addLoadingCount();
    entry.load().then(
      () => {
        if (!current) return;
        setFailed(null);
        setReady(entry);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setFailed(entry);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [started, entry, attempt]);

  if (!started) return null;
  if (!match || !entry) return <NotFoundScreen />;
  if (failed === entry) {
    return (
      <div className="xnfz-state xnfz-state--error" role="alert">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          onClick={() => {
            setFailed(null);
            setAttempt(attempt + 1);
          }}
        >
          {t('state.error')}
        </button>
      </div>
    );
  }
  if (ready !== entry) return null;
  return (
    <div className="screen" ref={container} {...(holding ? { [HOLD_ATTRIBUTE]: '' } : {})}>
      {entry.render(match)}
    </div>
  );
}
