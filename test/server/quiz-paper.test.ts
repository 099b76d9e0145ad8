/**
 * A quiz's paper: a plan checked against the course's 题库 (draw rules sharing questions checked
 * together), a student's paper drawn and shuffled from a seed, what the student is sent, their
 * answers checked, graded through the option order they saw, and shown with or without the key.
 * Pure functions: no database.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_GRADING_RULES,
  type Difficulty,
  type QuestionDraft,
  type QuestionResponse,
  type QuestionType,
} from '../../src/core/api/question-contract';
import type { QuizDrawRule, QuizPaperPlan } from '../../src/core/api/quiz-contract';
import {
  drawPaper,
  gradePaper,
  paperTotal,
  planProblems,
  planSize,
  responseProblem,
  resultQuestions,
  seededRandom,
  studentPaper,
  type BankQuestion,
  type EssayMark,
  type PaperEntry,
} from '../../server/teaching/quizzes/quiz-paper';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';
import { questionDraft } from './helpers/question-draft';

const draft = questionDraft;
const RULES = DEFAULT_GRADING_RULES;

const OPTIONS = ['<p>A</p>', '<p>B</p>', '<p>C</p>', '<p>D</p>'];
const single = (fields: Partial<QuestionDraft> = {}) =>
  draft('single', { options: OPTIONS, correct: [1], ...fields });
const multiple = (fields: Partial<QuestionDraft> = {}) =>
  draft('multiple', { options: OPTIONS, correct: [0, 1, 2], ...fields });
const FILL = draft('fill', {
  stem: '<p>首都___，g ≈ ___ m/s²，三角形有___条边</p>',
  blanks: [
    { kind: 'text', answers: ['北京', '北京市'] },
    { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
    { kind: 'number', answers: [{ value: 3, tolerance: 0 }] },
  ],
});

/** Bank questions with ids 101, 102, … */
const bankOf = (questions: QuestionDraft[], firstId = 101): BankQuestion[] =>
  questions.map((question, index) => ({ id: firstId + index, question }));

const rule = (fields: Partial<QuizDrawRule> = {}): QuizDrawRule => ({
  type: 'single',
  difficulty: null,
  tag: null,
  count: 1,
  score: null,
  ...fields,
});
const drawn = (...rules: QuizDrawRule[]): QuizPaperPlan => ({ mode: 'draw', rules });
const fixed = (...ids: number[]): QuizPaperPlan => ({
  mode: 'fixed',
  items: ids.map((questionId) => ({ questionId, score: null })),
});

const PLAIN = { shuffleQuestions: false, shuffleOptions: false };
const SHUFFLED = { shuffleQuestions: true, shuffleOptions: true };

const ids = (entries: PaperEntry[]) => entries.map((entry) => entry.questionId);

/** An entry as an attempt keeps it, with a given option order. */
const entryOf = (question: QuestionDraft, order: number[] = [], score = question.score) => ({
  questionId: 1,
  question,
  score,
  order,
});

/** A value as a browser may send it, whatever its shape. */
const sent = (value: unknown) => value as QuestionResponse;

/** Whether a plan's rules can all be met, by trying every assignment (small cases only). */
function canMeet(rules: QuizDrawRule[], bank: BankQuestion[]): boolean {
  const slots = rules.flatMap((each) => Array.from({ length: each.count }, () => each));
  const used = new Set<number>();
  const fits = (slot: number): boolean => {
    const wanted = slots[slot];
    if (!wanted) return true;
    return bank.some(({ id, question }) => {
      if (used.has(id) || !matches(wanted, question)) return false;
      used.add(id);
      const rest = fits(slot + 1);
      used.delete(id);
      return rest;
    });
  };
  return fits(0);
}

function matches(wanted: QuizDrawRule, question: QuestionDraft): boolean {
  return (
    question.type === wanted.type &&
    (wanted.difficulty === null || wanted.difficulty === question.difficulty) &&
    (wanted.tag === null || question.tags.includes(wanted.tag))
  );
}

/** Each rule's questions are its count of entries in rule order (an unshuffled paper). */
function assertFollowsRules(entries: PaperEntry[], rules: QuizDrawRule[], message: string) {
  assert.equal(new Set(ids(entries)).size, entries.length, `${message}: a question twice`);
  let next = 0;
  for (const each of rules) {
    for (let n = 0; n < each.count; n += 1) {
      const entry = entries[next];
      assert.ok(entry && matches(each, entry.question), `${message}: entry ${next}`);
      next += 1;
    }
  }
  assert.equal(entries.length, next, message);
}

