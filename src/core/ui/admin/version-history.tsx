import { useEffect, useRef, useState } from 'react';
import type { AdminVersionRow, VersionedEntity } from '../../api/admin-contract';
import { listVersions, restoreVersion } from '../../api/admin/version-calls';
import { useAdminT } from '../../i18n/admin-translate';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/translate';
import { AUDIT_ACTION_NAMES, type AuditActionName } from '../../i18n/zh-cn/admin-audit';
import { pushNotice } from '../../store/notices';
import { useAsync } from '../use-async';
import { ConsoleDialog } from './console-dialog';
import { ConsoleTable } from './console-table';
import { SelectField } from './console-fields';
import { FormError } from './form-actions';
import { RowButton } from './row-actions';
import { refusalShownInPlace } from './server-errors';
import { VersionCompare, type VersionFieldRows } from './version-compare';

const PAGE_SIZE = 10;

export interface VersionHistoryProps<E extends VersionedEntity> {
  /** The panel's element id (its toggle button controls it). */
  id: string;
  entity: E;
  /** The article's or course's id, `site_info` for the site information. */
  itemId: string;
  /** The item's version as the editor opened it: a restore is checked against it. */
  version: string;
  fieldRows: VersionFieldRows<E>;
  /** What a restore does to this item (a working copy, saved in place, live at once). */
  restoreHint: string;
  /** After a restore: the editor loads the item again. */
  onRestored: () => Promise<void>;
}

/**
 * The 历史版本 button of an editor's bar and whether its panel is open.
 * @example
 * const history = useHistoryToggle('article-history');
 * <EditorBar …>{history.button}</EditorBar>{history.open ? <VersionHistory id="article-history" … /> : null}
 */
export function useHistoryToggle(panelId: string) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="xnfz-button xnfz-button--plain toggle-history"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen(!open)}
    >
      {open ? t('history.close') : t('history.open')}
    </button>
  );
  return { open, button };
}

/** What a version's change was, in Chinese (the audit log's action names). */
function actionName(action: string): string {
  return AUDIT_ACTION_NAMES[action as AuditActionName] ?? action;
}

/**
 * 历史版本 of an item in its editor: the versions newest first (the current and the live one
 * marked), any version compared with the current one (or another), and 恢复此版本 after a
 * confirmation saying what the restore does.
 * @example
 * <VersionHistory id="article-history" entity="article" itemId="7" version={opened.version}
 *   fieldRows={articleFieldRows} restoreHint="…" onRestored={reload} />
 */
export function VersionHistory<E extends VersionedEntity>({
  id,
  entity,
  itemId,
  version,
  fieldRows,
  restoreHint,
  onRestored,
}: VersionHistoryProps<E>) {
  const t = useAdminT();
  const portalT = useT();
  const [pageNum, setPageNum] = useState(1);
  const result = useAsync(
    () => listVersions({ entity, id: itemId, pageNum, pageSize: PAGE_SIZE }),
    [entity, itemId, pageNum, version],
  );
  const rows = result.state.data?.rows ?? [];
  const [comparing, setComparing] = useState<{ left: number; right: number } | null>(null);
  const [restoring, setRestoring] = useState<AdminVersionRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const currentNumber = rows.find((row) => row.current)?.number ?? rows[0]?.number ?? null;
  const panel = useRef<HTMLElement>(null);
  // opened below a long form (站点信息): bring it into view, its heading first
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
  }, []);

  const savedBy = (row: AdminVersionRow) =>
    row.savedBy ? `${row.savedBy.name}（${row.savedBy.username}）` : t('history.unknownSaver');

  async function restore(row: AdminVersionRow) {
    setBusy(true);
    setRestoreError(null);
    try {
      const restored = await restoreVersion({ entity, id: itemId, number: row.number, version });
      setRestoring(null);
      setComparing(null);
      setPageNum(1);
      pushNotice('success', t('history.restored', { from: row.number, to: restored.number }));
      await onRestored();
    } catch (error) {
      setRestoreError(refusalShownInPlace(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  const columns = [
    { label: t('history.number') },
    { label: t('history.savedAt') },
    { label: t('history.savedBy') },
    { label: t('history.action') },
    { label: t('history.state') },
    { label: t('history.rowActions') },
  ];

  return (
    <section ref={panel} id={id} className="card version-history" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('history.heading')}</h2>
      <p className="hint">{t('history.intro')}</p>
      <ConsoleTable
        result={result}
        area={t('history.area')}
        columns={columns}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
        row={(row) => {
          const name = t('history.versionN', { n: row.number });
          return (
            <tr key={row.number} className={row.current ? 'is-current' : undefined}>
              <td>{name}</td>
              <td>{formatDateTime(row.createdAt)}</td>
              <td>{savedBy(row)}</td>
              <td>{row.action === 'baseline' ? t('history.baseline') : actionName(row.action)}</td>
              <td>
                {row.current ? <span className="badge">{t('history.current')}</span> : null}{' '}
                {row.live ? <span className="badge badge--ok">{t('history.live')}</span> : null}
              </td>
              <td className="actions">
                {currentNumber !== null && row.number !== currentNumber ? (
                  <>
                    <RowButton
                      label={t('history.compare')}
                      of={name}
                      className="compare-version"
                      tone="plain"
                      onClick={() => setComparing({ left: row.number, right: currentNumber })}
                    />
                    {row.current ? null : (
                      <RowButton
                        label={t('history.restore')}
                        of={name}
                        className="restore-version"
                        disabled={busy}
                        onClick={() => {
                          setRestoreError(null);
                          setRestoring(row);
                        }}
                      />
                    )}
                  </>
                ) : null}
              </td>
            </tr>
          );
        }}
      />
      {comparing ? (
        <div className="version-compare" role="region" aria-label={t('history.compareHeading')}>
          <div className="bar">
            <h3>{t('history.compareHeading')}</h3>
            <div className="bar-actions">
              <SelectField
                id={`${id}-against`}
                label={t('history.compareWith')}
                value={String(comparing.right)}
                options={rows
                  .filter((row) => row.number !== comparing.left)
                  .map(
                    (row) =>
                      [String(row.number), t('history.versionN', { n: row.number })] as const,
                  )}
                onChange={(event) =>
                  setComparing({ left: comparing.left, right: Number(event.target.value) })
                }
              />
              <button
                type="button"
                className="xnfz-button xnfz-button--plain"
                onClick={() => setComparing(null)}
              >
                {t('history.closeCompare')}
              </button>
            </div>
          </div>
          <VersionCompare
            entity={entity}
            itemId={itemId}
            left={comparing.left}
            right={comparing.right}
            fieldRows={fieldRows}
          />
        </div>
      ) : null}
      {restoring ? (
        <ConsoleDialog
          title={t('history.restoreTitle')}
          onCancel={() => setRestoring(null)}
          actions={
            <>
              <button
                type="button"
                className="xnfz-button confirm-restore"
                disabled={busy}
                onClick={() => void restore(restoring)}
              >
                {t('history.restoreButton')}
              </button>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain"
                disabled={busy}
                onClick={() => setRestoring(null)}
              >
                {t('form.cancel')}
              </button>
            </>
          }
        >
          <p>
            {t('history.restoreConfirm', {
              n: restoring.number,
              time: formatDateTime(restoring.createdAt),
              name: savedBy(restoring),
            })}
          </p>
          <p>{restoreHint}</p>
          <p className="hint">{t('history.restoreKeeps')}</p>
          <FormError message={restoreError} />
        </ConsoleDialog>
      ) : null}
    </section>
  );
}
