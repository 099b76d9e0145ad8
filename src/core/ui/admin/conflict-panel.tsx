import type { AdminPerson } from '../../api/admin-contract';
import type { IsoTime } from '../../api/contract';
import { adminT, useAdminT } from '../../i18n/admin-translate';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/translate';

export interface ConflictRow {
  label: string;
  mine: string;
  theirs: string;
}

export interface ConflictPanelProps {
  /** Heading of the server's side (who changed it and when, when known). */
  theirsHeading: string;
  rows: readonly ConflictRow[];
  busy: boolean;
  /** Saves the user's version over the latest one (a new save against the latest version). */
  onKeepMine: () => void;
  /** Drops the user's changes and edits the latest version. */
  onTakeTheirs: () => void;
}

/**
 * A refused save (edit conflict): the user's unsaved version beside the server's latest, field
 * by field, changed fields marked; nothing is overwritten until the user chooses.
 * @example
 * <ConflictPanel theirsHeading="最新版本" rows={rows} busy={false} onKeepMine={…} onTakeTheirs={…} />
 */
export function ConflictPanel({
  theirsHeading,
  rows,
  busy,
  onKeepMine,
  onTakeTheirs,
}: ConflictPanelProps) {
  const t = useAdminT();
  const side = (which: 'mine' | 'theirs', heading: string) => (
    <section aria-label={heading} className={`side-${which}`}>
      <h3>{heading}</h3>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className={row.mine !== row.theirs ? 'changed' : undefined}>
            <dt>{row.label}</dt>
            <dd>{row[which] || t('audit.nothing')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <div className="card conflict" role="alert" part="conflict">
      <h2>{t('conflict.title')}</h2>
      <p>{t('conflict.hint')}</p>
      <div className="compare">
        {side('mine', t('conflict.mine'))}
        {side('theirs', theirsHeading)}
      </div>
      <div className="form-actions">
        <button type="button" className="xnfz-button" disabled={busy} onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </button>
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          disabled={busy}
          onClick={onTakeTheirs}
        >
          {t('conflict.takeTheirs')}
        </button>
      </div>
    </div>
  );
}

export interface ConflictNoticeProps<T> {
  /** The server's latest version (null while it loads, or when loading it failed). */
  latest: T | null;
  /** Whether loading the latest version failed. */
  failed: boolean;
  /** Loads the latest version again (after a failure). */
  onRetry: () => void;
  theirsHeading: (latest: T) => string;
  rows: (latest: T) => readonly ConflictRow[];
  busy: boolean;
  /** Saves the user's version over `latest`. */
  onKeepMine: (latest: T) => void;
  /** Drops the user's changes and edits `latest`. */
  onTakeTheirs: (latest: T) => void;
}

/**
 * An edit conflict as an editor shows it: a loading (or failed, with retry) card while the
 * latest version is fetched, then the {@link ConflictPanel} comparing it with the user's.
 * @example
 * <ConflictNotice latest={latest} failed={false} onRetry={…} theirsHeading={…} rows={…}
 *   busy={false} onKeepMine={…} onTakeTheirs={…} />
 */
export function ConflictNotice<T>({
  latest,
  failed,
  onRetry,
  theirsHeading,
  rows,
  busy,
  onKeepMine,
  onTakeTheirs,
}: ConflictNoticeProps<T>) {
  const t = useAdminT();
  const portalT = useT();
  if (latest) {
    return (
      <ConflictPanel
        theirsHeading={theirsHeading(latest)}
        rows={rows(latest)}
        busy={busy}
        onKeepMine={() => onKeepMine(latest)}
        onTakeTheirs={() => onTakeTheirs(latest)}
      />
    );
  }
  return (
    <div className="card conflict" role="alert">
      <h2>{t('conflict.title')}</h2>
      {failed ? (
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onRetry}>
          {t('conflict.loadFailed')}
        </button>
      ) : (
        <p role="status">{portalT('state.loading')}</p>
      )}
    </div>
  );
}

/**
 * The rows of a {@link ConflictPanel}: the user's draft beside the latest version's, field by
 * field, as `shown` lists a draft (`[label, text]`).
 * @example
 * conflictRowsOf((d) => [['标题', d.title]], draft, draftOf(latest));
 */
export function conflictRowsOf<D>(
  shown: (draft: D) => readonly (readonly [string, string])[],
  mine: D,
  theirs: D,
): ConflictRow[] {
  const latest = shown(theirs);
  return shown(mine).map(([label, text], index) => ({
    label,
    mine: text,
    theirs: latest[index]?.[1] ?? '',
  }));
}

/**
 * The heading of the latest version's side: the account that saved it (not a field of the
 * record such as an article's 作者) and when.
 * @example
 * savedVersionHeading(latest); // '最新版本：王建国（admin1）保存于 2026-11-26 09:30'
 */
export function savedVersionHeading(latest: {
  savedBy: AdminPerson | null;
  updatedAt: IsoTime;
}): string {
  const time = formatDateTime(latest.updatedAt);
  return latest.savedBy
    ? adminT('conflict.theirs', {
        name: latest.savedBy.name,
        username: latest.savedBy.username,
        time,
      })
    : adminT('conflict.theirsAt', { time });
}
