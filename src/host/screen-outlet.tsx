import { useEffect, useRef, useState } from 'react';
import { useT } from '../core/i18n/translate';
import type { MatchedRoute } from '../core/router/routes';
import { addLoadingCount, setLoading } from '../core/store/loading';
import { SCREEN_TABLE } from './screen-table';
import { NotFoundScreen } from './screens/not-found-screen';

type LoadState = 'loading' | 'ready' | 'error';

/**
 * Shows the screen of the current route once its chunks are loaded; the loading overlay
 * covers the page meanwhile, and a failed chunk load offers a retry.
 */
export function ScreenOutlet({ match }: { match: MatchedRoute | null }) {
  const t = useT();
  const entry = match ? SCREEN_TABLE[match.route.screen] : null;
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const loadedFor = useRef<typeof entry>(null);

  useEffect(() => {
    if (!entry?.load) {
      setState('ready');
      return;
    }
    let current = true;
    setState('loading');
    setLoading(true);
    addLoadingCount();
    entry.load().then(
      () => {
        if (!current) return;
        loadedFor.current = entry;
        setState('ready');
      },
      () => current && setState('error'),
    );
    return () => {
      current = false;
    };
  }, [entry, attempt]);

  useEffect(() => {
    if (state !== 'loading') setLoading(false);
  }, [state]);

  if (!match || !entry) return <NotFoundScreen />;
  if (state === 'error') {
    return (
      <div className="xnfz-state xnfz-state--error" role="alert">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          onClick={() => setAttempt(attempt + 1)}
        >
          {t('state.error')}
        </button>
      </div>
    );
  }
  if (state === 'loading') return null;
  return <>{entry.render(match)}</>;
}
