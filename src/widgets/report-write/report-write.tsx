import { useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { MyReportDetail } from '../../core/api/report-contract';
import { createReport, getMyReport } from '../../core/api/reports';
import { useReportT } from '../../core/i18n/report-translate';
import { navigate, router } from '../../core/router/router';
import { loginLinkDone } from '../../core/session';
import { auth } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { ReportBody } from './report-body';
import { reportWriteStyles } from './report-write.styles';

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Opens the report: by its id, or 撰写实验报告 for a class and finished attempt (the server
 * creates it, or reopens the class's report of that experiment); the portal's address then names
 * the report, so a reload continues it.
 */
async function openReport(
  reportId: number | undefined,
  classId: number | undefined,
  attemptId: string | undefined,
): Promise<MyReportDetail> {
  if (positive(reportId)) return getMyReport(reportId);
  const report = await createReport(classId ?? 0, attemptId ?? '');
  if (router.hostActive) navigate('/report', { id: report.id }, { replace: true });
  return report;
}

function ReportOpening({ reportId, classId, attemptId }: ReportWriteProps) {
  const opened = useAsync(
    () => openReport(reportId, classId, attemptId),
    [reportId, classId, attemptId],
  );
  return (
    <AsyncView result={opened}>
      {(report) => <ReportBody key={report.id} initial={report} />}
    </AsyncView>
  );
}

/**
 * Token holders only: without a token the portal page goes to /login and comes back; an embedding
 * page shows a login link.
 */
function LoginGate({ children }: { children: ReactNode }) {
  const rt = useReportT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  const [back] = useState(() => current?.href ?? '/personalcenter?tab=reports');
  useEffect(() => {
    if (token || !hostActive) return;
    let stillHere = true;
    void loginLinkDone.then(() => {
      if (stillHere && !auth.token && router.hostActive)
        navigate('/login', { redirect: back }, { replace: true });
    });
    return () => {
      stillHere = false;
    };
  }, [token, hostActive, back]);
  if (token) return <>{children}</>;
  return (
    <div className="xnfz-state" role="status" part="state-login">
      {rt('write.needLogin')}
      <RouteLink to="/login" params={{ redirect: back }}>
        {rt('write.toLogin')}
      </RouteLink>
    </div>
  );
}

export interface ReportWriteProps {
  /** The report (`?id=` of `/report`). */
  reportId?: number;
  /** With `attemptId` and no report id: 撰写实验报告 for this class… */
  classId?: number;
  /** …and this finished attempt (its session id). */
  attemptId?: string;
}

/** The lab-report screen: write, submit, read the grade and the versions. */
export function ReportWrite({ reportId, classId, attemptId }: ReportWriteProps) {
  const rt = useReportT();
  const valid = positive(reportId) || (positive(classId) && !!attemptId);
  return (
    <WidgetShell styles={reportWriteStyles}>
      <div className="report-screen" part="base">
        {valid ? (
          <LoginGate>
            <ReportOpening
              key={`${reportId ?? 0}-${classId ?? 0}-${attemptId ?? ''}`}
              reportId={reportId}
              classId={classId}
              attemptId={attemptId}
            />
          </LoginGate>
        ) : (
          <div className="xnfz-state" part="state-empty">
            {rt('write.noReport')}
            <RouteLink to="/personalcenter" params={{ tab: 'reports' }}>
              {rt('write.toList')}
            </RouteLink>
          </div>
        )}
      </div>
    </WidgetShell>
  );
}
