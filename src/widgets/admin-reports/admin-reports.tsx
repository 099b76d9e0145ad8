import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminReportsStyles } from './admin-reports.styles';
import { ReportClassList } from './report-experiments';
import { ReportGradeScreen } from './report-grade';
import { ReportQueueScreen } from './report-queue';
import { ReportSimilarityScreen } from './report-similarity';
import { ReportTemplateScreen } from './report-template-form';

export interface AdminReportsProps {
  /** list (default), template (experiment-id), queue or similarity (class-id + experiment-id), grade (report-id). */
  view?: string;
  classId?: string;
  experimentId?: string;
  reportId?: string;
}

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** 实验报告: a class's experiments, a template and rubric, the grading queue, one report's grading. */
export function AdminReports({ view, classId, experimentId, reportId }: AdminReportsProps) {
  const klass = idOf(classId);
  const experiment = idOf(experimentId);
  const report = idOf(reportId);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminReportsStyles}>
      {view === 'template' && experiment ? (
        <ReportTemplateScreen key={experiment} experimentId={experiment} classId={klass} />
      ) : view === 'queue' && klass && experiment ? (
        <ReportQueueScreen
          key={`${klass}-${experiment}`}
          classId={klass}
          experimentId={experiment}
        />
      ) : view === 'similarity' && klass && experiment ? (
        <ReportSimilarityScreen
          key={`${klass}-${experiment}`}
          classId={klass}
          experimentId={experiment}
        />
      ) : view === 'grade' && report ? (
        <ReportGradeScreen key={report} reportId={report} />
      ) : (
        <ReportClassList classId={klass} />
      )}
    </WidgetShell>
  );
}
