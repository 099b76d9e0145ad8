import { useId, useState } from 'react';
import { errorTextKey, isApiError } from '../../core/api/api-error';
import type { UserExperimentRecordRow } from '../../core/api/contract';
import { listExperiments } from '../../core/api/experiments';
import { createReport } from '../../core/api/reports';
import { listMyClasses } from '../../core/api/teaching/my-class-calls';
import type { MyClassRow } from '../../core/api/teaching-contract';
import { useReportT } from '../../core/i18n/report-translate';
import { useT } from '../../core/i18n/translate';
import { navigate } from '../../core/router/router';
import { dismissNoticeText } from '../../core/store/notices';

/** The classes (not archived) of the experiment's course the student is in. */
async function classesFor(row: UserExperimentRecordRow): Promise<MyClassRow[]> {
  const [classes, catalogue] = await Promise.all([
    listMyClasses({ pageNum: 1, pageSize: 100 }),
    listExperiments({ pageNum: 1, pageSize: 50, keyword: row.experimentTitle }),
  ]);
  const courseId = catalogue.rows.find((entry) => entry.id === row.experimentId)?.courseId;
  const open = classes.rows.filter((entry) => !entry.archived);
  // an experiment the catalogue does not list: the server decides with each class
  return courseId ? open.filter((entry) => entry.courseId === courseId) : open;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'pick'; classes: MyClassRow[]; chosen: number }
  | { kind: 'problem'; text: string };

/**
 * 撰写实验报告 for one finished attempt of 学习记录: finds the student's classes of the experiment's
 * course (asks which when there are several), then has the server start or reopen the report and
 * opens it; the server's refusal (no template yet, not in a class…) is shown beside the button.
 */
export function ReportStart({ row }: { row: UserExperimentRecordRow }) {
  const t = useT();
  const rt = useReportT();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const selectId = useId();

  const problemOf = (error: unknown) => {
    if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', error.message);
    const key = errorTextKey(error);
    return key ? t(key) : isApiError(error) ? error.message : t('state.error');
  };

  async function start(classId: number) {
    setStep({ kind: 'busy' });
    try {
      const report = await createReport(classId, row.id);
      navigate('/report', { id: report.id });
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'problem', text: problemOf(error) });
    }
  }

  async function begin() {
    setStep({ kind: 'busy' });
    try {
      const classes = await classesFor(row);
      if (classes.length === 0) setStep({ kind: 'problem', text: rt('start.noClass') });
      else if (classes.length === 1) await start(classes[0]!.id);
      else setStep({ kind: 'pick', classes, chosen: classes[0]!.id });
    } catch (error) {
      setStep({ kind: 'problem', text: problemOf(error) });
    }
  }

  if (step.kind === 'pick') {
    return (
      <div className="report-start report-pick" data-report-start={row.id}>
        <label htmlFor={selectId}>{rt('start.pickClass')}</label>
        <select
          id={selectId}
          className="input"
          value={step.chosen}
          onChange={(event) => setStep({ ...step, chosen: Number(event.target.value) })}
        >
          {step.classes.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.term ? `${entry.name}（${entry.term}）` : entry.name}
            </option>
          ))}
        </select>
        <span className="report-start-actions">
          <button type="button" className="xnfz-button" onClick={() => void start(step.chosen)}>
            {rt('start.go')}
          </button>
          <button
            type="button"
            className="xnfz-button xnfz-button--plain"
            onClick={() => setStep({ kind: 'idle' })}
          >
            {rt('start.cancel')}
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className="report-start" data-report-start={row.id}>
      <button
        type="button"
        className="xnfz-button xnfz-button--plain write-report"
        disabled={step.kind === 'busy'}
        aria-describedby={step.kind === 'problem' ? `${selectId}-problem` : undefined}
        onClick={() => void begin()}
      >
        {step.kind === 'busy' ? rt('start.loading') : rt('start.action')}
        <span className="xnfz-visually-hidden">
          {rt('sep.colon')}
          {row.experimentTitle}
        </span>
      </button>
      {step.kind === 'problem' ? (
        <p className="report-start-problem" id={`${selectId}-problem`} role="alert">
          {step.text}
        </p>
      ) : null}
    </div>
  );
}
