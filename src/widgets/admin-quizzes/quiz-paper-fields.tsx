import { useState } from 'react';
import {
  DIFFICULTIES,
  QUESTION_TYPES,
  type Difficulty,
  type QuestionRow,
  type QuestionType,
} from '../../core/api/question-contract';
import { QUIZ_LIMITS } from '../../core/api/quiz-contract';
import { listQuestionTags, listQuestions } from '../../core/api/teaching/question-calls';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { oneOf, SelectField } from '../../core/ui/admin/console-fields';
import { OrderableList } from '../../core/ui/admin/orderable-list';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import {
  emptyRule,
  type ItemField,
  type QuizField,
  type QuizForm,
  type RuleField,
} from './quiz-form-draft';
import { scoreText } from './quiz-format';
import { QuestionPicker, shortStem } from './quiz-question-picker';

const ids = 'quiz';

export interface PaperFieldsProps {
  form: QuizForm;
  set: <K extends keyof QuizForm>(field: K, value: QuizForm[K]) => void;
  /** Changes the draft from its latest state (several changes before a render all count). */
  change: (update: (previous: QuizForm) => Partial<QuizForm>) => void;
  errors: Partial<Record<QuizField, string>>;
  /** The bank's questions the form knows (those on the paper and those picked since). */
  known: ReadonlyMap<number, QuestionRow>;
  onKnown: (row: QuestionRow) => void;
  courseId: number;
  courseTitle: string;
  /** Students have answered: the paper cannot change. */
  locked: boolean;
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

/** What the bank holds for a draw rule: how many questions match, and their 分值 (the first's). */
export interface RuleSupply {
  total: number;
  score: number | null;
}

/** The bank filter of a rule, as the key of its supply. */
const supplyKey = (rule: RuleField) => JSON.stringify([rule.type, rule.difficulty, rule.tag]);

/**
 * 共 N 题，总分 X: what the form holds now. A draw rule without a score of its own counts the 分值
 * of the bank's questions it matches (the server keeps them alike); unknown while they load.
 */
export function paperSummary(
  form: QuizForm,
  known: ReadonlyMap<number, QuestionRow>,
  supplies: ReadonlyMap<string, RuleSupply> = new Map(),
): string {
  if (form.mode === 'fixed') {
    const total = form.items.reduce((sum, item) => {
      const typed = numberOf(item.score);
      return sum + (Number.isFinite(typed) ? typed : (known.get(item.questionId)?.score ?? 0));
    }, 0);
    return quizT('paper.summary', { n: form.items.length, total: scoreText(total) });
  }
  const counts = form.draw.map((rule) => Math.max(0, numberOf(rule.count) || 0));
  const n = counts.reduce((sum, count) => sum + count, 0);
  const each = form.draw.map((rule): number | 'loading' | 'none' => {
    const typed = numberOf(rule.score);
    if (Number.isFinite(typed)) return typed;
    const supply = supplies.get(supplyKey(rule));
    return supply ? (supply.score ?? 'none') : 'loading';
  });
  if (each.includes('none')) return quizT('paper.summaryUnknown', { n });
  if (each.includes('loading')) return quizT('paper.summaryCount', { n });
  const total = each.reduce<number>(
    (sum, score, index) => sum + (typeof score === 'number' ? score : 0) * (counts[index] ?? 0),
    0,
  );
  return quizT('paper.summary', { n, total: scoreText(total) });
}

/** One question of a fixed paper: what it is, its score on this paper, 移出. */
function ItemRow({
  item,
  index,
  row,
  error,
  locked,
  onScore,
  onRemove,
}: {
  item: ItemField;
  index: number;
  row: QuestionRow | undefined;
  error: string | null;
  locked: boolean;
  onScore: (score: string) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  return (
    <div className="paper-item" data-paper-question={item.questionId}>
      <div className="paper-item-text">
        <p className="paper-item-stem">
          <span className="paper-item-n">{n}.</span>{' '}
          {row ? shortStem(row.stemText) : quizT('paper.unknownQuestion', { id: item.questionId })}
        </p>
        {row ? (
          <p className="muted">
            {quizT('paper.questionMeta', {
              type: questionT(`questions.type.${row.type}`),
              difficulty: questionT(`questions.difficulty.${row.difficulty}`),
              score: scoreText(row.score),
            })}
          </p>
        ) : null}
      </div>
      <div className="paper-item-score">
        <FormField
          id={`${ids}-item-${index}-score`}
          label={quizT('paper.score')}
          aria-label={quizT('paper.scoreOf', { n })}
          inputMode="decimal"
          value={item.score}
          placeholder={row ? scoreText(row.score) : ''}
          disabled={locked}
          error={error}
          onChange={(event) => onScore(event.target.value)}
        />
      </div>
      {locked ? null : (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain remove-item"
          aria-label={quizT('paper.removeLabel', { n })}
          onClick={onRemove}
        >
          {quizT('paper.remove')}
        </button>
      )}
    </div>
  );
}

/** How many questions of the bank a rule can draw from (a hint; the server checks it on saving). */
function RuleAvailable({ rule, supply }: { rule: RuleField; supply: RuleSupply | undefined }) {
  if (!supply) return null;
  const short = numberOf(rule.count) > supply.total;
  return (
    <p className={short ? 'hint rule-available rule-short' : 'hint rule-available'}>
      {quizT(short ? 'paper.ruleShort' : 'paper.ruleAvailable', { n: supply.total })}
    </p>
  );
}

/** One draw rule: 题型, 难度, 知识点, 数量, 每题分值. */
function RuleRow({
  rule,
  index,
  tags,
  supply,
  error,
  locked,
  onChange,
  onRemove,
}: {
  rule: RuleField;
  index: number;
  tags: readonly string[];
  supply: RuleSupply | undefined;
  error: string | null;
  locked: boolean;
  onChange: (rule: RuleField) => void;
  onRemove: (() => void) | null;
}) {
  const n = index + 1;
  const id = `${ids}-rule-${index}`;
  const tagOptions = rule.tag && !tags.includes(rule.tag) ? [...tags, rule.tag] : tags;
  return (
    <fieldset className="draw-rule" data-rule={index}>
      <legend>{quizT('paper.rule', { n })}</legend>
      <div className="rule-grid">
        <SelectField
          id={`${id}-type`}
          label={quizT('paper.ruleType')}
          value={rule.type}
          disabled={locked}
          options={QUESTION_TYPES.map(
            (type) => [type, questionT(`questions.type.${type}`)] as const,
          )}
          onChange={(event) =>
            onChange({
              ...rule,
              type: oneOf<QuestionType>(QUESTION_TYPES, event.target.value) ?? rule.type,
            })
          }
        />
        <SelectField
          id={`${id}-difficulty`}
          label={quizT('paper.ruleDifficulty')}
          value={rule.difficulty}
          disabled={locked}
          options={[
            ['', quizT('paper.anyDifficulty')],
            ...DIFFICULTIES.map(
              (value) => [value, questionT(`questions.difficulty.${value}`)] as const,
            ),
          ]}
          onChange={(event) =>
            onChange({
              ...rule,
              difficulty: oneOf<Difficulty>(DIFFICULTIES, event.target.value) ?? '',
            })
          }
        />
        <SelectField
          id={`${id}-tag`}
          label={quizT('paper.ruleTag')}
          value={rule.tag}
          disabled={locked}
          options={[['', quizT('paper.anyTag')], ...tagOptions.map((tag) => [tag, tag] as const)]}
          onChange={(event) => onChange({ ...rule, tag: event.target.value })}
        />
        <FormField
          id={`${id}-count`}
          label={quizT('paper.ruleCount')}
          inputMode="numeric"
          value={rule.count}
          disabled={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ ...rule, count: event.target.value })}
        />
        <FormField
          id={`${id}-score`}
          label={quizT('paper.ruleScore')}
          inputMode="decimal"
          value={rule.score}
          disabled={locked}
          hint={quizT('paper.ruleScoreHint')}
          onChange={(event) => onChange({ ...rule, score: event.target.value })}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error rule-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rule-foot">
        <RuleAvailable rule={rule} supply={supply} />
        {onRemove && !locked ? (
          <button
            type="button"
            className="xnfz-button xnfz-button--plain remove-rule"
            aria-label={quizT('paper.removeRuleLabel', { n })}
            onClick={onRemove}
          >
            {quizT('paper.removeRule')}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The 试卷 of the quiz form: 固定试题 (picked from the course's 题库, ordered, each score
 * overridable) or 随机抽题 (rules), with the paper's question count and total. Read-only once
 * students have answered.
 */
export function PaperFields({
  form,
  set,
  change,
  errors,
  known,
  onKnown,
  courseId,
  courseTitle,
  locked,
}: PaperFieldsProps) {
  const [picking, setPicking] = useState(form.mode === 'fixed' && form.items.length === 0);
  const tags = useAsync(() => listQuestionTags(courseId), [courseId]);
  // what the bank holds for each rule's filter (one call per distinct filter)
  const filters = form.mode === 'draw' ? [...new Set(form.draw.map(supplyKey))].sort() : [];
  const supplied = useAsync(
    () =>
      Promise.all(
        filters.map(async (key): Promise<[string, RuleSupply]> => {
          const [type, difficulty, tag] = JSON.parse(key) as [
            QuestionType,
            Difficulty | '',
            string,
          ];
          const page = await listQuestions({
            courseId,
            pageNum: 1,
            pageSize: 1,
            type,
            ...(difficulty ? { difficulty } : {}),
            ...(tag ? { tag } : {}),
          });
          return [key, { total: page.total, score: page.rows[0]?.score ?? null }];
        }),
      ),
    [courseId, filters.join('|')],
  );
  const supplies = new Map(supplied.state.data ?? []);
  const chosen = new Set(form.items.map((item) => item.questionId));
  const items = (update: (previous: ItemField[]) => ItemField[]) =>
    change((previous) => ({ items: update(previous.items) }));
  const rules = (update: (previous: RuleField[]) => RuleField[]) =>
    change((previous) => ({ draw: update(previous.draw) }));

  return (
    <>
      {locked ? (
        <p className="card paper-locked" role="note">
          {quizT('paper.locked')}
        </p>
      ) : null}
      <fieldset className="type-choice paper-mode" id={`${ids}-paper`} tabIndex={-1}>
        <legend>{quizT('paper.mode')}</legend>
        {(['fixed', 'draw'] as const).map((mode) => (
          <label className="choice" key={mode}>
            <input
              type="radio"
              name="quiz-paper-mode"
              value={mode}
              checked={form.mode === mode}
              disabled={locked}
              onChange={() => set('mode', mode)}
            />
            {quizT(`paper.mode.${mode}`)}
          </label>
        ))}
        <p className="hint">{quizT(`paper.modeHint.${form.mode}`)}</p>
        {errors.paper ? (
          <p className="field-error" role="alert">
            {errors.paper}
          </p>
        ) : null}
      </fieldset>
      <p className="paper-summary" role="status">
        {paperSummary(form, known, supplies)}
      </p>
      {form.mode === 'fixed' ? (
        <>
          <h3 className="paper-subheading">{quizT('paper.chosen')}</h3>
          {form.items.length === 0 ? (
            <p className="muted paper-empty">{quizT('paper.empty')}</p>
          ) : null}
          {form.items.length === 0 || locked ? null : (
            <p className="hint">{quizT('paper.scoreHint')}</p>
          )}
          {form.items.length === 0 ? null : locked ? (
            <ol className="paper-items locked-items" aria-label={quizT('paper.chosen')}>
              {form.items.map((item, index) => (
                <li key={item.questionId} className="order-item">
                  <div className="order-body">
                    <ItemRow
                      item={item}
                      index={index}
                      row={known.get(item.questionId)}
                      error={null}
                      locked
                      onScore={() => undefined}
                      onRemove={() => undefined}
                    />
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <OrderableList
              label={quizT('paper.chosen')}
              className="paper-items"
              items={form.items}
              idOf={(item) => item.questionId}
              labelOf={(item) =>
                shortStem(known.get(item.questionId)?.stemText ?? String(item.questionId))
              }
              disabled={locked}
              onOrder={(order) =>
                items((previous) =>
                  order.flatMap((id) => previous.filter((item) => item.questionId === id)),
                )
              }
              render={(item, index) => (
                <ItemRow
                  item={item}
                  index={index}
                  row={known.get(item.questionId)}
                  error={errors[`items.${index}`] ?? null}
                  locked={locked}
                  onScore={(score) =>
                    items((previous) =>
                      previous.map((other) =>
                        other.questionId === item.questionId ? { ...other, score } : other,
                      ),
                    )
                  }
                  onRemove={() =>
                    items((previous) =>
                      previous.filter((other) => other.questionId !== item.questionId),
                    )
                  }
                />
              )}
            />
          )}
          {locked ? null : (
            <div className="form-actions">
              <button
                type="button"
                className="xnfz-button xnfz-button--plain toggle-picker"
                aria-expanded={picking}
                aria-controls="quiz-picker"
                onClick={() => setPicking(!picking)}
              >
                {quizT(picking ? 'paper.pickHide' : 'paper.pick')}
              </button>
            </div>
          )}
          {picking && !locked ? (
            <div id="quiz-picker">
              <QuestionPicker
                courseId={courseId}
                courseTitle={courseTitle}
                chosen={chosen}
                full={form.items.length >= QUIZ_LIMITS.questions}
                onAdd={(row) => {
                  onKnown(row);
                  items((previous) =>
                    previous.some((item) => item.questionId === row.id)
                      ? previous
                      : [...previous, { questionId: row.id, score: '' }],
                  );
                }}
              />
            </div>
          ) : null}
        </>
      ) : (
        <>
          <h3 className="paper-subheading">{quizT('paper.rules')}</h3>
          {form.draw.length === 0 ? <p className="muted">{quizT('paper.noRules')}</p> : null}
          {form.draw.map((rule, index) => (
            <RuleRow
              key={rule.key}
              rule={rule}
              index={index}
              tags={tags.state.data ?? []}
              supply={supplies.get(supplyKey(rule))}
              error={errors[`draw.${index}`] ?? null}
              locked={locked}
              onChange={(next) =>
                rules((previous) =>
                  previous.map((other) => (other.key === next.key ? next : other)),
                )
              }
              onRemove={
                form.draw.length > 1
                  ? () => rules((previous) => previous.filter((other) => other.key !== rule.key))
                  : null
              }
            />
          ))}
          {locked || form.draw.length >= QUIZ_LIMITS.drawRules ? null : (
            <div className="form-actions">
              <button
                type="button"
                className="xnfz-button xnfz-button--plain add-rule"
                onClick={() => rules((previous) => [...previous, emptyRule()])}
              >
                {quizT('paper.addRule')}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}
