/**
 * The quiz form's draft: what its fields hold (numbers and times as typed), to and from the
 * QuizDraft the server stores, and the checks made before saving (the server checks them again).
 */
import {
  DEFAULT_GRADING_RULES,
  QUESTION_LIMITS,
  type Difficulty,
  type GradingRules,
  type QuestionType,
} from '../../core/api/question-contract';
import {
  QUIZ_LIMITS,
  type QuizCounting,
  type QuizDetail,
  type QuizDraft,
  type QuizKind,
  type QuizReveal,
} from '../../core/api/quiz-contract';
import { quizT } from '../../core/i18n/zh-cn/admin-quizzes';
import { isoToLocalInput, localInputToIso } from '../../core/ui/admin/date-input';
import { isHalfStep } from './quiz-format';

/** A question on a fixed paper: its bank id and the score typed ('' for its own 分值). */
export interface ItemField {
  questionId: number;
  score: string;
}

/** A draw rule as its row shows it ('' for 不限 / its own 分值). */
export interface RuleField {
  /** Keeps a row's inputs with it when an earlier row is removed. */
  key: number;
  type: QuestionType;
  difficulty: Difficulty | '';
  tag: string;
  count: string;
  score: string;
}

export interface QuizForm {
  kind: QuizKind;
  chapterId: string;
  experimentId: string;
  title: string;
  description: string;
  /** `datetime-local` values on the centre's clock ('' for none). */
  openAt: string;
  closeAt: string;
  timeLimitMinutes: string;
  attempts: string;
  counting: QuizCounting;
  passPercent: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  reveal: QuizReveal;
  gate: boolean;
  rules: GradingRules;
  mode: 'fixed' | 'draw';
  items: ItemField[];
  draw: RuleField[];
}

/** The fields a problem is shown at: settings by name, a paper question or rule by its place. */
export type QuizField =
  | 'kind'
  | 'chapterId'
  | 'experimentId'
  | 'title'
  | 'description'
  | 'openAt'
  | 'closeAt'
  | 'timeLimitMinutes'
  | 'attempts'
  | 'counting'
  | 'passPercent'
  | 'reveal'
  | 'grading'
  | 'paper'
  | `items.${number}`
  | `draw.${number}`;

const SETTINGS_FIELDS = [
  'openAt',
  'closeAt',
  'timeLimitMinutes',
  'attempts',
  'counting',
  'passPercent',
  'reveal',
] as const;
const TOP_FIELDS = ['kind', 'chapterId', 'experimentId', 'title', 'description'] as const;

let nextKey = 1;

/** A new draw rule: 单选, any difficulty and 知识点, 5 questions of their own 分值. */
export const emptyRule = (type: QuestionType = 'single'): RuleField => ({
  key: nextKey++,
  type,
  difficulty: '',
  tag: '',
  count: '5',
  score: '',
});

