import { getQuestion, saveQuestion } from '../../core/api/teaching/question-calls';
import {
  DIFFICULTIES,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type QuestionDetail,
} from '../../core/api/question-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { consoleHref } from '../../core/router/console-router';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConflictNotice, conflictRowsOf } from '../../core/ui/admin/conflict-panel';
import { FormError } from '../../core/ui/admin/form-actions';
import { plainTextOf } from '../../core/ui/admin/rich-text-plain';
import { RichTextField } from '../../core/ui/admin/rich-text-field';
import { EditorBar } from '../../core/ui/admin/screen-bar';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { hasFormula } from '../../core/ui/formula/formula-text';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { useAsync } from '../../core/ui/use-async';
import {
  checkQuestionForm,
  DEFAULT_SCORES,
  draftOfForm,
  emptyQuestionForm,
  fieldOfServer,
  formOf,
  type QuestionForm,
} from './question-form-draft';
import { QuestionKeyFields } from './question-key-fields';

const ids = 'question';

/** How a text's formulas will look (shown only while it holds one). */
function FormulaPreview({ html, label }: { html: string; label: string }) {
  if (!hasFormula(html)) return null;
  return (
    <section className="formula-preview" aria-label={label}>
      <p className="hint">{label}</p>
      <FormulaView html={html} />
    </section>
  );
}

function Form({
  opened: first,
  courseId,
  container,
}: {
  opened: QuestionDetail | null;
  courseId: number;
  container?: ShadowRoot;
}) {
  const t = useAdminT();
  const editor = useDraftEditor({
    record: first,
    empty: emptyQuestionForm,
    draftOf: formOf,
    check: checkQuestionForm,
    fieldOf: fieldOfServer,
    load: getQuestion,
    write: (form, _published, against) =>
      saveQuestion({
        ...(against ? { id: against.id, version: against.version } : {}),
        courseId: against?.courseId ?? courseId,
        question: draftOfForm(form),
      }),
    createdNotice: () => questionT('questions.created'),
    savedNotice: () => questionT('questions.saved'),
    editPath: '/questions/edit',
    ids,
    container,
    // the right options are marked in the options' group
    elementOf: (field) => (field === 'correct' ? 'options' : field),
  });
  const { opened, draft, set, errors, busy } = editor;
  const bankCourse = opened?.courseId ?? courseId;
  const conflictRows = (latest: QuestionDetail) =>
    conflictRowsOf(
      (form: QuestionForm) => [
        [questionT('questions.type'), questionT(`questions.type.${form.type}`)],
        [questionT('questions.stem'), plainTextOf(form.stem)],
        [questionT('questions.options'), form.options.map((option) => option.text).join(' / ')],
        [questionT('questions.analysis'), plainTextOf(form.analysis)],
        [questionT('questions.score'), form.score],
      ],
      draft,
      formOf(latest),
    );

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <EditorBar
        ids={ids}
        heading={questionT(opened ? 'questions.editHeading' : 'questions.newHeading')}
        status={null}
        backHref={consoleHref('/questions', { course: bankCourse })}
      />
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={() => t('conflict.theirsPlain')}
          rows={conflictRows}
        />
      ) : null}
      <form
        className="card"
        noValidate
        onSubmit={editor.submitPublish}
        aria-labelledby={`${ids}-heading`}
      >
        <fieldset className="type-choice" id={`${ids}-type`} tabIndex={-1}>
          <legend>{questionT('questions.type')}</legend>
          {QUESTION_TYPES.map((type) => (
            <label className="choice" key={type}>
              <input
                type="radio"
                name="question-type"
                value={type}
                checked={draft.type === type}
                onChange={() => {
                  // an untouched 分值 follows the type's default (简答 10, the others 2)
                  if (draft.score === DEFAULT_SCORES[draft.type])
                    set('score', DEFAULT_SCORES[type]);
                  set('type', type);
                }}
              />
              {questionT(`questions.type.${type}`)}
            </label>
          ))}
        </fieldset>
        <RichTextField
          id={`${ids}-stem`}
          label={questionT('questions.stem')}
          heading={false}
          value={draft.stem}
          error={errors.stem ?? null}
          editorKey={editor.editorKey}
          onChange={(html) => set('stem', html)}
        />
        <FormulaPreview html={draft.stem} label={questionT('questions.stemPreview')} />
        <QuestionKeyFields form={draft} errors={errors} set={set} />
        {draft.type === 'essay' ? (
          <RichTextField
            id={`${ids}-reference`}
            label={questionT('questions.reference')}
            heading={false}
            value={draft.reference}
            error={errors.reference ?? null}
            editorKey={editor.editorKey}
            onChange={(html) => set('reference', html)}
          />
        ) : null}
        <RichTextField
          id={`${ids}-analysis`}
          label={questionT('questions.analysis')}
          heading={false}
          value={draft.analysis}
          error={errors.analysis ?? null}
          editorKey={editor.editorKey}
          onChange={(html) => set('analysis', html)}
        />
        <FormulaPreview html={draft.analysis} label={questionT('questions.analysisPreview')} />
        <div className="form-grid">
          <SelectField
            id={`${ids}-difficulty`}
            label={questionT('questions.difficulty')}
            value={draft.difficulty}
            error={errors.difficulty ?? null}
            options={DIFFICULTIES.map(
              (value) => [value, questionT(`questions.difficulty.${value}`)] as const,
            )}
            onChange={(event) =>
              set(
                'difficulty',
                DIFFICULTIES.find((value) => value === event.target.value) ?? 'medium',
              )
            }
          />
          <FormField
            id={`${ids}-score`}
            label={questionT('questions.score')}
            inputMode="decimal"
            value={draft.score}
            hint={questionT('questions.scoreHint')}
            error={errors.score ?? null}
            onChange={(event) => set('score', event.target.value)}
          />
          <FormField
            id={`${ids}-tags`}
            label={questionT('questions.tags')}
            value={draft.tags}
            maxLength={QUESTION_LIMITS.tags * (QUESTION_LIMITS.tag + 1)}
            hint={questionT('questions.tagsHint')}
            error={errors.tags ?? null}
            onChange={(event) => set('tags', event.target.value)}
          />
        </div>
        <FormError message={editor.formError} />
        <div className="form-actions">
          <button type="submit" className="xnfz-button save-question" disabled={busy}>
            {busy ? t('form.saving') : questionT('questions.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The question form: loads the question (or starts a new one in the course's bank). */
export function QuestionFormScreen({
  questionId,
  courseId,
  container,
}: {
  questionId: number;
  courseId: number;
  container?: ShadowRoot;
}) {
  const result = useAsync(
    () => (questionId ? getQuestion(questionId) : Promise.resolve(null)),
    [questionId],
  );
  return (
    <AsyncView result={result}>
      {(opened) => <Form opened={opened} courseId={courseId} container={container} />}
    </AsyncView>
  );
}
