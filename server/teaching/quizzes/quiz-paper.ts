/**
 * One student's paper of a quiz: a plan checked against the course's 题库, the paper drawn and
 * shuffled from a seed, what the student is sent, and the answers graded and shown through the
 * order the student saw. Pure functions: no database, no clock, no Math.random.
 *
 * A paper's choice questions carry `order`: displayed option index → the question's own index.
 * Everything the browser sends or receives speaks in displayed indices; grading maps them back.
 */
import { createHash } from 'node:crypto';
import {
  DIFFICULTIES,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type Difficulty,
  type FillBlank,
  type GradedAnswer,
  type GradingRules,
  type QuestionDraft,
  type QuestionResponse,
  type QuestionType,
} from '../../../src/core/api/question-contract';
import {
  QUIZ_LIMITS,
  type PaperQuestion,
  type QuizDrawRule,
  type QuizFixedItem,
  type QuizPaperPlan,
  type ResultQuestion,
} from '../../../src/core/api/quiz-contract';
import { gradeAnswer } from '../questions/grade-answer';

/** A bank question a paper may use. */
export interface BankQuestion {
  id: number;
  question: QuestionDraft;
}

/** One question frozen on a student's attempt (the server keeps it; the student never receives it whole). */
export interface PaperEntry {
  questionId: number;
  question: QuestionDraft;
  /** Points it is worth on this paper. */
  score: number;
  /** Displayed option index → the question's own option index (a permutation); [] for non-choice types. */
  order: number[];
}

/** A teacher's mark on one 简答 answer. */
export interface EssayMark {
  score: number;
  comment: string;
}

const TYPE_NAMES: Record<QuestionType, string> = {
  single: '单选',
  multiple: '多选',
  judge: '判断',
  fill: '填空',
  essay: '简答',
};

const DIFFICULTY_NAMES: Record<Difficulty, string> = { easy: '易', medium: '中', hard: '难' };

/** The field of a QuestionResponse each type answers with. */
const RESPONSE_FIELDS: Record<QuestionType, keyof QuestionResponse> = {
  single: 'choices',
  multiple: 'choices',
  judge: 'judge',
  fill: 'blanks',
  essay: 'text',
};
const ANSWER_FIELDS: readonly string[] = ['choices', 'judge', 'blanks', 'text'];

const MSG_EMPTY_PAPER = '参数错误：paper 至少要有一道题';

const isChoice = (type: QuestionType) => type === 'single' || type === 'multiple';

/** Points as whole cents; the 12 significant digits first drop binary noise (0.1 + 0.2). */
const toCents = (points: number) => Math.round(Number((points * 100).toPrecision(12)));

const sumPoints = (scores: number[]) =>
  scores.reduce((cents, score) => cents + toCents(score), 0) / 100;

/**
 * A deterministic pseudo-random generator of numbers in [0, 1) for a seed: the seed's SHA-256
 * gives the 128-bit state of an sfc32 generator. The same seed gives the same sequence.
 * @example
 * const random = seededRandom('quiz 7 · user 42 · attempt 1');
 * random(); // a number in [0, 1): the same first number for every generator of this seed
 */
export function seededRandom(seed: string): () => number {
  const digest = createHash('sha256').update(seed, 'utf8').digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  // sfc32's customary warm-up: the state is mixed before the first number is given out
  for (let i = 0; i < 12; i += 1) next();
  return next;
}

/** An integer in 0 … count − 1. */
const randomIndex = (random: () => number, count: number) => Math.floor(random() * count);

/** Fisher–Yates, in place. */
function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
}

const identity = (count: number) => Array.from({ length: count }, (_, i) => i);

/** The entry's order when it is one for its options, else the options as written. */
function shownOrder(entry: PaperEntry): number[] {
  const count = entry.question.options.length;
  return entry.order.length === count ? entry.order : identity(count);
}

function ruleMatches(rule: QuizDrawRule, question: QuestionDraft): boolean {
  return (
    question.type === rule.type &&
    (rule.difficulty === null || question.difficulty === rule.difficulty) &&
    (rule.tag === null || question.tags.includes(rule.tag))
  );
}