/** A new quiz: 单元测验, open on publishing, one attempt counting its score, 60 % to pass. */
export const emptyQuizForm = (): QuizForm => ({
  kind: 'standalone',
  chapterId: '',
  experimentId: '',
  title: '',
  description: '',
  openAt: '',
  closeAt: '',
  timeLimitMinutes: '',
  attempts: '1',
  counting: 'highest',
  passPercent: '60',
  shuffleQuestions: false,
  shuffleOptions: false,
  reveal: 'submit',
  gate: false,
  rules: { ...DEFAULT_GRADING_RULES },
  mode: 'fixed',
  items: [],
  draw: [emptyRule()],
});

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form of a stored quiz (the other paper mode starts as a new quiz's). */
export function formOf(quiz: QuizDetail): QuizForm {
  const empty = emptyQuizForm();
  const { settings, paper } = quiz;
  return {
    kind: quiz.kind,
    chapterId: text(quiz.chapterId),
    experimentId: text(quiz.experimentId),
    title: quiz.title,
    description: quiz.description,
    openAt: settings.openAt ? isoToLocalInput(settings.openAt) : '',
    closeAt: settings.closeAt ? isoToLocalInput(settings.closeAt) : '',
    timeLimitMinutes: text(settings.timeLimitMinutes),
    attempts: String(settings.attempts),
    counting: settings.counting,
    passPercent: String(settings.passPercent),
    shuffleQuestions: settings.shuffleQuestions,
    shuffleOptions: settings.shuffleOptions,
    reveal: settings.reveal,
    gate: settings.gate,
    rules: { ...settings.rules },
    mode: paper.mode,
    items:
      paper.mode === 'fixed'
        ? paper.items.map((item) => ({ questionId: item.questionId, score: text(item.score) }))
        : [],
    draw:
      paper.mode === 'draw'
        ? paper.rules.map((rule) => ({
            key: nextKey++,
            type: rule.type,
            difficulty: rule.difficulty ?? '',
            tag: rule.tag ?? '',
            count: String(rule.count),
            score: text(rule.score),
          }))
        : empty.draw,
  };
}

const numberOf = (value: string) => (value.trim() === '' ? NaN : Number(value.trim()));
const optionalNumber = (value: string) => (value.trim() === '' ? null : numberOf(value));
const idOf = (value: string) => (value ? Number(value) : null);

/**
 * What the form saves for a class: only the target of its kind, only the paper of its mode.
 * @example
 * saveQuiz({ quiz: draftOfForm(form, classId) });
 */
export function draftOfForm(form: QuizForm, classId: number): QuizDraft {
  return {
    classId,
    kind: form.kind,
    chapterId: form.kind === 'chapter' ? idOf(form.chapterId) : null,
    experimentId: form.kind === 'preview' ? idOf(form.experimentId) : null,
    title: form.title.trim(),
    description: form.description.trim(),
    settings: {
      openAt: localInputToIso(form.openAt),
      closeAt: localInputToIso(form.closeAt),
      timeLimitMinutes: optionalNumber(form.timeLimitMinutes),
      attempts: numberOf(form.attempts),
      counting: form.counting,
      passPercent: numberOf(form.passPercent),
      shuffleQuestions: form.shuffleQuestions,
      shuffleOptions: form.shuffleOptions,
      reveal: form.reveal,
      gate: form.kind === 'preview' && form.gate,
      rules: { ...form.rules },
    },
    paper:
      form.mode === 'fixed'
        ? {
            mode: 'fixed',
            items: form.items.map((item) => ({
              questionId: item.questionId,
              score: optionalNumber(item.score),
            })),
          }
        : {
            mode: 'draw',
            rules: form.draw.map((rule) => ({
              type: rule.type,
              difficulty: rule.difficulty || null,
              tag: rule.tag || null,
              count: numberOf(rule.count),
              score: optionalNumber(rule.score),
            })),
          },
  };
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const scoreProblem = (value: string) =>
  value.trim() === '' || isHalfStep(numberOf(value), QUESTION_LIMITS.score)
    ? null
    : quizT('need.score', { max: QUESTION_LIMITS.score });

/** The form's problems by field (empty: it may be saved). */
export function checkQuizForm(form: QuizForm): Partial<Record<QuizField, string>> {
  const found: Partial<Record<QuizField, string>> = {};
  if (form.kind === 'chapter' && !form.chapterId) found.chapterId = quizT('need.chapter');
  if (form.kind === 'preview' && !form.experimentId) found.experimentId = quizT('need.experiment');
  const title = form.title.trim();
  if (!title) found.title = quizT('need.title');
  else if ([...title].length > QUIZ_LIMITS.title)
    found.title = quizT('need.tooLong', { field: quizT('form.title'), max: QUIZ_LIMITS.title });
  if ([...form.description.trim()].length > QUIZ_LIMITS.description)
    found.description = quizT('need.tooLong', {
      field: quizT('form.description'),
      max: QUIZ_LIMITS.description,
    });
  for (const field of ['openAt', 'closeAt'] as const)
    if (form[field] && localInputToIso(form[field]) === null)
      found[field] = quizT('need.time', { field: quizT(`form.${field}`) });
  const [open, close] = [localInputToIso(form.openAt), localInputToIso(form.closeAt)];
  if (!found.closeAt && open && close && close <= open)
    found.closeAt = quizT('need.closeAfterOpen');
  if (
    form.timeLimitMinutes.trim() !== '' &&
    !wholeIn(numberOf(form.timeLimitMinutes), 1, QUIZ_LIMITS.timeLimit)
  )
    found.timeLimitMinutes = quizT('need.timeLimit', { max: QUIZ_LIMITS.timeLimit });
  if (!wholeIn(numberOf(form.attempts), 1, QUIZ_LIMITS.attempts))
    found.attempts = quizT('need.attempts', { max: QUIZ_LIMITS.attempts });
  const pass = numberOf(form.passPercent);
  if (!(Number.isFinite(pass) && pass >= 0 && pass <= 100))
    found.passPercent = quizT('need.passPercent');
  if (form.mode === 'fixed') {
    if (form.items.length === 0) found.paper = quizT('need.items');
    else if (form.items.length > QUIZ_LIMITS.questions)
      found.paper = quizT('need.tooMany', { max: QUIZ_LIMITS.questions });
    form.items.forEach((item, index) => {
      const problem = scoreProblem(item.score);
      if (problem) found[`items.${index}`] = problem;
    });
  } else {
    if (form.draw.length === 0) found.paper = quizT('need.rules');
    else if (form.draw.length > QUIZ_LIMITS.drawRules)
      found.paper = quizT('need.tooManyRules', { max: QUIZ_LIMITS.drawRules });
    form.draw.forEach((rule, index) => {
      const problem = wholeIn(numberOf(rule.count), 1, QUIZ_LIMITS.questions)
        ? scoreProblem(rule.score)
        : quizT('need.count', { max: QUIZ_LIMITS.questions });
      if (problem) found[`draw.${index}`] = problem;
    });
    const drawn = form.draw.reduce((sum, rule) => sum + (numberOf(rule.count) || 0), 0);
    if (!found.paper && drawn > QUIZ_LIMITS.questions)
      found.paper = quizT('need.tooMany', { max: QUIZ_LIMITS.questions });
  }
  return found;
}

/**
 * The form field a server refusal names (`quiz.settings.closeAt …`, `quiz.paper.rules[1] …`),
 * null when none of the form's.
 */
export function fieldOfServer(server: string): QuizField | null {
  const name = server.replace(/^quiz\./, '');
  if (/^settings\.rules\b/.test(name)) return 'grading';
  const setting = name.replace(/^settings\./, '');
  const named = [...SETTINGS_FIELDS, ...TOP_FIELDS].find(
    (field) =>
      setting === field || setting.startsWith(`${field}.`) || setting.startsWith(`${field}[`),
  );
  if (named) return named;
  if (setting === 'gate') return 'experimentId';
  const placed = /^paper\.(items|rules)(?:\[|\.)(\d+)/.exec(name);
  if (placed) return `${placed[1] === 'items' ? 'items' : 'draw'}.${Number(placed[2])}`;
  if (name.startsWith('paper') || name.startsWith('settings.shuffle')) return 'paper';
  return null;
}

/** The id (after `quiz-`) of the element a field's problem focuses. */
export function elementOfField(field: string): string {
  const placed = /^(items|draw)\.(\d+)$/.exec(field);
  if (placed) return placed[1] === 'items' ? `item-${placed[2]}-score` : `rule-${placed[2]}-count`;
  return field;
}
