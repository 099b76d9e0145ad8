import type { MatchedRoute } from '../../core/router/routes';
import { useT } from '../../core/i18n/translate';

/**
 * 实验报告 inside the shared layout: `?id=` opens a report, `?classId=&attemptId=` starts (or
 * reopens) the report of a finished attempt (the element itself sends anonymous users to /login).
 */
export function ReportScreen({ match }: { match: MatchedRoute }) {
  const t = useT();
  const { id, classId, attemptId } = match.query;
  return (
    <section className="section">
      <h1 className="screen-title">{t('screen.report')}</h1>
      {id ? (
        <xnfz-report-write report-id={id} />
      ) : (
        <xnfz-report-write class-id={classId ?? '0'} attempt-id={attemptId ?? ''} />
      )}
    </section>
  );
}