/** `单选·难·知识点“牛顿定律”`. */
function ruleText(rule: QuizDrawRule): string {
  const parts = [TYPE_NAMES[rule.type]];
  if (rule.difficulty !== null) parts.push(DIFFICULTY_NAMES[rule.difficulty]);
  if (rule.tag !== null) parts.push(`知识点“${rule.tag}”`);
  return parts.join('·');
}

const byId = (bank: BankQuestion[]) => [...bank].sort((a, b) => a.id - b.id);

/**
 * Questions per paper: the fixed items, or every rule's count.
 * @example
 * planSize({ mode: 'draw', rules: [{ ...rule, count: 5 }, { ...rule, count: 3 }] }); // 8
 */
export function planSize(plan: QuizPaperPlan): number {
  if (plan.mode === 'fixed') return plan.items.length;
  return plan.rules.reduce((size, rule) => size + rule.count, 0);
}

/**
 * The total of a paper's scores, to 2 decimals.
 * @example
 * paperTotal(entries); // 100
 */
export function paperTotal(entries: PaperEntry[]): number {
  return sumPoints(entries.map((entry) => entry.score));
}

// ---------------------------------------------------------------- drawing without running out

/**
 * The draw as a flow: rules (with the questions each still needs) against groups of
 * interchangeable questions (those matching exactly the same rules, with the unused ones each
 * still has), and one way (`flow[rule][group]`) to give every rule what it needs. Taking a
 * question keeps such a way, so a rule never takes a question that a later one cannot spare.
 */
interface DrawFlow {
  matches: boolean[][];
  left: number[];
  need: number[];
  flow: number[][];
}

/** The flow's groups and which group each matching question is in (by id). */
function drawFlow(rules: QuizDrawRule[], bank: BankQuestion[]) {
  const groups = new Map<string, number>();
  const groupOf = new Map<number, number>();
  const left: number[] = [];
  const matches: boolean[][] = rules.map(() => []);
  for (const { id, question } of bank) {
    const hits = rules.map((rule) => ruleMatches(rule, question));
    if (!hits.includes(true)) continue;
    const key = hits.map((hit) => (hit ? 1 : 0)).join('');
    let group = groups.get(key);
    if (group === undefined) {
      group = left.length;
      groups.set(key, group);
      left.push(0);
      hits.forEach((hit, rule) => matches[rule]?.push(hit));
    }
    left[group] = (left[group] ?? 0) + 1;
    groupOf.set(id, group);
  }
  const state: DrawFlow = {
    matches,
    left,
    need: rules.map((rule) => rule.count),
    flow: rules.map(() => left.map(() => 0)),
  };
  return { state, groupOf };
}

const at = (rows: number[][], row: number, column: number) => rows[row]?.[column] ?? 0;

function add(rows: number[][], row: number, column: number, amount: number): void {
  const cells = rows[row];
  if (cells) cells[column] = (cells[column] ?? 0) + amount;
}

const given = (state: DrawFlow, rule: number) =>
  state.flow[rule]?.reduce((sum, amount) => sum + amount, 0) ?? 0;

const taken = (state: DrawFlow, group: number) =>
  state.flow.reduce((sum, row) => sum + (row[group] ?? 0), 0);

/**
 * Breadth-first from some rules: a rule may take from any group it matches; a full group may
 * pass a question on by one of the rules taking from it taking from elsewhere. Returns the first
 * group with room reached and how it was reached; `ruleVia` marks every rule reached (not −1).
 */
function explore(state: DrawFlow, starts: number[]) {
  const { matches, left, flow } = state;
  const groupVia = left.map(() => -1);
  const ruleVia = flow.map(() => -1);
  for (const start of starts) ruleVia[start] = -2;
  const queue = [...starts];
  for (let head = 0; head < queue.length; head += 1) {
    const rule = queue[head] as number;
    for (let group = 0; group < left.length; group += 1) {
      if (!matches[rule]?.[group] || groupVia[group] !== -1) continue;
      groupVia[group] = rule;
      if (taken(state, group) < (left[group] ?? 0)) return { end: group, groupVia, ruleVia };
      flow.forEach((row, other) => {
        if (ruleVia[other] === -1 && (row[group] ?? 0) > 0) {
          ruleVia[other] = group;
          queue.push(other);
        }
      });
    }
  }
  return { end: null, groupVia, ruleVia };
}

