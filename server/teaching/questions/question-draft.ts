/**
 * The rules every question obeys, however it arrives (the console's form, an .xlsx or a GIFT
 * import): the fields of its type filled and consistent, the others empty, lengths and counts
 * within QUESTION_LIMITS, rich text sanitised as articles are. One list of problems, each naming
 * its field; the form's call reports the first as `参数错误：question.<field> …`, the import each as
 * `<中文字段>：…` on its row.
 */
import {
  DIFFICULTIES,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type FillBlank,
  type QuestionDraft,
} from '../../../src/core/api/question-contract';
import { imagesOutsideMedia, sanitizeRichText } from '../../content/sanitize-rich-text';
import { ApiError } from '../../http/envelope';
import { htmlToText } from './formats/cell-html';

/** One thing wrong with a draft: its field (API name and Chinese name) and why. */
export interface DraftProblem {
  field: keyof QuestionDraft;
  message: string;
}

const FIELD_NAMES: Record<keyof QuestionDraft, string> = {
  type: '题型',
  stem: '题干',
  options: '选项',
  correct: '答案',
  judge: '答案',
  blanks: '答案',
  reference: '参考答案',
  analysis: '解析',
  difficulty: '难度',
  tags: '知识点',
  score: '分值',
};

/** The places a 填空 stem marks for its blanks (`___`, written by every format). */
export const BLANK_MARK = /_{3,}/g;

const CHOICE_TYPES = new Set(['single', 'multiple']);

function blankProblems(blanks: readonly FillBlank[]): string[] {
  const problems: string[] = [];
  blanks.forEach((blank, index) => {
    const which = `第 ${index + 1} 空`;
    if (blank.answers.length === 0) problems.push(`${which}没有答案`);
    if (blank.answers.length > QUESTION_LIMITS.answersPerBlank)
      problems.push(`${which}最多 ${QUESTION_LIMITS.answersPerBlank} 个答案`);
    const texts = blank.answers.filter((answer) => typeof answer === 'string').length;
    if (texts !== (blank.kind === 'text' ? blank.answers.length : 0)) {
      problems.push(`${which}的答案要么都是文字，要么都是数值`);
      return;
    }
    if (blank.kind === 'text') {
      if (blank.answers.some((answer) => answer.trim() === '')) problems.push(`${which}有空白答案`);
      if (blank.answers.some((answer) => answer.length > QUESTION_LIMITS.answer))
        problems.push(`${which}的答案超过 ${QUESTION_LIMITS.answer} 字`);
    } else if (
      blank.answers.some(
        (answer) =>
          !Number.isFinite(answer.value) ||
          !Number.isFinite(answer.tolerance) ||
          answer.tolerance < 0,
      )
    ) {
      problems.push(`${which}的数值或误差不对（误差不能为负）`);
    }
  });
  return problems;
}

function typeProblems(draft: QuestionDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const add = (field: keyof QuestionDraft, message: string) => problems.push({ field, message });
  const choice = CHOICE_TYPES.has(draft.type);
  if (choice) {
    const { minOptions, maxOptions, option } = QUESTION_LIMITS;
    if (draft.options.length < minOptions || draft.options.length > maxOptions)
      add('options', `要有 ${minOptions}～${maxOptions} 个选项`);
    draft.options.forEach((text, index) => {
      const letter = String.fromCharCode(65 + index);
      if (htmlToText(text) === '' && !text.includes('<img'))
        add('options', `选项${letter}不能为空`);
      if (text.length > option) add('options', `选项${letter}超过 ${option} 字`);
    });
    const chosen = new Set(draft.correct);
    if ([...chosen].some((i) => !Number.isInteger(i) || i < 0 || i >= draft.options.length))
      add('correct', '答案中有不存在的选项');
    else if (draft.type === 'single' && chosen.size !== 1)
      add('correct', '单选题要有且只有一个正确选项');
    else if (draft.type === 'multiple' && chosen.size < 1)
      add('correct', '多选题至少要有一个正确选项');
  } else {
    if (draft.options.length > 0) add('options', '只有单选题和多选题有选项');
    if (draft.correct.length > 0) add('correct', '只有单选题和多选题按选项作答');
  }
  if (draft.type === 'judge' && draft.judge === null) add('judge', '判断题要给出正确或错误');
  if (draft.type !== 'judge' && draft.judge !== null) add('judge', '只有判断题有对错答案');
  if (draft.type === 'fill') {
    const marks = (draft.stem.match(BLANK_MARK) ?? []).length;
    if (draft.blanks.length === 0) add('blanks', '填空题至少要有一个空');
    else if (draft.blanks.length > QUESTION_LIMITS.blanks)
      add('blanks', `最多 ${QUESTION_LIMITS.blanks} 个空`);
    else if (marks !== draft.blanks.length)
      add('blanks', `题干用 ___ 标出了 ${marks} 个空，答案给了 ${draft.blanks.length} 个`);
    for (const message of blankProblems(draft.blanks)) add('blanks', message);
  } else if (draft.blanks.length > 0) add('blanks', '只有填空题有填空答案');
  if (draft.type !== 'essay' && draft.reference.trim() !== '')
    add('reference', '只有简答题有参考答案');
  return problems;
}

