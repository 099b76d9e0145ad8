import { QUESTION_LIMITS } from '../../core/api/question-contract';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { Icon } from '../../core/ui/icons';
import {
  emptyBlank,
  emptyOption,
  type BlankField,
  type QuestionForm,
  type QuestionFormField,
} from './question-form-draft';

interface KeyFieldsProps {
  form: QuestionForm;
  errors: Partial<Record<QuestionFormField, string>>;
  set: <K extends keyof QuestionForm>(field: K, value: QuestionForm[K]) => void;
}

const letterOf = (index: number) => String.fromCharCode(65 + index);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  ) : null;
}

/** 选项 A…H of a choice question, each with its 正确答案 box (a radio for 单选). */
function OptionFields({ form, errors, set }: KeyFieldsProps) {
  const single = form.type === 'single';
  const error = errors.options ?? errors.correct;
  const toggle = (index: number, checked: boolean) =>
    set(
      'correct',
      single
        ? [index]
        : checked
          ? [...form.correct, index]
          : form.correct.filter((chosen) => chosen !== index),
    );
  const remove = (index: number) => {
    set(
      'options',
      form.options.filter((_, at) => at !== index),
    );
    set(
      'correct',
      form.correct.filter((chosen) => chosen !== index).map((c) => (c > index ? c - 1 : c)),
    );
  };
  return (
    <fieldset
      className="key-fields"
      id="question-options"
      tabIndex={-1}
      aria-describedby={error ? 'question-options-error' : 'question-options-hint'}
    >
      <legend>{questionT('questions.options')}</legend>
      <p className="hint" id="question-options-hint">
        {questionT('questions.optionsHint')}
      </p>
      {form.options.map((option, index) => {
        const letter = letterOf(index);
        return (
          <div className="option-row" key={index} data-option={letter}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name="question-correct"
              className="option-right"
              id={`question-right-${letter}`}
              checked={form.correct.includes(index)}
              aria-label={questionT('questions.optionRight', { letter })}
              onChange={(event) => toggle(index, event.target.checked)}
            />
            <label className="option-letter" htmlFor={`question-option-${letter}`}>
              {letter}
            </label>
            <input
              className="input option-text"
              id={`question-option-${letter}`}
              value={option.text}
              maxLength={QUESTION_LIMITS.option}
              aria-label={questionT('questions.optionLabel', { letter })}
              onChange={(event) =>
                set(
                  'options',
                  form.options.map((item, at) =>
                    at === index ? { ...item, text: event.target.value } : item,
                  ),
                )
              }
            />
            <button
              type="button"
              className="xnfz-button xnfz-button--plain remove-option"
              disabled={form.options.length <= QUESTION_LIMITS.minOptions}
              aria-label={questionT('questions.removeOption', { letter })}
              onClick={() => remove(index)}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        );
      })}
      {form.options.length < QUESTION_LIMITS.maxOptions ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain add-option"
          onClick={() => set('options', [...form.options, emptyOption()])}
        >
          {questionT('questions.addOption')}
        </button>
      ) : null}
      <FieldError id="question-options-error" message={error} />
    </fieldset>
  );
}

function JudgeFields({ form, errors, set }: KeyFieldsProps) {
  return (
    <fieldset
      className="key-fields"
      id="question-judge"
      tabIndex={-1}
      aria-describedby={errors.judge ? 'question-judge-error' : undefined}
    >
      <legend>{questionT('questions.judgeAnswer')}</legend>
      {([true, false] as const).map((value) => (
        <label className="choice" key={String(value)}>
          <input
            type="radio"
            name="question-judge"
            className={`judge-${String(value)}`}
            checked={form.judge === value}
            onChange={() => set('judge', value)}
          />
          {questionT(value ? 'questions.judgeTrue' : 'questions.judgeFalse')}
        </label>
      ))}
      <FieldError id="question-judge-error" message={errors.judge} />
    </fieldset>
  );
}

function BlankFields({ form, errors, set }: KeyFieldsProps) {
  const change = (index: number, patch: Partial<BlankField>) =>
    set(
      'blanks',
      form.blanks.map((blank, at) => (at === index ? { ...blank, ...patch } : blank)),
    );
  return (
    <fieldset
      className="key-fields"
      id="question-blanks"
      tabIndex={-1}
      aria-describedby={errors.blanks ? 'question-blanks-error' : 'question-blanks-hint'}
    >
      <legend>{questionT('questions.blanks')}</legend>
      <p className="hint" id="question-blanks-hint">
        {questionT('questions.blanksHint')}
      </p>
      {form.blanks.map((blank, index) => {
        const n = index + 1;
        return (
          <div className="blank-row" key={index} data-blank={n}>
            <div className="blank-head">
              <span className="blank-label">{questionT('questions.blankLabel', { n })}</span>
              <select
                className="input blank-kind"
                aria-label={questionT('questions.blankKind', { n })}
                value={blank.kind}
                onChange={(event) =>
                  change(index, { kind: event.target.value === 'number' ? 'number' : 'text' })
                }
              >
                <option value="text">{questionT('questions.blankText')}</option>
                <option value="number">{questionT('questions.blankNumber')}</option>
              </select>
              <button
                type="button"
                className="xnfz-button xnfz-button--plain remove-blank"
                disabled={form.blanks.length <= 1}
                aria-label={questionT('questions.removeBlank', { n })}
                onClick={() =>
                  set(
                    'blanks',
                    form.blanks.filter((_, at) => at !== index),
                  )
                }
              >
                <Icon name="close" size={16} />
              </button>
            </div>
            <textarea
              className="input blank-answers"
              rows={2}
              aria-label={questionT(
                blank.kind === 'text' ? 'questions.blankAnswers' : 'questions.blankNumbers',
                { n },
              )}
              placeholder={blank.kind === 'number' ? questionT('questions.blankNumberExample') : ''}
              value={blank.answers}
              onChange={(event) => change(index, { answers: event.target.value })}
            />
          </div>
        );
      })}
      {form.blanks.length < QUESTION_LIMITS.blanks ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain add-blank"
          onClick={() => set('blanks', [...form.blanks, emptyBlank()])}
        >
          {questionT('questions.addBlank')}
        </button>
      ) : null}
      <FieldError id="question-blanks-error" message={errors.blanks} />
    </fieldset>
  );
}

/**
 * The answer fields of the question's type: options and the right ones, 正确 / 错误, or the
 * blanks (简答 has its 参考答案 in the form itself).
 */
export function QuestionKeyFields(props: KeyFieldsProps) {
  const { type } = props.form;
  if (type === 'single' || type === 'multiple') return <OptionFields {...props} />;
  if (type === 'judge') return <JudgeFields {...props} />;
  if (type === 'fill') return <BlankFields {...props} />;
  return null;
}