/** One more question for `rule` through the flow, if there is a way; false: none. */
function augment(state: DrawFlow, rule: number): boolean {
  const { end, groupVia, ruleVia } = explore(state, [rule]);
  if (end === null) return false;
  let group = end;
  for (;;) {
    const taker = groupVia[group] ?? -1;
    add(state.flow, taker, group, 1);
    if (taker === rule) return true;
    group = ruleVia[taker] ?? -1;
    add(state.flow, taker, group, -1);
  }
}

/** Fills the flow; the rules that cannot all be met together (a set of them), or [] when all can. */
function fillFlow(state: DrawFlow): number[] {
  const room = state.left.map((size, group) => size - taken(state, group));
  // first straight from groups with room, then along augmenting paths for the rest
  state.need.forEach((need, rule) => {
    let short = need - given(state, rule);
    room.forEach((free, group) => {
      const amount = Math.min(free, short);
      if (amount <= 0 || !state.matches[rule]?.[group]) return;
      add(state.flow, rule, group, amount);
      room[group] = free - amount;
      short -= amount;
    });
  });
  state.need.forEach((need, rule) => {
    let more = true;
    while (more && given(state, rule) < need) more = augment(state, rule);
  });
  const short = state.need.flatMap((need, rule) => (given(state, rule) < need ? [rule] : []));
  if (short.length === 0) return [];
  const { ruleVia } = explore(state, short);
  return ruleVia.flatMap((via, rule) => (via === -1 ? [] : [rule]));
}

/**
 * `rule` takes one question of `group` if the other rules can still be met; false (nothing
 * changed) when not.
 */
function take(state: DrawFlow, rule: number, group: number): boolean {
  const { flow, need, left } = state;
  const commit = () => {
    need[rule] = (need[rule] ?? 0) - 1;
    left[group] = (left[group] ?? 0) - 1;
  };
  if (at(flow, rule, group) > 0) {
    add(flow, rule, group, -1);
    commit();
    return true;
  }
  // the rule's planned question elsewhere goes back to its group
  const elsewhere = flow[rule]?.findIndex((amount) => amount > 0) ?? -1;
  if (elsewhere < 0) return false;
  if (taken(state, group) < (left[group] ?? 0)) {
    add(flow, rule, elsewhere, -1);
    commit();
    return true;
  }
  // the group is full: a rule planned on it must find another question
  const bumped = flow.findIndex((row) => (row[group] ?? 0) > 0);
  add(flow, rule, elsewhere, -1);
  add(flow, bumped, group, -1);
  commit();
  if (augment(state, bumped)) return true;
  add(flow, rule, elsewhere, 1);
  add(flow, bumped, group, 1);
  need[rule] = (need[rule] ?? 0) + 1;
  left[group] = (left[group] ?? 0) + 1;
  return false;
}

// ---------------------------------------------------------------- checking a plan

const validScore = (score: unknown) =>
  score === null ||
  (typeof score === 'number' &&
    Number.isFinite(score) &&
    score > 0 &&
    score <= QUESTION_LIMITS.score &&
    Number.isInteger(score * 2));

const SCORE_RULE = `要大于 0、不超过 ${QUESTION_LIMITS.score}，且是 0.5 的整数倍（null：用题目自己的分值）`;

const tooMany = (size: number) =>
  `参数错误：paper 每份试卷最多 ${QUIZ_LIMITS.questions} 道题（现在 ${size} 道）`;