/** Images the portal would not show (not of the media library), named rather than dropped unseen. */
function imageProblems(raw: QuestionDraft): DraftProblem[] {
  const fields = [
    ['stem', raw.stem],
    ['options', raw.options.join('')],
    ['reference', raw.reference],
    ['analysis', raw.analysis],
  ] as const;
  return fields.flatMap(([field, html]) => {
    const [first] = imagesOutsideMedia(html);
    if (first === undefined) return [];
    const which = first ? `“${first.slice(0, 80)}”` : '';
    return [{ field, message: `图片${which}不是媒体库中的文件，请先上传到媒体库再插入` }];
  });
}

/**
 * The draft as stored (cleanDraft) and everything wrong with it (an empty list: it may be stored).
 * @example
 * const { draft, problems } = checkDraft(read.draft);
 */
export function checkDraft(raw: QuestionDraft): { draft: QuestionDraft; problems: DraftProblem[] } {
  const draft = cleanDraft(raw);
  const problems: DraftProblem[] = [...imageProblems(raw)];
  const add = (field: keyof QuestionDraft, message: string) => problems.push({ field, message });
  if (!QUESTION_TYPES.includes(draft.type)) {
    add('type', '只能是单选、多选、判断、填空或简答');
    return { draft, problems };
  }
  if (htmlToText(draft.stem) === '' && !draft.stem.includes('<img')) add('stem', '不能为空');
  for (const field of ['stem', 'reference', 'analysis'] as const)
    if (draft[field].length > QUESTION_LIMITS.html) add(field, `超过 ${QUESTION_LIMITS.html} 字`);
  if (!DIFFICULTIES.includes(draft.difficulty)) add('difficulty', '只能是易、中、难');
  if (draft.tags.length > QUESTION_LIMITS.tags) add('tags', `最多 ${QUESTION_LIMITS.tags} 个`);
  if (draft.tags.some((tag) => tag.length > QUESTION_LIMITS.tag))
    add('tags', `每个不超过 ${QUESTION_LIMITS.tag} 字`);
  const { score } = draft;
  if (
    !Number.isFinite(score) ||
    score <= 0 ||
    score > QUESTION_LIMITS.score ||
    (score * 2) % 1 !== 0
  )
    add('score', `要大于 0、不超过 ${QUESTION_LIMITS.score}，且是 0.5 的整数倍`);
  return { draft, problems: [...problems, ...typeProblems(draft)] };
}

/**
 * The draft as it is stored: rich text sanitised, tags trimmed and deduplicated, text answers
 * trimmed, a 填空 stem's `（ ）` marks left to the formats (they write `___`).
 * @example
 * const stored = cleanDraft(body.question);
 */
export function cleanDraft(draft: QuestionDraft): QuestionDraft {
  return {
    ...draft,
    stem: sanitizeRichText(draft.stem),
    options: draft.options.map((html) => sanitizeRichText(html)),
    correct: [...new Set(draft.correct)].sort((a, b) => a - b),
    blanks: draft.blanks.map((blank) =>
      blank.kind === 'text'
        ? {
            kind: 'text',
            answers: blank.answers.map((answer) =>
              typeof answer === 'string' ? answer.trim() : answer,
            ),
          }
        : blank,
    ),
    reference: sanitizeRichText(draft.reference),
    analysis: sanitizeRichText(draft.analysis),
    tags: [...new Set(draft.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
  };
}

/** A problem as an import row shows it: `答案：…`. */
export const problemInRow = (problem: DraftProblem): string =>
  `${FIELD_NAMES[problem.field]}：${problem.message}`;

/**
 * The draft a form saves, cleaned; its first problem refused as
 * `参数错误：question.<field>（<中文字段>）…`.
 * @example
 * const stored = checkedDraft(body.question);
 */
export function checkedDraft(raw: QuestionDraft): QuestionDraft {
  const { draft, problems } = checkDraft(raw);
  const [first] = problems;
  if (first)
    throw new ApiError(
      `参数错误：question.${first.field}（${FIELD_NAMES[first.field]}）${first.message}`,
    );
  return draft;
}
