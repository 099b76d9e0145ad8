import type { AdminVersion, VersionedEntity, VersionFieldsOf } from '../../api/admin-contract';
import { getVersion } from '../../api/admin/version-calls';
import { useAdminT } from '../../i18n/admin-translate';
import { formatDateTime } from '../../i18n/format';
import { AsyncView } from '../async-view';
import { useAsync } from '../use-async';

/** How an editor shows a version's fields: `[label, text]` rows, the conflict panel's too. */
export type VersionFieldRows<E extends VersionedEntity> = (
  fields: VersionFieldsOf[E],
) => readonly (readonly [string, string])[];

export interface VersionCompareProps<E extends VersionedEntity> {
  entity: E;
  itemId: string;
  /** The version chosen, shown on the left. */
  left: number;
  /** The version it is compared with (the current one unless the user picked another). */
  right: number;
  fieldRows: VersionFieldRows<E>;
}

/**
 * Two versions side by side, field by field, the fields that differ marked and counted.
 * @example
 * <VersionCompare entity="article" itemId="7" left={2} right={5} fieldRows={articleFieldRows} />
 */
export function VersionCompare<E extends VersionedEntity>({
  entity,
  itemId,
  left,
  right,
  fieldRows,
}: VersionCompareProps<E>) {
  const t = useAdminT();
  const result = useAsync(
    () =>
      Promise.all([
        getVersion({ entity, id: itemId, number: left }),
        getVersion({ entity, id: itemId, number: right }),
      ]),
    [entity, itemId, left, right],
  );
  return (
    <AsyncView result={result}>
      {([a, b]) => {
        const rowsA = fieldRows(a.fields);
        const rowsB = fieldRows(b.fields);
        const changed = rowsA.filter(([, text], i) => text !== rowsB[i]?.[1]).length;
        const side = (version: AdminVersion<E>, rows: typeof rowsA, other: typeof rowsA) => {
          const heading = t('history.side', {
            n: version.number,
            time: formatDateTime(version.createdAt),
            name: version.savedBy?.name ?? t('history.unknownSaver'),
          });
          return (
            <section aria-label={heading} className="version-side">
              <h3>{heading}</h3>
              <dl>
                {rows.map(([label, text], i) => (
                  <div key={label} className={text !== other[i]?.[1] ? 'changed' : undefined}>
                    <dt>{label}</dt>
                    <dd>{text || t('audit.nothing')}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        };
        return (
          <>
            <p className="version-diff-count" role="status">
              {changed ? t('history.changedCount', { n: changed }) : t('history.noChange')}
            </p>
            <div className="compare">
              {side(a, rowsA, rowsB)}
              {side(b, rowsB, rowsA)}
            </div>
          </>
        );
      }}
    </AsyncView>
  );
}
