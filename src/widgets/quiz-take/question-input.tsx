import { useState } from 'react';
import type { QuestionResponse } from '../../core/api/question-contract';
import { QUIZ_LIMITS, type PaperQuestion } from '../../core/api/quiz-contract';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { emptyResponse, essayHtml, essayText, letterOf } from './responses';

/** How long typing pauses before a text answer is sent (choices go at once). */
export const TEXT_PAUSE_MS = 600;

/** The characters of a 简答 as typed: its HTML (paragraphs, escapes) must stay within the limit. */
const ESSAY_MAX = Math.floor(QUIZ_LIMITS.essay / 2);

export interface QuestionInputProps {
  question: PaperQuestion;
  /** The question's place on the paper (from 0): ids and names. */
  index: number;
  response: QuestionResponse | null;
  onChange: (response: QuestionResponse, delayMs: number) => void;
}

/** The answer inputs of one question, by type: radios, checkboxes, 正确/错误, blanks, a text area. */
export function QuestionInput({ question, index, response, onChange }: QuestionInputProps) {
  const qt = useQuizT();
  const id = `q${index}`;
  const current = response ?? emptyResponse(question);
  const legend = `${qt('paper.question', { n: index + 1 })} ${qt('paper.options')}`;

  if (question.type === 'single' || question.type === 'multiple') {
    const multiple = question.type === 'multiple';
    const chosen = current.choices ?? [];
    const toggle = (option: number, checked: boolean) => {
      const next = multiple
        ? checked
          ? [...chosen.filter((n) => n !== option), option].sort((a, b) => a - b)
          : chosen.filter((n) => n !== option)
        : [option];
      onChange({ choices: next }, 0);
    };
    return (
      <fieldset className="answer options" part="answer">
        <legend className="xnfz-visually-hidden">{legend}</legend>
        {question.options.map((option, n) => (
          <label
            key={n}
            className={chosen.includes(n) ? 'option chosen' : 'option'}
            htmlFor={`${id}-o${n}`}
          >
            <input
              id={`${id}-o${n}`}
              type={multiple ? 'checkbox' : 'radio'}
              name={`${id}-options`}
              checked={chosen.includes(n)}
              onChange={(event) => toggle(n, event.target.checked)}
            />
            <span className="option-key" aria-hidden="true">
              {letterOf(n)}
            </span>
            <span className="xnfz-visually-hidden">{letterOf(n)}.</span>
            <FormulaView html={option} className="option-text" />
          </label>
        ))}
      </fieldset>
    );
  }

  if (question.type === 'judge') {
    return (
      <fieldset className="answer options judge" part="answer">
        <legend className="xnfz-visually-hidden">{legend}</legend>
        {[true, false].map((value) => (
          <label
            key={String(value)}
            className={current.judge === value ? 'option chosen' : 'option'}
            htmlFor={`${id}-${value ? 'right' : 'wrong'}`}
          >
            <input
              id={`${id}-${value ? 'right' : 'wrong'}`}
              type="radio"
              name={`${id}-judge`}
              checked={current.judge === value}
              onChange={() => onChange({ judge: value }, 0)}
            />
            <span>{qt(value ? 'paper.right' : 'paper.wrong')}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  if (question.type === 'fill') {
    const blanks = current.blanks ?? [];
    return (
      <div className="answer blanks" part="answer">
        {Array.from({ length: question.blankCount }, (_, n) => (
          <div className="field blank" key={n}>
            <label htmlFor={`${id}-b${n}`}>{qt('paper.blank', { n: n + 1 })}</label>
            <input
              id={`${id}-b${n}`}
              className="input"
              part="input"
              autoComplete="off"
              maxLength={QUIZ_LIMITS.blank}
              value={blanks[n] ?? ''}
              onChange={(event) => {
                const next = Array.from({ length: question.blankCount }, (_, k) =>
                  k === n ? event.target.value : (blanks[k] ?? ''),
                );
                onChange({ blanks: next }, TEXT_PAUSE_MS);
              }}
            />
          </div>
        ))}
      </div>
    );
  }

  return <EssayInput id={id} html={current.text ?? ''} onChange={onChange} />;
}

/** 简答: plain text, sent as `<p>` paragraphs after a pause in typing. */
function EssayInput({
  id,
  html,
  onChange,
}: {
  id: string;
  html: string;
  onChange: QuestionInputProps['onChange'];
}) {
  const qt = useQuizT();
  // what was typed stays as typed (empty lines too) while the question is on screen
  const [text, setText] = useState(() => essayText(html));
  // escaped characters (< & >) make the HTML longer than the text: beyond the server's limit it
  // is not sent, and the field says why
  const tooLong = essayHtml(text).length > QUIZ_LIMITS.essay;
  return (
    <div className="answer field essay" part="answer">
      <label htmlFor={`${id}-essay`}>{qt('paper.essay')}</label>
      <textarea
        id={`${id}-essay`}
        className="input"
        part="input"
        rows={8}
        maxLength={ESSAY_MAX}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-essay-count`}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const next = essayHtml(typed);
          if (next.length <= QUIZ_LIMITS.essay) onChange({ text: next }, TEXT_PAUSE_MS);
        }}
      />
      <span
        id={`${id}-essay-count`}
        className={tooLong ? 'field-error' : 'field-hint'}
        role={tooLong ? 'alert' : undefined}
      >
        {tooLong
          ? qt('paper.essayTooLong', { max: QUIZ_LIMITS.essay })
          : qt('paper.essayCount', { n: text.length, max: ESSAY_MAX })}
      </span>
    </div>
  );
}
