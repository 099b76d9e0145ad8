import { useState } from 'react';
import { exportStatistics } from '../../core/api/admin/admin-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { FormField } from '../../core/ui/form-field';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminExportsStyles } from './admin-exports.styles';

/** Exports: the statistics dashboard as .xlsx, optionally for a date range. */
export function AdminExports() {
  const t = useAdminT();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const badRange = startDate !== '' && endDate !== '' && startDate > endDate;
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminExportsStyles}>
      <section className="screen" aria-labelledby="exports-heading">
        <div className="bar">
          <h1 className="heading" id="exports-heading">
            {t('exports.heading')}
          </h1>
        </div>
        <section className="card" aria-labelledby="exports-statistics">
          <h2 id="exports-statistics">{t('exports.statistics')}</h2>
          <p className="muted">{t('exports.statisticsHint')}</p>
          <div className="filters">
            <FormField
              id="exports-start"
              label={t('exports.startDate')}
              type="date"
              value={startDate}
              max={endDate || undefined}
              onChange={(event) => setStartDate(event.target.value)}
            />
            <FormField
              id="exports-end"
              label={t('exports.endDate')}
              type="date"
              value={endDate}
              min={startDate || undefined}
              error={badRange ? t('exports.badRange') : null}
              onChange={(event) => setEndDate(event.target.value)}
            />
            <ExportButton
              className="export-statistics"
              label={t('files.download')}
              ariaLabel={`${t('files.download')}：${t('exports.statistics')}`}
              disabled={badRange}
              run={() =>
                exportStatistics({
                  ...(startDate ? { startDate } : {}),
                  ...(endDate ? { endDate } : {}),
                })
              }
            />
          </div>
        </section>
        <p className="muted">{t('exports.more')}</p>
      </section>
    </WidgetShell>
  );
}