function fixedProblems(items: QuizFixedItem[], bank: BankQuestion[]): string[] {
  if (!Array.isArray(items)) return ['参数错误：paper.items 必须是数组'];
  if (items.length === 0) return [MSG_EMPTY_PAPER];
  if (items.length > QUIZ_LIMITS.questions) return [tooMany(items.length)];
  const ids = new Set(bank.map((question) => question.id));
  const places = new Map<number, number[]>();
  const problems: string[] = [];
  items.forEach((item, index) => {
    const field = `paper.items[${index}]`;
    const which = `第 ${index + 1} 题`;
    if (ids.has(item.questionId)) {
      places.set(item.questionId, [...(places.get(item.questionId) ?? []), index + 1]);
    } else {
      problems.push(`参数错误：${field}.questionId（${which}）不是本课程题库中的题目`);
    }
    if (!validScore(item.score))
      problems.push(`参数错误：${field}.score（${which}的分值）${SCORE_RULE}`);
  });
  for (const numbers of places.values()) {
    if (numbers.length > 1)
      problems.push(`参数错误：paper.items 有重复的题目（第 ${numbers.join('、')} 题）`);
  }
  return problems;
}

function ruleProblems(rule: QuizDrawRule, index: number): string[] {
  const field = `paper.rules[${index}]`;
  const which = `第 ${index + 1} 条规则`;
  const problems: string[] = [];
  if (!QUESTION_TYPES.includes(rule.type))
    problems.push(`参数错误：${field}.type（${which}的题型）只能是单选、多选、判断、填空或简答`);
  if (rule.difficulty !== null && !DIFFICULTIES.includes(rule.difficulty))
    problems.push(
      `参数错误：${field}.difficulty（${which}的难度）只能是易、中、难，或 null（不限）`,
    );
  if (rule.tag !== null && (typeof rule.tag !== 'string' || rule.tag.trim() === ''))
    problems.push(`参数错误：${field}.tag（${which}的知识点）不能为空（不限知识点用 null）`);
  if (!Number.isInteger(rule.count) || rule.count < 1)
    problems.push(`参数错误：${field}.count（${which}的抽题数）要是不小于 1 的整数`);
  if (!validScore(rule.score))
    problems.push(`参数错误：${field}.score（${which}每题的分值）${SCORE_RULE}`);
  return problems;
}

function drawProblems(rules: QuizDrawRule[], bank: BankQuestion[]): string[] {
  if (!Array.isArray(rules)) return ['参数错误：paper.rules 必须是数组'];
  if (rules.length === 0) return [MSG_EMPTY_PAPER];
  if (rules.length > QUIZ_LIMITS.drawRules)
    return [`参数错误：paper.rules 最多 ${QUIZ_LIMITS.drawRules} 条抽题规则`];
  const problems = rules.flatMap(ruleProblems);
  if (problems.length > 0) return problems;
  const size = planSize({ mode: 'draw', rules });
  if (size > QUIZ_LIMITS.questions) return [tooMany(size)];
  rules.forEach((rule, index) => {
    const supply = bank.filter(({ question }) => ruleMatches(rule, question)).length;
    if (supply < rule.count)
      problems.push(
        `参数错误：paper.rules[${index}].count（第 ${index + 1} 条规则）只有 ${supply} 道符合条件的题（${ruleText(rule)}），不够抽 ${rule.count} 道`,
      );
  });
  if (problems.length > 0) return problems;
  // each rule alone has enough: do those sharing questions have enough together?
  const { state } = drawFlow(rules, bank);
  const short = fillFlow(state);
  if (short.length === 0) return [];
  const supply = state.left.reduce(
    (sum, size, group) => (short.some((rule) => state.matches[rule]?.[group]) ? sum + size : sum),
    0,
  );
  const wanted = short.reduce((sum, rule) => sum + (rules[rule]?.count ?? 0), 0);
  const numbers = short.map((rule) => rule + 1).join('、');
  return [
    `参数错误：paper.rules（第 ${numbers} 条规则）能抽的题有重叠：符合其中任一条的题一共只有 ${supply} 道，不够这几条规则共抽 ${wanted} 道（一道题只抽一次）`,
  ];
}