describe('a quiz paper', EMBEDDED_RUN_ONLY, () => {
  describe('seededRandom', () => {
    it('gives the same numbers in [0, 1) for the same seed, and others for another seed', () => {
      const take = (seed: string) => {
        const random = seededRandom(seed);
        return Array.from({ length: 50 }, () => random());
      };
      const first = take('quiz 7 · user 42 · attempt 1');
      assert.deepEqual(take('quiz 7 · user 42 · attempt 1'), first);
      assert.ok(
        first.every((value) => value >= 0 && value < 1),
        'in [0, 1)',
      );
      assert.ok(new Set(first).size > 45, 'hardly repeats');
      assert.notDeepEqual(take('quiz 7 · user 42 · attempt 2'), first);
      assert.notDeepEqual(take(''), take(' '));
    });
  });

  describe('planSize and paperTotal', () => {
    it('counts fixed items or every rule’s count', () => {
      assert.equal(planSize(fixed(101, 102, 103)), 3);
      assert.equal(planSize(drawn(rule({ count: 5 }), rule({ type: 'judge', count: 3 }))), 8);
    });

    it('sums the scores to 2 decimals without binary noise', () => {
      const total = (...scores: number[]) =>
        paperTotal(scores.map((score) => entryOf(single(), [0, 1, 2, 3], score)));
      assert.equal(total(0.1, 0.2), 0.3);
      assert.equal(total(1.1, 2.2), 3.3);
      assert.equal(total(2, 0.5, 100), 102.5);
      assert.equal(paperTotal([]), 0);
    });
  });

  describe('planProblems', () => {
    const BANK = bankOf([
      single(),
      single({ difficulty: 'hard' }),
      multiple(),
      draft('judge', { judge: true }),
      FILL,
      draft('essay'),
    ]);

    it('accepts a fixed plan of bank questions and a draw plan the bank can meet', () => {
      assert.deepEqual(planProblems(fixed(101, 103, 106), BANK), []);
      const items = [
        { questionId: 102, score: 0.5 },
        { questionId: 105, score: 100 },
      ];
      assert.deepEqual(planProblems({ mode: 'fixed', items }, BANK), []);
      const plan = drawn(rule({ count: 2 }), rule({ type: 'essay', score: 12.5 }));
      assert.deepEqual(planProblems(plan, BANK), []);
    });

    it('refuses an empty paper', () => {
      assert.deepEqual(planProblems(fixed(), BANK), ['参数错误：paper 至少要有一道题']);
      assert.deepEqual(planProblems(drawn(), BANK), ['参数错误：paper 至少要有一道题']);
    });

    it('refuses an unknown mode', () => {
      const plan = { mode: 'random', rules: [] } as unknown as QuizPaperPlan;
      assert.match(planProblems(plan, BANK)[0] ?? '', /^参数错误：paper\.mode /);
    });

    it('names a fixed item that is not a question of the course’s bank', () => {
      assert.deepEqual(planProblems(fixed(101, 999, 102), BANK), [
        '参数错误：paper.items[1].questionId（第 2 题）不是本课程题库中的题目',
      ]);
    });

    it('names the places of a question on the paper twice', () => {
      assert.deepEqual(planProblems(fixed(101, 102, 103, 104, 102, 106), BANK), [
        '参数错误：paper.items 有重复的题目（第 2、5 题）',
      ]);
      const problems = planProblems(fixed(101, 101, 103, 103, 101), BANK);
      assert.deepEqual(problems, [
        '参数错误：paper.items 有重复的题目（第 1、2、5 题）',
        '参数错误：paper.items 有重复的题目（第 3、4 题）',
      ]);
    });

    it('refuses a score that is not a positive multiple of 0.5 up to 100', () => {
      const bad = [0, -1, 0.3, 100.5, Number.NaN, Number.POSITIVE_INFINITY];
      const items = bad.map((score, index) => ({ questionId: 101 + index, score }));
      const problems = planProblems({ mode: 'fixed', items }, BANK);
      assert.equal(problems.length, bad.length);
      problems.forEach((problem, index) => {
        assert.match(problem, new RegExp(`^参数错误：paper\\.items\\[${index}\\]\\.score（`));
        assert.match(problem, /0\.5 的整数倍/);
      });
      const plan = drawn(rule({ score: 0.25 }), rule({ type: 'judge', score: 101 }));
      const ruleProblems = planProblems(plan, BANK);
      assert.equal(ruleProblems.length, 2);
      assert.match(ruleProblems[0] ?? '', /^参数错误：paper\.rules\[0\]\.score（第 1 条规则/);
      assert.match(ruleProblems[1] ?? '', /^参数错误：paper\.rules\[1\]\.score（第 2 条规则/);
    });

    it('refuses more questions than a paper may have', () => {
      const big = bankOf(Array.from({ length: 201 }, () => single()));
      const all = fixed(...big.map((question) => question.id));
      const message = '参数错误：paper 每份试卷最多 200 道题（现在 201 道）';
      assert.deepEqual(planProblems(all, big), [message]);
      assert.deepEqual(planProblems(drawn(rule({ count: 150 }), rule({ count: 51 })), big), [
        message,
      ]);
      assert.deepEqual(planProblems(drawn(rule({ count: 200 })), big), []);
    });

    it('refuses a count that is not a whole number of at least 1', () => {
      for (const count of [0, -1, 1.5, Number.NaN]) {
        const problems = planProblems(drawn(rule(), rule({ count })), BANK);
        assert.equal(problems.length, 1, `${count}`);
        assert.match(problems[0] ?? '', /^参数错误：paper\.rules\[1\]\.count（第 2 条规则/);
      }
    });

    it('refuses a rule’s unknown type or difficulty, a blank tag, and too many rules', () => {
      const odd = rule({ type: 'matching' as QuestionType });
      assert.match(planProblems(drawn(odd), BANK)[0] ?? '', /^参数错误：paper\.rules\[0\]\.type/);
      const hard = rule({ difficulty: 'extreme' as Difficulty });
      assert.match(
        planProblems(drawn(hard), BANK)[0] ?? '',
        /^参数错误：paper\.rules\[0\]\.difficulty/,
      );
      const blank = rule({ tag: ' ' });
      assert.match(planProblems(drawn(blank), BANK)[0] ?? '', /^参数错误：paper\.rules\[0\]\.tag/);
      const many = drawn(...Array.from({ length: 31 }, () => rule()));
      assert.deepEqual(planProblems(many, BANK), ['参数错误：paper.rules 最多 30 条抽题规则']);
    });

    it('names a rule with fewer matching questions than its count, and what it asks for', () => {
      const newton = { difficulty: 'hard' as const, tags: ['牛顿定律', '力学'] };
      const bank = bankOf([
        single(newton),
        single(newton),
        single(newton),
        single({ ...newton, difficulty: 'medium' }),
        multiple(newton),
        single({ difficulty: 'hard', tags: ['力学'] }),
      ]);
      const plan = drawn(
        rule({ type: 'judge', count: 1 }),
        rule({ difficulty: 'hard', tag: '牛顿定律', count: 5 }),
        rule({ count: 7 }),
      );
      assert.deepEqual(planProblems(plan, bank), [
        '参数错误：paper.rules[0].count（第 1 条规则）只有 0 道符合条件的题（判断），不够抽 1 道',
        '参数错误：paper.rules[1].count（第 2 条规则）只有 3 道符合条件的题（单选·难·知识点“牛顿定律”），不够抽 5 道',
        '参数错误：paper.rules[2].count（第 3 条规则）只有 5 道符合条件的题（单选），不够抽 7 道',
      ]);
    });
  });

  describe('draw rules sharing questions', () => {
    /** Five 单选, of which the last two are 难. */
    const FIVE = bankOf([
      single(),
      single({ difficulty: 'easy' }),
      single(),
      single({ difficulty: 'hard' }),
      single({ difficulty: 'hard' }),
    ]);
    const ANY_THEN_HARD = [rule({ count: 3 }), rule({ difficulty: 'hard', count: 2 })];

    it('accepts any-3-then-hard-2 from 5 单选 (2 难), and every seed draws it', () => {
      assert.deepEqual(planProblems(drawn(...ANY_THEN_HARD), FIVE), []);
      for (let seed = 0; seed < 200; seed += 1) {
        const entries = drawPaper(drawn(...ANY_THEN_HARD), FIVE, PLAIN, `seed ${seed}`);
        assertFollowsRules(entries, ANY_THEN_HARD, `seed ${seed}`);
        // the first rule cannot have taken a 难 one: the second needs both
        assert.deepEqual(ids(entries).slice(0, 3).sort(), [101, 102, 103]);
        const shuffled = drawPaper(drawn(...ANY_THEN_HARD), FIVE, SHUFFLED, `seed ${seed}`);
        assert.deepEqual([...ids(shuffled)].sort(), [101, 102, 103, 104, 105]);
      }
    });

    it('draws the first rule’s questions at random among those it may take', () => {
      const bank = bankOf([...FIVE.map((question) => question.question), single()]);
      const seen = new Set<string>();
      for (let seed = 0; seed < 200; seed += 1) {
        const entries = drawPaper(drawn(...ANY_THEN_HARD), bank, PLAIN, `seed ${seed}`);
        assertFollowsRules(entries, ANY_THEN_HARD, `seed ${seed}`);
        seen.add(JSON.stringify(ids(entries).slice(0, 3).sort()));
      }
      // 3 of the 4 that are not 难, in any of their 4 sets
      assert.equal(seen.size, 4);
    });

    it('lets a rule take a shared question when another rule can do without it', () => {
      // 力 may take 101 or 102; taking 102 leaves 热 its own 103
      const bank = bankOf([
        single({ tags: ['力'] }),
        single({ tags: ['力', '热'] }),
        single({ tags: ['热'] }),
      ]);
      const rules = [rule({ tag: '力' }), rule({ tag: '热' })];
      const firsts = new Map<number, number>();
      for (let seed = 0; seed < 400; seed += 1) {
        const entries = drawPaper(drawn(...rules), bank, PLAIN, `${seed}`);
        assertFollowsRules(entries, rules, `seed ${seed}`);
        const first = entries[0]?.questionId ?? 0;
        firsts.set(first, (firsts.get(first) ?? 0) + 1);
      }
      for (const id of [101, 102]) {
        const count = firsts.get(id) ?? 0;
        assert.ok(count >= 150 && count <= 250, `${id}: ${count}`);
      }
    });

    it('accepts the same rules the other way round', () => {
      const plan = drawn(rule({ difficulty: 'hard', count: 2 }), rule({ count: 3 }));
      assert.deepEqual(planProblems(plan, FIVE), []);
      for (let seed = 0; seed < 50; seed += 1) {
        const entries = drawPaper(plan, FIVE, PLAIN, `${seed}`);
        assert.deepEqual(ids(entries).slice(0, 2).sort(), [104, 105]);
      }
    });

    it('refuses them from 4 单选 (2 难): each rule alone has enough, both together do not', () => {
      const four = FIVE.filter((question) => question.id !== 101);
      assert.deepEqual(planProblems(drawn(...ANY_THEN_HARD), four), [
        '参数错误：paper.rules（第 1、2 条规则）能抽的题有重叠：符合其中任一条的题一共只有 4 道，不够这几条规则共抽 5 道（一道题只抽一次）',
      ]);
      assert.throws(() => drawPaper(drawn(...ANY_THEN_HARD), four, PLAIN, 'x'), /paper\.rules/);
    });

    it('leaves a question both tags share to whichever rule needs it', () => {
      const bank = bankOf([
        single({ tags: ['力', '热'] }),
        single({ tags: ['力'] }),
        single({ tags: ['热'] }),
        single({ tags: ['力', '热'] }),
      ]);
      const rules = [rule({ tag: '力', count: 2 }), rule({ tag: '热', count: 2 })];
      assert.deepEqual(planProblems(drawn(...rules), bank), []);
      for (let seed = 0; seed < 200; seed += 1) {
        const entries = drawPaper(drawn(...rules), bank, PLAIN, `${seed}`);
        assertFollowsRules(entries, rules, `seed ${seed}`);
        assert.ok(ids(entries).slice(0, 2).includes(102), `seed ${seed}`);
      }
      const onlyThree = bank.slice(0, 3);
      assert.match(planProblems(drawn(...rules), onlyThree)[0] ?? '', /只有 3 道/);
    });

    it('accepts exactly the plans some assignment meets, and then always draws them', () => {
      const random = seededRandom('random plans');
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const maybe = <T>(value: T): T | null => (random() < 0.5 ? null : value);
      const types = ['single', 'judge'] as const;
      const difficulties = ['easy', 'medium', 'hard'] as const;
      const tags = ['a', 'b'];
      let accepted = 0;
      let overlapRefused = 0;
      for (let round = 0; round < 1000; round += 1) {
        const bank = bankOf(
          Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
            draft(pick(types), {
              difficulty: pick(difficulties),
              tags: tags.filter(() => random() < 0.5),
            }),
          ),
        );
        const rules = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
          rule({
            type: pick(types),
            difficulty: maybe(pick(difficulties)),
            tag: maybe(pick(tags)),
            count: 1 + Math.floor(random() * 3),
          }),
        );
        const problems = planProblems(drawn(...rules), bank);
        const label = JSON.stringify({ bank, rules });
        assert.equal(problems.length === 0, canMeet(rules, bank), label);
        if (problems[0]?.startsWith('参数错误：paper.rules（')) overlapRefused += 1;
        if (problems.length > 0) continue;
        accepted += 1;
        for (let seed = 0; seed < 10; seed += 1) {
          assertFollowsRules(drawPaper(drawn(...rules), bank, PLAIN, `${seed}`), rules, label);
        }
      }
      assert.ok(accepted > 100, `${accepted} accepted`);
      assert.ok(overlapRefused > 10, `${overlapRefused} refused for sharing questions`);
    });
  });

  describe('drawPaper', () => {
    const THIRTY = bankOf(Array.from({ length: 30 }, () => single()));

    it('puts a fixed plan’s items in order, each at its score or the question’s own', () => {
      const bank = bankOf([single(), FILL, draft('essay')]);
      const plan: QuizPaperPlan = {
        mode: 'fixed',
        items: [
          { questionId: 103, score: 20 },
          { questionId: 101, score: null },
          { questionId: 102, score: 4.5 },
        ],
      };
      const entries = drawPaper(plan, bank, PLAIN, 'seed');
      assert.deepEqual(entries, [
        { questionId: 103, question: draft('essay'), score: 20, order: [] },
        { questionId: 101, question: single(), score: 2, order: [0, 1, 2, 3] },
        { questionId: 102, question: FILL, score: 4.5, order: [] },
      ]);
      assert.notEqual(entries[1]?.question, bank[0]?.question, 'a copy is frozen on the paper');
    });

    it('draws each rule in turn, each question at the rule’s score or its own', () => {
      const bank = bankOf([single(), draft('judge', { judge: true }), single(), multiple()]);
      const rules = [
        rule({ type: 'multiple', score: 6 }),
        rule({ count: 2 }),
        rule({ type: 'judge', score: 1.5 }),
      ];
      const entries = drawPaper(drawn(...rules), bank, PLAIN, 'seed');
      assertFollowsRules(entries, rules, 'rule order');
      assert.deepEqual(
        entries.map((entry) => entry.score),
        [6, 2, 2, 1.5],
      );
      assert.deepEqual(entries[2]?.order, [0, 1, 2, 3]);
      assert.deepEqual(entries[3]?.order, []);
    });

    it('draws the same paper for the same seed, whatever the order of the bank', () => {
      const bank = bankOf([
        ...Array.from({ length: 12 }, () => single()),
        ...Array.from({ length: 6 }, () => multiple({ difficulty: 'hard' })),
        ...Array.from({ length: 6 }, () => draft('judge', { judge: false })),
      ]);
      const plan = drawn(
        rule({ count: 5 }),
        rule({ type: 'multiple', difficulty: 'hard', count: 3 }),
        rule({ type: 'judge', count: 2 }),
      );
      for (const options of [PLAIN, SHUFFLED]) {
        const first = drawPaper(plan, bank, options, 'quiz 3 · user 8 · attempt 1');
        assert.deepEqual(drawPaper(plan, bank, options, 'quiz 3 · user 8 · attempt 1'), first);
        const reversed = [...bank].reverse();
        assert.deepEqual(drawPaper(plan, reversed, options, 'quiz 3 · user 8 · attempt 1'), first);
        const mixed = [...bank.slice(7), ...bank.slice(0, 7)];
        assert.deepEqual(drawPaper(plan, mixed, options, 'quiz 3 · user 8 · attempt 1'), first);
      }
    });

    it('draws different papers for different seeds', () => {
      const plan = drawn(rule({ count: 10 }));
      const paper = (seed: string) => ids(drawPaper(plan, THIRTY, PLAIN, seed));
      assert.notDeepEqual(paper('a'), paper('b'));
      const sets = new Set(
        Array.from({ length: 20 }, (_, seed) => JSON.stringify(paper(`${seed}`).sort())),
      );
      assert.equal(sets.size, 20);
    });

    it('draws each question about equally often', () => {
      const bank = bankOf([single(), single(), single(), single()]);
      const counts = new Map<number, number>();
      for (let seed = 0; seed < 4000; seed += 1) {
        const [entry] = drawPaper(drawn(rule()), bank, PLAIN, `attempt ${seed}`);
        assert.ok(entry, `seed ${seed}`);
        counts.set(entry.questionId, (counts.get(entry.questionId) ?? 0) + 1);
      }
      assert.deepEqual([...counts.keys()].sort(), [101, 102, 103, 104]);
      for (const [id, count] of counts) assert.ok(count >= 800 && count <= 1200, `${id}: ${count}`);
    });

    it('shuffles into every order about equally often', () => {
      const plan = fixed(101, 102, 103);
      const options = { shuffleQuestions: true, shuffleOptions: true };
      const questionOrders = new Map<string, number>();
      const optionOrders = new Map<string, number>();
      for (let seed = 0; seed < 4800; seed += 1) {
        const entries = drawPaper(plan, THIRTY, options, `shuffle ${seed}`);
        const questions = ids(entries).join();
        questionOrders.set(questions, (questionOrders.get(questions) ?? 0) + 1);
        const order = entries[0]?.order.join() ?? '';
        optionOrders.set(order, (optionOrders.get(order) ?? 0) + 1);
      }
      // 3! orders of 3 questions, 800 each expected; 4! of 4 options, 200 each
      assert.equal(questionOrders.size, 6);
      for (const [order, count] of questionOrders)
        assert.ok(count >= 650 && count <= 950, `questions ${order}: ${count}`);
      assert.equal(optionOrders.size, 24);
      for (const [order, count] of optionOrders)
        assert.ok(count >= 130 && count <= 270, `options ${order}: ${count}`);
    });

    it('shuffles the questions only when asked, keeping the same questions', () => {
      const plan = fixed(...THIRTY.slice(0, 10).map((question) => question.id));
      const inOrder = ids(drawPaper(plan, THIRTY, PLAIN, 'seed'));
      assert.deepEqual(
        inOrder,
        THIRTY.slice(0, 10).map((question) => question.id),
      );
      const options = { shuffleQuestions: true, shuffleOptions: false };
      const shuffled = ids(drawPaper(plan, THIRTY, options, 'seed'));
      assert.notDeepEqual(shuffled, inOrder);
      assert.deepEqual([...shuffled].sort(), inOrder);
    });

    it('gives each choice question a permutation of its options when asked, else none', () => {
      const bank = bankOf([single(), multiple(), FILL, draft('judge', { judge: true })]);
      const plan = fixed(101, 102, 103, 104);
      let moved = 0;
      for (let seed = 0; seed < 50; seed += 1) {
        const options = { shuffleQuestions: false, shuffleOptions: true };
        const entries = drawPaper(plan, bank, options, `${seed}`);
        for (const entry of entries.slice(0, 2)) {
          assert.deepEqual([...entry.order].sort(), [0, 1, 2, 3]);
          if (entry.order.join() !== '0,1,2,3') moved += 1;
        }
        assert.deepEqual(entries[2]?.order, []);
        assert.deepEqual(entries[3]?.order, []);
        const plain = drawPaper(plan, bank, PLAIN, `${seed}`);
        assert.deepEqual(plain[0]?.order, [0, 1, 2, 3]);
      }
      assert.ok(moved > 80, `${moved} of 100 permuted`);
    });

    it('throws for a plan planProblems refuses', () => {
      assert.throws(() => drawPaper(fixed(999), THIRTY, PLAIN, 'x'), /paper\.items\[0\]/);
      assert.throws(() => drawPaper(drawn(rule({ count: 31 })), THIRTY, PLAIN, 'x'), /31/);
    });
  });

  describe('studentPaper', () => {
    const SECRET = {
      analysis: '<p>ANALYSIS-SECRET</p>',
    };
    const bank = bankOf(
      [
        single({ ...SECRET, correct: [2] }),
        multiple(SECRET),
        draft('judge', { ...SECRET, judge: true }),
        draft('fill', {
          ...SECRET,
          stem: '<p>___ 和 ___</p>',
          blanks: [
            { kind: 'text', answers: ['BLANK-SECRET'] },
            { kind: 'number', answers: [{ value: 31415.9, tolerance: 0.25 }] },
          ],
        }),
        draft('essay', { ...SECRET, reference: '<p>REFERENCE-SECRET</p>' }),
      ],
      987_650,
    );
    const plan = fixed(...bank.map((question) => question.id));

    it('shows each question with its options in the student’s order', () => {
      const entries = drawPaper(plan, bank, SHUFFLED, 'student');
      const paper = studentPaper(entries);
      entries.forEach((entry, index) => {
        const shown = paper[index];
        assert.ok(shown, `question ${index}`);
        assert.equal(shown.type, entry.question.type);
        assert.equal(shown.stem, entry.question.stem);
        assert.equal(shown.score, entry.score);
        assert.deepEqual(
          shown.options,
          entry.order.map((own) => entry.question.options[own]),
        );
        assert.equal(shown.blankCount, entry.question.type === 'fill' ? 2 : 0);
      });
      const withOrder = entryOf(single(), [3, 1, 0, 2]);
      assert.deepEqual(studentPaper([withOrder])[0]?.options, [
        '<p>D</p>',
        '<p>B</p>',
        '<p>A</p>',
        '<p>C</p>',
      ]);
    });

    it('sends no key, no 解析, no 参考答案 and no question id', () => {
      const paper = studentPaper(drawPaper(plan, bank, SHUFFLED, 'student'));
      for (const question of paper) {
        assert.deepEqual(Object.keys(question).sort(), [
          'blankCount',
          'options',
          'score',
          'stem',
          'type',
        ]);
      }
      const json = JSON.stringify(paper);
      for (const secret of ['SECRET', '31415', '0.25', '98765', 'correct', 'analysis']) {
        assert.ok(!json.includes(secret), secret);
      }
    });
  });

  describe('responseProblem', () => {
    const SINGLE = entryOf(single(), [0, 1, 2, 3]);
    const MULTIPLE = entryOf(multiple(), [3, 2, 1, 0]);
    const JUDGE = entryOf(draft('judge', { judge: true }));
    const FILL_ENTRY = entryOf(FILL);
    const ESSAY = entryOf(draft('essay'));

    it('accepts null and each type’s own answer, empty or not', () => {
      const good: [PaperEntry, unknown][] = [
        [SINGLE, null],
        [SINGLE, { choices: [] }],
        [SINGLE, { choices: [3] }],
        [MULTIPLE, { choices: [] }],
        [MULTIPLE, { choices: [2, 0, 3] }],
        [JUDGE, { judge: false }],
        [JUDGE, { judge: true }],
        [FILL_ENTRY, { blanks: ['', '9.8', 'x'.repeat(200)] }],
        [ESSAY, { text: '' }],
        [ESSAY, { text: 'x'.repeat(20_000) }],
        [ESSAY, null],
      ];
      for (const [entry, response] of good) {
        assert.equal(responseProblem(entry, 0, response), null, JSON.stringify(response));
      }
    });

    it('refuses what is not an answer object', () => {
      for (const response of ['A', 1, true, [], [0], undefined]) {
        assert.match(responseProblem(SINGLE, 0, response) ?? '', /^参数错误：response /);
      }
    });

    it('refuses choices that are not options of the question, naming its letters', () => {
      assert.equal(
        responseProblem(SINGLE, 2, { choices: [4] }),
        '参数错误：response.choices 不是这道题的选项（第 3 题只有 A–D）',
      );
      for (const choices of [[-1], [1.5], ['0'], [null], [Number.NaN]]) {
        assert.match(
          responseProblem(MULTIPLE, 0, sent({ choices })) ?? '',
          /^参数错误：response\.choices 不是这道题的选项（第 1 题只有 A–D）/,
        );
      }
      for (const choices of ['0', 0, { 0: 1 }, null]) {
        assert.match(
          responseProblem(SINGLE, 0, sent({ choices })) ?? '',
          /^参数错误：response\.choices /,
        );
      }
    });

    it('refuses two options for a 单选 and an option twice for a 多选', () => {
      assert.match(responseProblem(SINGLE, 0, { choices: [0, 1] }) ?? '', /只能选一项/);
      assert.match(responseProblem(MULTIPLE, 0, { choices: [1, 1] }) ?? '', /重复/);
    });

    it('refuses a 判断 answer that is not true or false', () => {
      for (const judge of ['true', 1, null]) {
        assert.match(
          responseProblem(JUDGE, 0, sent({ judge })) ?? '',
          /^参数错误：response\.judge /,
        );
      }
    });

    it('refuses blanks of the wrong number, not text, or too long, naming the blank', () => {
      assert.equal(
        responseProblem(FILL_ENTRY, 4, { blanks: ['北京', '9.8'] }),
        '参数错误：response.blanks 要有 3 项（第 5 题有 3 个空），现在有 2 项',
      );
      assert.match(
        responseProblem(FILL_ENTRY, 0, sent({ blanks: ['北京', 9.8, '3'] })) ?? '',
        /^参数错误：response\.blanks\[1\]（第 2 空）必须是文字/,
      );
      assert.equal(
        responseProblem(FILL_ENTRY, 0, { blanks: ['北京', '9.8', 'x'.repeat(201)] }),
        '参数错误：response.blanks[2]（第 3 空）超过 200 字',
      );
      assert.match(
        responseProblem(FILL_ENTRY, 0, sent({ blanks: '北京' })) ?? '',
        /^参数错误：response\.blanks /,
      );
    });

    it('refuses a 简答 answer that is not text or too long', () => {
      assert.equal(
        responseProblem(ESSAY, 0, { text: 'x'.repeat(20_001) }),
        '参数错误：response.text 超过 20000 字',
      );
      assert.match(
        responseProblem(ESSAY, 0, sent({ text: 5 })) ?? '',
        /^参数错误：response\.text /,
      );
    });

    it('refuses a missing answer field, another type’s field and unknown fields', () => {
      const cases: [PaperEntry, unknown, string][] = [
        [SINGLE, {}, 'choices'],
        [SINGLE, { choices: [0], text: 'x' }, 'text'],
        [SINGLE, { judge: true }, 'judge'],
        [JUDGE, { choices: [0] }, 'choices'],
        [FILL_ENTRY, { blanks: ['', '', ''], text: '' }, 'text'],
        [ESSAY, { text: 'x', blanks: [] }, 'blanks'],
        [ESSAY, { text: 'x', answer: 'y' }, 'answer'],
        [MULTIPLE, { choices: [0], extra: 1 }, 'extra'],
      ];
      for (const [entry, response, field] of cases) {
        const problem = responseProblem(entry, 0, response) ?? '';
        assert.ok(problem.startsWith(`参数错误：response.${field} `), problem);
      }
      assert.equal(
        responseProblem(SINGLE, 1, {}),
        '参数错误：response.choices 必须填写（第 2 题是单选题；清空答案请传 null）',
      );
      assert.equal(
        responseProblem(SINGLE, 1, { choices: [0], text: 'x' }),
        '参数错误：response.text 不属于单选题（第 2 题只用 choices 作答）',
      );
      assert.equal(
        responseProblem(ESSAY, 0, { text: 'x', answer: 'y' }),
        '参数错误：response.answer 不是答案的字段',
      );
    });
  });

  describe('gradePaper', () => {
    /** 单选 whose right option (its own B) is shown fourth. */
    const PERMUTED = entryOf(single(), [2, 0, 3, 1], 3);

    it('grades choices through the order the student saw', () => {
      assert.deepEqual(gradePaper([PERMUTED], [{ choices: [3] }], RULES, []).graded, [
        { score: 3, verdict: 'right' },
      ]);
      // the question's own index of the right option is another option on this paper
      assert.deepEqual(gradePaper([PERMUTED], [{ choices: [1] }], RULES, []).graded, [
        { score: 0, verdict: 'wrong' },
      ]);
      assert.deepEqual(gradePaper([PERMUTED], [sent({ choices: [4] })], RULES, []).score, 0);
    });

    it('grades every seed’s permutation right for the shown right option only', () => {
      const bank = bankOf([single()]);
      const options = { shuffleQuestions: false, shuffleOptions: true };
      let differed = 0;
      for (let seed = 0; seed < 40; seed += 1) {
        const entries = drawPaper(fixed(101), bank, options, `${seed}`);
        const shown = entries[0]?.order.indexOf(1) ?? -1;
        for (let choice = 0; choice < 4; choice += 1) {
          const { score } = gradePaper(entries, [{ choices: [choice] }], RULES, []);
          assert.equal(score, choice === shown ? 2 : 0, `seed ${seed}, choice ${choice}`);
        }
        if (shown !== 1) differed += 1;
      }
      assert.ok(differed > 20, `${differed} of 40 moved the right option`);
    });

    it('gives half for some of a 多选’s right options through the order', () => {
      // right: own A, B, C — shown as D, C, B
      const entry = entryOf(multiple(), [3, 2, 1, 0], 4);
      const grade = (choices: number[]) => gradePaper([entry], [{ choices }], RULES, []).graded[0];
      assert.deepEqual(grade([3]), { score: 2, verdict: 'partial' });
      assert.deepEqual(grade([1, 2]), { score: 2, verdict: 'partial' });
      assert.deepEqual(grade([3, 2, 1]), { score: 4, verdict: 'right' });
      assert.deepEqual(grade([0]), { score: 0, verdict: 'wrong' });
      assert.deepEqual(grade([0, 1, 2]), { score: 0, verdict: 'wrong' });
      const none = { ...RULES, multiplePartial: 'none' as const };
      assert.deepEqual(gradePaper([entry], [{ choices: [3] }], none, []).graded[0], {
        score: 0,
        verdict: 'wrong',
      });
    });

    it('takes a teacher’s mark for a 简答, else leaves one with content pending', () => {
      const essay = entryOf(draft('essay'), [], 10);
      const entries = [essay, essay, essay, essay, essay, entryOf(single(), [0, 1, 2, 3])];
      const answers = [
        { text: '<p>全对</p>' },
        { text: '<p>一半</p>' },
        { text: '<p>不对</p>' },
        { text: '<p>待批</p>' },
        { text: '<p>&nbsp;</p>' },
        { choices: [1] },
      ];
      const full: EssayMark = { score: 10, comment: '很好' };
      const marks: (EssayMark | null)[] = [
        full,
        { score: 4.5, comment: '不完整' },
        { score: 0, comment: '答非所问' },
        null,
        null,
        { score: 1, comment: 'a mark on a 单选 is not the teacher’s to give' },
      ];
      const { graded, score, pending } = gradePaper(entries, answers, RULES, marks);
      assert.deepEqual(graded, [
        { score: 10, verdict: 'right' },
        { score: 4.5, verdict: 'partial' },
        { score: 0, verdict: 'wrong' },
        { score: 0, verdict: 'pending' },
        { score: 0, verdict: 'wrong' },
        { score: 2, verdict: 'right' },
      ]);
      assert.equal(score, 16.5);
      assert.equal(pending, true);
      const allMarked = gradePaper(entries, answers, RULES, [...marks.slice(0, 3), full]);
      assert.equal(allMarked.pending, false);
      assert.equal(allMarked.score, 26.5);
    });

    it('counts missing answers as unanswered and sums without binary noise', () => {
      // 2 points over 3 blanks: one right 0.67, two right 1.33
      const fill = entryOf(FILL, [], 2);
      const answers = [{ blanks: ['北京', '', ''] }, { blanks: ['北京', '9.82', ''] }];
      const result = gradePaper([fill, fill, entryOf(single(), [0, 1, 2, 3])], answers, RULES, []);
      assert.deepEqual(
        result.graded.map((answer) => answer.score),
        [0.67, 1.33, 0],
      );
      assert.equal(result.score, 2);
      assert.equal(result.graded[2]?.verdict, 'wrong');
      assert.equal(result.pending, false);
      const odd = [entryOf(single(), [0, 1, 2, 3], 1.1), entryOf(single(), [0, 1, 2, 3], 2.2)];
      const both = gradePaper(odd, [{ choices: [1] }, { choices: [1] }], RULES, []);
      assert.equal(both.score, 3.3);
    });
  });

  describe('resultQuestions', () => {
    const entries: PaperEntry[] = [
      entryOf(single({ analysis: '<p>ANALYSIS-ONE</p>' }), [2, 0, 3, 1], 3),
      entryOf(multiple(), [3, 2, 1, 0], 4),
      entryOf(draft('judge', { judge: false, analysis: '<p>ANALYSIS-TWO</p>' })),
      entryOf(FILL, [], 3),
      entryOf(draft('essay', { reference: '<p>REFERENCE-SECRET</p>' }), [], 10),
    ];
    const answers: (QuestionResponse | null)[] = [
      { choices: [3] },
      { choices: [3] },
      null,
      { blanks: ['北京市', '9.8', '4'] },
      { text: '<p>我的答案</p>' },
    ];
    const marks: (EssayMark | null)[] = [null, null, null, null, { score: 7, comment: '还行' }];
    const { graded } = gradePaper(entries, answers, RULES, marks);

    it('shows the key in the student’s order once revealed, with the comment', () => {
      const result = resultQuestions(entries, answers, graded, marks, true);
      const paper = studentPaper(entries);
      result.forEach((question, index) => {
        assert.equal(question.stem, paper[index]?.stem);
        assert.deepEqual(question.options, paper[index]?.options);
        assert.deepEqual(question.response, answers[index]);
        assert.deepEqual(question.graded, graded[index]);
      });
      assert.deepEqual(
        result.map((question) => question.key?.correct),
        [[3], [1, 2, 3], [], [], []],
      );
      assert.equal(result[2]?.key?.judge, false);
      assert.equal(result[0]?.key?.judge, null);
      assert.equal(result[2]?.key?.analysis, '<p>ANALYSIS-TWO</p>');
      assert.deepEqual(result[3]?.key?.blanks, [['北京', '北京市'], ['9.8 ± 0.05'], ['3']]);
      assert.equal(result[4]?.key?.reference, '<p>REFERENCE-SECRET</p>');
      assert.deepEqual(
        result.map((question) => question.comment),
        ['', '', '', '', '还行'],
      );
      assert.deepEqual(result[4]?.graded, { score: 7, verdict: 'partial' });
    });

    it('shows no key, 解析 or 参考答案 until revealed', () => {
      const result = resultQuestions(entries, answers, graded, marks, false);
      assert.ok(
        result.every((question) => question.key === null),
        'no key',
      );
      assert.deepEqual(Object.keys(result[0] ?? {}).sort(), [
        'blankCount',
        'comment',
        'graded',
        'key',
        'options',
        'response',
        'score',
        'stem',
        'type',
      ]);
      const json = JSON.stringify(result);
      for (const secret of ['ANALYSIS', 'REFERENCE', '9.8 ±', 'correct', 'analysis']) {
        assert.ok(!json.includes(secret), secret);
      }
      assert.ok(json.includes('还行'), 'the comment shows');
    });
  });
});
