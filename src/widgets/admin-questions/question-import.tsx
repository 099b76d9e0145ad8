import { useState } from 'react';
import { getQuestionTemplate, importQuestions } from '../../core/api/teaching/question-calls';
import type { QuestionFileFormat, QuestionImportResult } from '../../core/api/question-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { cellLabels } from '../../core/ui/admin/console-table';
import { FormError } from '../../core/ui/admin/form-actions';
import { useImportRun } from '../../core/ui/admin/use-import-run';
import { ImportFileBar } from '../../core/ui/admin/import-file-bar';
import { EditorBar } from '../../core/ui/admin/screen-bar';

const ACCEPT: Record<QuestionFileFormat, string> = {
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  gift: '.txt,.gift,text/plain',
};

function CheckedRows({ checked }: { checked: QuestionImportResult }) {
  const columns = [
    { label: questionT('import.line') },
    { label: questionT('questions.type') },
    { label: questionT('questions.stem') },
    { label: questionT('import.result') },
  ];
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={questionT('import.rows')}>
      <table style={cellLabels(columns)}>
        <caption className="xnfz-visually-hidden">{questionT('import.rows')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.label}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {checked.rows.map((row) => (
            <tr
              key={row.line}
              data-import-line={row.line}
              className={row.problems.length ? 'import-problem' : 'import-ok'}
            >
              <td>{row.line}</td>
              <td>{row.type ? questionT(`questions.type.${row.type}`) : ''}</td>
              <td className="stem-cell">{row.stemText}</td>
              <td>{row.problems.length ? row.problems.join('；') : questionT('import.ok')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 导入题目 into a course's bank: the file checked first (预检: each question's problems by row and
 * field, nothing stored), then imported whole after the teacher confirms; the template to download.
 */
export function QuestionImport({
  courseId,
  courseTitle,
}: {
  courseId: number;
  courseTitle: string;
}) {
  const t = useAdminT();
  const [format, setFormat] = useState<QuestionFileFormat>('xlsx');
  const { checked, setChecked, busy, error, run, template, choose } = useImportRun({
    chooseFileText: questionT('import.chooseFile'),
    send: (file, dryRun) => importQuestions({ courseId, format, ...file, dryRun }),
    onImported: (result: QuestionImportResult) => {
      pushNotice('success', questionT('import.done', { n: result.imported }));
      consoleNavigate('/questions', { course: courseId });
    },
    template: getQuestionTemplate,
  });

  return (
    <section className="screen" aria-labelledby="question-import-heading">
      <EditorBar
        ids="question-import"
        heading={questionT('import.headingOf', { title: courseTitle })}
        status={null}
        backHref={consoleHref('/questions', { course: courseId })}
      />
      <div className="card">
        <p className="hint" id="question-import-hint">
          {questionT('import.hint')}
        </p>
        <fieldset className="type-choice">
          <legend>{questionT('import.format')}</legend>
          {(['xlsx', 'gift'] as const).map((value) => (
            <label className="choice" key={value}>
              <input
                type="radio"
                name="import-format"
                className={`format-${value}`}
                checked={format === value}
                onChange={() => {
                  setFormat(value);
                  choose(null);
                }}
              />
              {questionT(value === 'xlsx' ? 'import.formatXlsx' : 'import.formatGift')}
            </label>
          ))}
        </fieldset>
        {format === 'gift' ? <p className="hint">{questionT('import.giftNote')}</p> : null}
        <ImportFileBar
          key={format}
          id="question-import-file"
          label={questionT('import.file')}
          accept={ACCEPT[format]}
          describedBy="question-import-hint"
          busy={busy}
          checkLabel={questionT('import.check')}
          checkClass="check-import"
          templateLabel={questionT('import.template')}
          templateClass="download-template"
          onFile={choose}
          onCheck={() => void run(true)}
          onTemplate={() => void template()}
        />
        <FormError message={error} />
        {checked ? (
          <div className="roster-result">
            <p role="status">
              {questionT('import.plan', {
                total: checked.total,
                valid: checked.valid,
                invalid: checked.invalid,
              })}
              {checked.invalid > 0 ? ` ${questionT('import.fixFirst')}` : ''}
            </p>
            <CheckedRows checked={checked} />
            <div className="form-actions">
              <button
                type="button"
                className="xnfz-button confirm-import"
                disabled={busy || checked.invalid > 0 || checked.valid === 0}
                onClick={() => void run(false)}
              >
                {questionT('import.confirm', { n: checked.valid })}
              </button>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain"
                onClick={() => setChecked(null)}
              >
                {t('form.cancel')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