/**
 * What is wrong with a quiz's paper plan against its course's 题库, before it is saved or
 * published: `参数错误：<field>（…）…` each, naming the field; [] when every paper can be drawn.
 * A draw plan is checked as a whole: questions matching several rules count once.
 * @example
 * planProblems({ mode: 'fixed', items: [{ questionId: 99, score: null }] }, bank);
 * // ['参数错误：paper.items[0].questionId（第 1 题）不是本课程题库中的题目']
 */
export function planProblems(plan: QuizPaperPlan, bank: BankQuestion[]): string[] {
  if (plan.mode === 'fixed') return fixedProblems(plan.items, bank);
  if (plan.mode === 'draw') return drawProblems(plan.rules, bank);
  return ['参数错误：paper.mode 只能是 fixed（固定试题）或 draw（随机抽题）'];
}

// ---------------------------------------------------------------- drawing a paper

const entryOf = ({ id, question }: BankQuestion, score: number | null): PaperEntry => ({
  questionId: id,
  question: structuredClone(question),
  score: score ?? question.score,
  order: [],
});

/**
 * Each rule in turn takes its count of questions, each uniformly at random among the unused
 * questions it matches whose taking still leaves every later rule enough (see DrawFlow).
 */
function drawnEntries(rules: QuizDrawRule[], bank: BankQuestion[], random: () => number) {
  const { state, groupOf } = drawFlow(rules, bank);
  if (fillFlow(state).length > 0) throw new Error('quiz-paper: the rules cannot all be met');
  const used = new Set<number>();
  const entries: PaperEntry[] = [];
  rules.forEach((rule, index) => {
    const matching = bank.filter(({ question }) => ruleMatches(rule, question));
    for (let n = 0; n < rule.count; n += 1) {
      let pool = matching.filter(({ id }) => !used.has(id));
      for (;;) {
        const pick = pool[randomIndex(random, pool.length)];
        if (!pick) throw new Error('quiz-paper: a rule ran out of questions');
        const group = groupOf.get(pick.id) ?? -1;
        if (take(state, index, group)) {
          used.add(pick.id);
          entries.push(entryOf(pick, rule.score));
          break;
        }
        pool = pool.filter(({ id }) => groupOf.get(id) !== group);
      }
    }
  });
  return entries;
}

/**
 * One student's paper: the fixed items in order, or each rule's draw in rule order; then the
 * questions shuffled and each choice question's options permuted when the settings say so. The
 * same plan, bank (in any order) and seed give the same paper. Throws when planProblems refuses
 * the plan (the caller checks it first).
 * @example
 * const entries = drawPaper(quiz.paper, bank, quiz.settings, `${quiz.id}:${user.id}:${number}`);
 */
export function drawPaper(
  plan: QuizPaperPlan,
  bank: BankQuestion[],
  options: { shuffleQuestions: boolean; shuffleOptions: boolean },
  seed: string,
): PaperEntry[] {
  const [problem] = planProblems(plan, bank);
  if (problem !== undefined) throw new Error(problem);
  const sorted = byId(bank);
  const random = seededRandom(seed);
  let entries: PaperEntry[];
  if (plan.mode === 'fixed') {
    const found = new Map(sorted.map((question) => [question.id, question]));
    entries = plan.items.flatMap((item) => {
      const question = found.get(item.questionId);
      return question ? [entryOf(question, item.score)] : [];
    });
  } else {
    entries = drawnEntries(plan.rules, sorted, random);
  }
  if (options.shuffleQuestions) shuffle(entries, random);
  for (const entry of entries) {
    if (!isChoice(entry.question.type)) continue;
    entry.order = identity(entry.question.options.length);
    if (options.shuffleOptions) shuffle(entry.order, random);
  }
  return entries;
}

// ---------------------------------------------------------------- the student's side

/**
 * The paper as a student is sent it: type, stem, options in the order they see them, the number
 * of blanks and the score. No key, no 解析, no question id.
 * @example
 * studentPaper(entries)[0]; // { type: 'single', stem: '<p>…</p>', options: ['<p>C</p>', …], blankCount: 0, score: 2 }
 */
