/**
 * The question form's draft: what its fields hold (options and answers as the text a teacher
 * types), to and from the QuestionDraft the server stores, and the checks made before saving.
 */
import {
  QUESTION_FIELDS,
  QUESTION_LIMITS,
  type Difficulty,
  type NumericAnswer,
  type QuestionDetail,
  type QuestionDraft,
  type QuestionType,
} from '../../core/api/question-contract';
import { questionT } from '../../core/i18n/zh-cn/admin-questions';
import { plainTextOf } from '../../core/ui/admin/rich-text-plain';

/** An option as its input shows it; `html` is kept as stored while the text is unchanged. */
export interface OptionField {
  text: string;
  html: string;
}

/**
 * A blank as its field shows it: accepted answers one per line — texts, or numbers written
 * `9.8±0.05` (`9.8` alone: exactly).
 */
export interface BlankField {
  kind: 'text' | 'number';
  answers: string;
}

export interface QuestionForm {
  type: QuestionType;
  stem: string;
  options: OptionField[];
  correct: number[];
  judge: boolean | null;
  blanks: BlankField[];
  reference: string;
  analysis: string;
  difficulty: Difficulty;
  tags: string;
  score: string;
}

export type QuestionFormField = (typeof QUESTION_FIELDS)[number];

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const paragraphOf = (text: string) =>
  `<p>${text.trim().replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char)}</p>`;

export const emptyOption = (): OptionField => ({ text: '', html: '' });
export const emptyBlank = (): BlankField => ({ kind: 'text', answers: '' });

/** A numeric answer as a line: `9.8±0.05`, or `9.8` when it must be exact. */
const numberLine = (answer: NumericAnswer) =>
  answer.tolerance ? `${answer.value}±${answer.tolerance}` : String(answer.value);

/** A line read back as a numeric answer (NaN where it is not a number). */
function numericOf(line: string): NumericAnswer {
  const [value = '', tolerance = '0'] = line.split(/±|\+-|\+\/-/);
  return { value: numberOf(value), tolerance: numberOf(tolerance) };
}

/** The 分值 a new question of a type starts with (简答 is worth more: it is written out). */
export const DEFAULT_SCORES: Record<QuestionType, string> = {
  single: '2',
  multiple: '2',
  judge: '2',
  fill: '2',
  essay: '10',
};

/** A new question: 单选 with four empty options, 中, 2 分. */
export const emptyQuestionForm = (): QuestionForm => ({
  type: 'single',
  stem: '',
  options: [emptyOption(), emptyOption(), emptyOption(), emptyOption()],
  correct: [],
  judge: null,
  blanks: [emptyBlank()],
  reference: '',
  analysis: '',
  difficulty: 'medium',
  tags: '',
  score: '2',
});

/** The form of a stored question (fields of other types start as a new question's). */
export function formOf(question: QuestionDetail): QuestionForm {
  const empty = emptyQuestionForm();
  return {
    type: question.type,
    stem: question.stem,
    options: question.options.length
      ? question.options.map((html) => ({ html, text: plainTextOf(html) }))
      : empty.options,
    correct: [...question.correct],
    judge: question.judge,
    blanks: question.blanks.length
      ? question.blanks.map((blank) => ({
          kind: blank.kind,
          answers:
            blank.kind === 'text'
              ? blank.answers.join('\n')
              : blank.answers.map(numberLine).join('\n'),
        }))
      : empty.blanks,
    reference: question.reference,
    analysis: question.analysis,
    difficulty: question.difficulty,
    tags: question.tags.join('、'),
    score: String(question.score),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The tags typed, split at commas, 顿号 and semicolons. */
export const tagsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，、;；]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/**
 * What the form saves: only the fields of its type carry content.
 * @example
 * saveQuestion({ courseId, question: draftOfForm(form) });
 */
export function draftOfForm(form: QuestionForm): QuestionDraft {
  const choice = form.type === 'single' || form.type === 'multiple';
  return {
    type: form.type,
    stem: form.stem,
    options: choice
      ? form.options.map((option) =>
          option.html && plainTextOf(option.html) === option.text
            ? option.html
            : paragraphOf(option.text),
        )
      : [],
    correct: choice ? form.correct.filter((index) => index < form.options.length) : [],
    judge: form.type === 'judge' ? form.judge : null,
    blanks:
      form.type === 'fill'
        ? form.blanks.map((blank) =>
            blank.kind === 'text'
              ? { kind: 'text', answers: lines(blank.answers) }
              : { kind: 'number', answers: lines(blank.answers).map(numericOf) },
          )
        : [],
    reference: form.type === 'essay' ? form.reference : '',
    analysis: form.analysis,
    difficulty: form.difficulty,
    tags: tagsOf(form.tags),
    score: numberOf(form.score),
  };
}

const blankMarks = (html: string) => (html.match(/_{3,}/g) ?? []).length;

/** The form's problems by field (empty: it may be saved); the server checks the same again. */
export function checkQuestionForm(form: QuestionForm): Partial<Record<QuestionFormField, string>> {
  const found: Partial<Record<QuestionFormField, string>> = {};
  const draft = draftOfForm(form);
  if (plainTextOf(draft.stem) === '' && !draft.stem.includes('<img'))
    found.stem = questionT('questions.need.stem');
  if (draft.type === 'single' || draft.type === 'multiple') {
    const empty = form.options.findIndex((option) => option.text.trim() === '');
    if (form.options.length < QUESTION_LIMITS.minOptions)
      found.options = questionT('questions.need.options', { n: QUESTION_LIMITS.minOptions });
    else if (empty >= 0)
      found.options = questionT('questions.need.optionText', {
        letter: String.fromCharCode(65 + empty),
      });
    if (draft.type === 'single' && draft.correct.length !== 1)
      found.correct = questionT('questions.need.single');
    if (draft.type === 'multiple' && draft.correct.length < 1)
      found.correct = questionT('questions.need.multiple');
  }
  if (draft.type === 'judge' && draft.judge === null)
    found.judge = questionT('questions.need.judge');
  if (draft.type === 'fill') {
    draft.blanks.forEach((blank, index) => {
      if (found.blanks) return;
      const n = index + 1;
      if (blank.answers.length === 0) found.blanks = questionT('questions.need.blank', { n });
      if (blank.kind !== 'number') return;
      if (
        blank.answers.some((answer) => Number.isNaN(answer.value) || Number.isNaN(answer.tolerance))
      )
        found.blanks = questionT('questions.need.number', { n });
      else if (blank.answers.some((answer) => answer.tolerance < 0))
        found.blanks = questionT('questions.need.tolerance', { n });
    });
    const marks = blankMarks(draft.stem);
    if (!found.blanks && marks !== draft.blanks.length)
      found.blanks = questionT('questions.need.marks', { marks, blanks: draft.blanks.length });
  }
  const { score } = draft;
  if (!(score > 0 && score <= QUESTION_LIMITS.score && (score * 2) % 1 === 0))
    found.score = questionT('questions.need.score', { max: QUESTION_LIMITS.score });
  return found;
}

/** The form field a server refusal names (`question.blanks …`), null when none of the form's. */
export function fieldOfServer(server: string): QuestionFormField | null {
  const name = server.replace(/^question\./, '');
  return QUESTION_FIELDS.find((field) => name.startsWith(field)) ?? null;
}
