import { useState } from 'react';
import type { QuestionRow } from '../../core/api/question-contract';
import {
  QUIZ_COUNTING,
  QUIZ_KINDS,
  QUIZ_LIMITS,
  QUIZ_REVEAL,
  type QuizDetail,
  type QuizTargets,
} from '../../core/api/quiz-contract';
import { getClass } from '../../core/api/teaching/class-calls';
import { getQuiz, getQuizTargets, saveQuiz } from '../../core/api/teaching/quiz-calls';
import type { ClassDetail } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { consoleHref } from '../../core/router/console-router';
import {
  CheckboxField,
  oneOf,
  SelectField,
  TextAreaField,
} from '../../core/ui/admin/console-fields';
import { ConflictNotice, conflictRowsOf } from '../../core/ui/admin/conflict-panel';
import { FormError } from '../../core/ui/admin/form-actions';
import { EditorBar } from '../../core/ui/admin/screen-bar';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import {
  checkQuizForm,
  draftOfForm,
  elementOfField,
  emptyQuizForm,
  fieldOfServer,
  formOf,
  type QuizForm,
} from './quiz-form-draft';
import { STATUS_BADGE } from './quiz-format';
import { PaperFields, paperSummary } from './quiz-paper-fields';

const ids = 'quiz';

interface Opened {
  quiz: QuizDetail | null;
  klass: ClassDetail;
  targets: QuizTargets;
  /** The bank's rows of the questions on a fixed paper. */
  known: QuestionRow[];
}

/** The select options of a target list, with the one stored even when it is gone. */
function targetOptions(
  rows: readonly { id: number; title: string }[],
  chosen: string,
  none: string,
): (readonly [string, string])[] {
  const options = rows.map((row) => [String(row.id), row.title] as const);
  if (chosen && !options.some(([id]) => id === chosen)) options.push([chosen, `#${chosen}`]);
  return [['', none], ...options];
}