export function studentPaper(entries: PaperEntry[]): PaperQuestion[] {
  return entries.map((entry) => {
    const { type, stem, options, blanks } = entry.question;
    return {
      type,
      stem,
      options: shownOrder(entry).map((own) => options[own] ?? ''),
      blankCount: type === 'fill' ? blanks.length : 0,
      score: entry.score,
    };
  });
}

const letter = (index: number) => String.fromCharCode(65 + index);

function choicesProblem(entry: PaperEntry, which: string, value: unknown): string | null {
  if (!Array.isArray(value)) return '参数错误：response.choices 必须是所选选项序号的数组';
  const count = entry.question.options.length;
  const isOption = (choice: unknown) =>
    Number.isInteger(choice) && (choice as number) >= 0 && (choice as number) < count;
  if (!value.every(isOption))
    return `参数错误：response.choices 不是这道题的选项（${which}只有 A–${letter(count - 1)}）`;
  if (entry.question.type === 'single' && value.length > 1)
    return `参数错误：response.choices 只能选一项（${which}是单选题）`;
  if (new Set(value).size !== value.length) return '参数错误：response.choices 有重复的选项';
  return null;
}

function blanksProblem(entry: PaperEntry, which: string, value: unknown): string | null {
  if (!Array.isArray(value)) return '参数错误：response.blanks 必须是每空一段文字的数组';
  const count = entry.question.blanks.length;
  if (value.length !== count)
    return `参数错误：response.blanks 要有 ${count} 项（${which}有 ${count} 个空），现在有 ${value.length} 项`;
  const notText = value.findIndex((typed) => typeof typed !== 'string');
  if (notText >= 0)
    return `参数错误：response.blanks[${notText}]（第 ${notText + 1} 空）必须是文字`;
  const long = value.findIndex((typed: string) => typed.length > QUIZ_LIMITS.blank);
  if (long >= 0)
    return `参数错误：response.blanks[${long}]（第 ${long + 1} 空）超过 ${QUIZ_LIMITS.blank} 字`;
  return null;
}

/**
 * What is wrong with an answer a browser sent for the question at `index` (from 0) of a paper, as
 * `参数错误：response.<field> …`; null when it may be saved (null itself clears the answer). Only
 * the question's own field, of the right shape: `choices` (displayed indices; [] unanswered),
 * `judge`, `blanks` (one text per blank) or `text`.
 * @example
 * responseProblem(entry, 2, { choices: [4] }); // '参数错误：response.choices 不是这道题的选项（第 3 题只有 A–D）'
 */
export function responseProblem(
  entry: PaperEntry,
  index: number,
  response: unknown,
): string | null {
  if (response === null) return null;
  if (typeof response !== 'object' || Array.isArray(response))
    return '参数错误：response 必须是答案对象，或 null（清空答案）';
  const { type } = entry.question;
  const which = `第 ${index + 1} 题`;
  const field = RESPONSE_FIELDS[type];
  const stray = Object.keys(response).find((key) => key !== field);
  if (stray !== undefined) {
    if (!ANSWER_FIELDS.includes(stray))
      return `参数错误：response.${stray.slice(0, 40)} 不是答案的字段`;
    return `参数错误：response.${stray} 不属于${TYPE_NAMES[type]}题（${which}只用 ${field} 作答）`;
  }
  const value: unknown = (response as Record<string, unknown>)[field];
  if (value === undefined)
    return `参数错误：response.${field} 必须填写（${which}是${TYPE_NAMES[type]}题；清空答案请传 null）`;
  switch (type) {
    case 'single':
    case 'multiple':
      return choicesProblem(entry, which, value);
    case 'judge':
      return typeof value === 'boolean'
        ? null
        : '参数错误：response.judge 必须是 true（正确）或 false（错误）';
    case 'fill':
      return blanksProblem(entry, which, value);
    case 'essay':
      if (typeof value !== 'string') return '参数错误：response.text 必须是文字';
      return value.length > QUIZ_LIMITS.essay
        ? `参数错误：response.text 超过 ${QUIZ_LIMITS.essay} 字`
        : null;
    default:
      return `参数错误：response 这道题的题型无法作答（${which}）`;
  }
}

// ---------------------------------------------------------------- grading and results

/** The response with its displayed choices as the question's own option indices. */
function ownResponse(entry: PaperEntry, response: QuestionResponse | null) {
  if (!response || !isChoice(entry.question.type) || !Array.isArray(response.choices))
    return response;
  const order = shownOrder(entry);
  // anything that is not a displayed option stays as it is: still no option, so still wrong
  const choices = response.choices.map((shown) =>
    Number.isInteger(shown) ? (order[shown] ?? shown) : shown,
  );
  return { ...response, choices };
}

/** A teacher's mark as a graded answer: kept within 0 … the question's score. */
function markedEssay(mark: EssayMark, most: number): GradedAnswer {
  const cents = Math.min(Math.max(toCents(mark.score), 0), toCents(most));
  const score = cents / 100;
  if (score >= most) return { score, verdict: 'right' };
  return { score, verdict: score <= 0 ? 'wrong' : 'partial' };
}

const markFor = (entry: PaperEntry, marks: (EssayMark | null)[], index: number) =>
  entry.question.type === 'essay' ? (marks[index] ?? null) : null;

/**
 * Grades a paper's answers (displayed choice indices, as saved) with the quiz's rules; a 简答
 * with a teacher's mark takes the mark, one without stays pending (or wrong when empty). Missing
 * answers and marks count as null. `score` is the sum to 2 decimals; `pending`: some 简答 waits.
 * @example
 * gradePaper(entries, attempt.answers, quiz.settings.rules, attempt.marks);
 * // { graded: [{ score: 2, verdict: 'right' }, …], score: 76.5, pending: false }
 */
export function gradePaper(
  entries: PaperEntry[],
  answers: (QuestionResponse | null)[],
  rules: GradingRules,
  marks: (EssayMark | null)[],
): { graded: GradedAnswer[]; score: number; pending: boolean } {
  const graded = entries.map((entry, index) => {
    const mark = markFor(entry, marks, index);
    if (mark) return markedEssay(mark, entry.score);
    return gradeAnswer(
      entry.question,
      ownResponse(entry, answers[index] ?? null),
      entry.score,
      rules,
    );
  });
  return {
    graded,
    score: sumPoints(graded.map((answer) => answer.score)),
    pending: graded.some((answer) => answer.verdict === 'pending'),
  };
}

function blankTexts(blank: FillBlank): string[] {
  if (blank.kind === 'text') return [...blank.answers];
  return blank.answers.map(({ value, tolerance }) =>
    Number.isFinite(tolerance) && tolerance > 0 ? `${value} ± ${tolerance}` : `${value}`,
  );
}

function keyOf(entry: PaperEntry): NonNullable<ResultQuestion['key']> {
  const { question } = entry;
  const right = new Set(question.correct);
  return {
    correct: shownOrder(entry).flatMap((own, shown) => (right.has(own) ? [shown] : [])),
    judge: question.judge,
    blanks: question.blanks.map(blankTexts),
    reference: question.reference,
    analysis: question.analysis,
  };
}

/**
 * The questions of a submitted attempt as its result screen shows them: what the student saw,
 * their answer, its grading, the teacher's comment, and the key and 解析 only when `reveal`
 * (right options as displayed indices, numbers as `9.8 ± 0.05`).
 * @example
 * const { graded } = gradePaper(entries, answers, rules, marks);
 * resultQuestions(entries, answers, graded, marks, revealed);
 */
export function resultQuestions(
  entries: PaperEntry[],
  answers: (QuestionResponse | null)[],
  graded: GradedAnswer[],
  marks: (EssayMark | null)[],
  reveal: boolean,
): ResultQuestion[] {
  const shown = studentPaper(entries);
  return entries.map((entry, index) => ({
    ...(shown[index] as PaperQuestion),
    response: answers[index] ?? null,
    graded: graded[index] ?? null,
    key: reveal ? keyOf(entry) : null,
    comment: markFor(entry, marks, index)?.comment ?? '',
  }));
}