function Form({ first, container }: { first: Opened; container?: ShadowRoot }) {
  const t = useAdminT();
  const { klass, targets } = first;
  const [known, setKnown] = useState<ReadonlyMap<number, QuestionRow>>(
    () => new Map(first.known.map((row) => [row.id, row])),
  );
  const editor = useDraftEditor({
    record: first.quiz,
    empty: emptyQuizForm,
    draftOf: formOf,
    check: checkQuizForm,
    fieldOf: fieldOfServer,
    load: getQuiz,
    write: (form, _published, against) =>
      saveQuiz({
        ...(against ? { id: against.id, version: against.version } : {}),
        quiz: draftOfForm(form, against?.classId ?? klass.id),
      }),
    createdNotice: () => quizT('form.created'),
    savedNotice: () => quizT('form.saved'),
    editPath: '/quizzes/edit',
    ids,
    container,
    elementOf: elementOfField,
  });
  const { opened, draft, set, errors, busy } = editor;
  const locked = (opened?.attemptCount ?? 0) > 0;
  const conflictRows = (latest: QuizDetail) =>
    conflictRowsOf(
      (form: QuizForm) => [
        [quizT('form.kind'), quizT(`quizzes.kind.${form.kind}`)],
        [quizT('form.title'), form.title],
        [quizT('form.description'), form.description],
        [quizT('form.openAt'), form.openAt.replace('T', ' ')],
        [quizT('form.closeAt'), form.closeAt.replace('T', ' ')],
        [quizT('form.timeLimit'), form.timeLimitMinutes],
        [quizT('form.attempts'), form.attempts],
        [quizT('form.passPercent'), form.passPercent],
        [quizT('paper.heading'), paperSummary(form, known)],
      ],
      draft,
      formOf(latest),
    );

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <EditorBar
        ids={ids}
        heading={quizT(opened ? 'form.editHeading' : 'form.newHeading')}
        status={
          opened ? (
            <span className={STATUS_BADGE[opened.status]}>
              {quizT(`form.status.${opened.status}`)}
            </span>
          ) : null
        }
        backHref={consoleHref('/quizzes', { class: klass.id })}
      >
        {opened ? (
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/quizzes/takers', { id: opened.id })}
          >
            {quizT('quizzes.takers')}
          </a>
        ) : null}
      </EditorBar>
      <p className="muted class-line">
        {quizT('form.classLine', { name: klass.name, course: klass.courseTitle })}
      </p>
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={() => t('conflict.theirsPlain')}
          rows={conflictRows}
        />
      ) : null}
      <form
        id="quiz-form"
        className="card quiz-settings"
        noValidate
        onSubmit={editor.submitPublish}
        aria-labelledby={`${ids}-heading`}
      >
        <fieldset className="form-section">
          <legend>{quizT('form.basics')}</legend>
          <fieldset className="type-choice" id={`${ids}-kind`} tabIndex={-1}>
            <legend>{quizT('form.kind')}</legend>
            {QUIZ_KINDS.map((kind) => (
              <label className="choice" key={kind}>
                <input
                  type="radio"
                  name="quiz-kind"
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => set('kind', kind)}
                />
                {quizT(`quizzes.kind.${kind}`)}
              </label>
            ))}
            <p className="hint">{quizT(`form.kindHint.${draft.kind}`)}</p>
          </fieldset>
          {draft.kind === 'chapter' ? (
            <SelectField
              id={`${ids}-chapterId`}
              label={quizT('form.chapter')}
              value={draft.chapterId}
              error={errors.chapterId ?? null}
              hint={targets.chapters.length ? undefined : quizT('form.noChapters')}
              options={targetOptions(
                targets.chapters,
                draft.chapterId,
                quizT('form.chooseChapter'),
              )}
              onChange={(event) => set('chapterId', event.target.value)}
            />
          ) : null}
          {draft.kind === 'preview' ? (
            <>
              <SelectField
                id={`${ids}-experimentId`}
                label={quizT('form.experiment')}
                value={draft.experimentId}
                error={errors.experimentId ?? null}
                hint={targets.experiments.length ? undefined : quizT('form.noExperiments')}
                options={targetOptions(
                  targets.experiments,
                  draft.experimentId,
                  quizT('form.chooseExperiment'),
                )}
                onChange={(event) => set('experimentId', event.target.value)}
              />
              <CheckboxField
                id={`${ids}-gate`}
                className="gate"
                label={quizT('form.gate')}
                checked={draft.gate}
                onChange={(checked) => set('gate', checked)}
              />
            </>
          ) : null}
          <FormField
            id={`${ids}-title`}
            label={quizT('form.title')}
            value={draft.title}
            maxLength={QUIZ_LIMITS.title}
            error={errors.title ?? null}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextAreaField
            id={`${ids}-description`}
            label={quizT('form.description')}
            value={draft.description}
            maxLength={QUIZ_LIMITS.description}
            rows={3}
            hint={quizT('form.descriptionHint')}
            error={errors.description ?? null}
            onChange={(event) => set('description', event.target.value)}
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{quizT('form.timing')}</legend>
          <div className="form-grid">
            <FormField
              id={`${ids}-openAt`}
              label={quizT('form.openAt')}
              type="datetime-local"
              value={draft.openAt}
              max={draft.closeAt || undefined}
              hint={quizT('form.openAtHint')}
              error={errors.openAt ?? null}
              onChange={(event) => set('openAt', event.target.value)}
            />
            <FormField
              id={`${ids}-closeAt`}
              label={quizT('form.closeAt')}
              type="datetime-local"
              value={draft.closeAt}
              min={draft.openAt || undefined}
              hint={
                locked
                  ? `${quizT('form.closeAtHint')}${quizT('form.movesDeadlines')}`
                  : quizT('form.closeAtHint')
              }
              error={errors.closeAt ?? null}
              onChange={(event) => set('closeAt', event.target.value)}
            />
            <FormField
              id={`${ids}-timeLimitMinutes`}
              label={quizT('form.timeLimit')}
              inputMode="numeric"
              value={draft.timeLimitMinutes}
              hint={quizT('form.timeLimitHint')}
              error={errors.timeLimitMinutes ?? null}
              onChange={(event) => set('timeLimitMinutes', event.target.value)}
            />
            <FormField
              id={`${ids}-attempts`}
              label={quizT('form.attempts')}
              inputMode="numeric"
              value={draft.attempts}
              error={errors.attempts ?? null}
              onChange={(event) => set('attempts', event.target.value)}
            />
            <SelectField
              id={`${ids}-counting`}
              label={quizT('form.counting')}
              value={draft.counting}
              error={errors.counting ?? null}
              options={QUIZ_COUNTING.map(
                (value) => [value, quizT(`form.counting.${value}`)] as const,
              )}
              onChange={(event) =>
                set('counting', oneOf(QUIZ_COUNTING, event.target.value) ?? 'highest')
              }
            />
            <FormField
              id={`${ids}-passPercent`}
              label={quizT('form.passPercent')}
              inputMode="decimal"
              value={draft.passPercent}
              hint={quizT('form.passPercentHint')}
              error={errors.passPercent ?? null}
              onChange={(event) => set('passPercent', event.target.value)}
            />
            <SelectField
              id={`${ids}-reveal`}
              label={quizT('form.reveal')}
              value={draft.reveal}
              error={errors.reveal ?? null}
              options={QUIZ_REVEAL.map((value) => [value, quizT(`form.reveal.${value}`)] as const)}
              onChange={(event) =>
                set('reveal', oneOf(QUIZ_REVEAL, event.target.value) ?? 'submit')
              }
            />
          </div>
          <div className="checks">
            <CheckboxField
              id={`${ids}-shuffleQuestions`}
              label={quizT('form.shuffleQuestions')}
              checked={draft.shuffleQuestions}
              onChange={(checked) => set('shuffleQuestions', checked)}
            />
            <CheckboxField
              id={`${ids}-shuffleOptions`}
              label={quizT('form.shuffleOptions')}
              checked={draft.shuffleOptions}
              onChange={(checked) => set('shuffleOptions', checked)}
            />
          </div>
        </fieldset>
        <fieldset className="form-section" id={`${ids}-grading`} tabIndex={-1}>
          <legend>{quizT('form.grading')}</legend>
          <div className="form-grid">
            <SelectField
              id={`${ids}-multiplePartial`}
              label={quizT('form.multiplePartial')}
              value={draft.rules.multiplePartial}
              error={errors.grading ?? null}
              options={(['half', 'none'] as const).map(
                (value) => [value, quizT(`form.multiplePartial.${value}`)] as const,
              )}
              onChange={(event) =>
                set('rules', {
                  ...draft.rules,
                  multiplePartial: event.target.value === 'none' ? 'none' : 'half',
                })
              }
            />
          </div>
          <div className="checks">
            {(['fillPerBlank', 'fillIgnoreCase', 'fillIgnoreWidth'] as const).map((rule) => (
              <CheckboxField
                key={rule}
                id={`${ids}-${rule}`}
                label={quizT(`form.${rule}`)}
                checked={draft.rules[rule]}
                onChange={(checked) => set('rules', { ...draft.rules, [rule]: checked })}
              />
            ))}
          </div>
        </fieldset>
      </form>
      <section className="card quiz-paper" aria-labelledby={`${ids}-paper-heading`}>
        <h2 className="card-heading" id={`${ids}-paper-heading`}>
          {quizT('paper.heading')}
        </h2>
        <PaperFields
          form={draft}
          set={set}
          change={(update) => editor.setDraft((previous) => ({ ...previous, ...update(previous) }))}
          errors={errors}
          known={known}
          onKnown={(row) => setKnown((previous) => new Map(previous).set(row.id, row))}
          courseId={klass.courseId}
          courseTitle={klass.courseTitle}
          locked={locked}
        />
      </section>
      <div className="card form-foot">
        <p className="muted">
          {quizT(opened?.status === 'published' ? 'form.publishedHint' : 'form.publishHint')}
        </p>
        <FormError message={editor.formError} />
        <div className="form-actions">
          <button type="submit" form="quiz-form" className="xnfz-button save-quiz" disabled={busy}>
            {busy ? t('form.saving') : quizT('form.save')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** The quiz form: loads the quiz (or starts a new one for the class), its class and targets. */
export function QuizFormScreen({
  quizId,
  classId,
  container,
}: {
  quizId: number;
  classId: number;
  container?: ShadowRoot;
}) {
  const result = useAsync(async (): Promise<Opened> => {
    const quiz = quizId ? await getQuiz(quizId) : null;
    const id = quiz?.classId ?? classId;
    const [klass, targets] = await Promise.all([getClass(id), getQuizTargets(id)]);
    const known = quiz?.paperQuestions ?? [];
    return { quiz, klass, targets, known };
  }, [quizId, classId]);
  return (
    <AsyncView result={result}>
      {(opened) => <Form first={opened} container={container} />}
    </AsyncView>
  );
}
