/**
 * How one answer to one question of the 题库 is scored under a quiz's rules: 单选, 多选 (少选 half
 * or nothing, 错选 nothing), 判断, 填空 (per blank or all-or-nothing; case, 全角/半角, white space,
 * numbers within a tolerance) and 简答 (left to the teacher). Pure functions: no database.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_GRADING_RULES,
  type FillBlank,
  type GradingRules,
  type QuestionResponse,
} from '../../src/core/api/question-contract';
import { normalFillText, parseFillNumber } from '../../server/teaching/questions/fill-compare';
import { fillMatches, gradeAnswer } from '../../server/teaching/questions/grade-answer';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';
import { questionDraft } from './helpers/question-draft';

const draft = questionDraft;

const OPTIONS = ['<p>A</p>', '<p>B</p>', '<p>C</p>', '<p>D</p>'];
const SINGLE = draft('single', { options: OPTIONS, correct: [1] });
const MULTIPLE = draft('multiple', { options: OPTIONS, correct: [0, 1, 2] });
const JUDGE_TRUE = draft('judge', { judge: true });
const JUDGE_FALSE = draft('judge', { judge: false });
const ESSAY = draft('essay', { reference: '<p>参考答案</p>' });
/** 中国的首都是___，最长的河是___，π ≈ ___ (two decimals). */
const FILL = draft('fill', {
  blanks: [
    { kind: 'text', answers: ['北京', '北京市'] },
    { kind: 'text', answers: ['长江', 'Yangtze River'] },
    { kind: 'number', answers: [{ value: 3.14, tolerance: 0.01 }] },
  ],
});
const ALL_TYPES = [SINGLE, MULTIPLE, JUDGE_TRUE, FILL, ESSAY];

const RULES = DEFAULT_GRADING_RULES;
const rules = (changes: Partial<GradingRules>): GradingRules => ({ ...RULES, ...changes });
/** Exact text comparison: neither case nor width ignored. */
const STRICT = rules({ fillIgnoreCase: false, fillIgnoreWidth: false });
const WIDTH_ONLY = rules({ fillIgnoreCase: false, fillIgnoreWidth: true });
const CASE_ONLY = rules({ fillIgnoreCase: true, fillIgnoreWidth: false });

/** A response as a browser may send it, whatever its shape. */
const sent = (value: unknown) => value as QuestionResponse;

const right = (score: number) => ({ score, verdict: 'right' });
const partial = (score: number) => ({ score, verdict: 'partial' });
const WRONG = { score: 0, verdict: 'wrong' };

/** A 填空 question of one blank. */
const oneBlank = (blank: FillBlank) => draft('fill', { blanks: [blank] });
const numeric = (...answers: { value: number; tolerance: number }[]) =>
  oneBlank({ kind: 'number', answers });

describe('grading one answer to a 题库 question', EMBEDDED_RUN_ONLY, () => {
  describe('any type', () => {
    it('scores no answer, an empty one or one that is not an object as wrong, with 0', () => {
      for (const question of ALL_TYPES) {
        for (const response of [null, {}, 'A', 1, [], [0], true]) {
          assert.deepEqual(gradeAnswer(question, sent(response), 4, RULES), WRONG, question.type);
        }
      }
    });

    it('scores out of the points the quiz gives, not the question’s own 分值', () => {
      assert.equal(SINGLE.score, 2);
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [1] }, 10, RULES), right(10));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0] }, 5, RULES), partial(2.5));
    });

    it('rounds to 2 decimals (3 blanks worth 2 points: 0.67 a blank)', () => {
      const one = gradeAnswer(FILL, { blanks: ['北京', '', ''] }, 2, RULES);
      assert.deepEqual(one, partial(0.67));
      const two = gradeAnswer(FILL, { blanks: ['北京', '长江', ''] }, 2, RULES);
      assert.deepEqual(two, partial(1.33));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0] }, 0.75, RULES), partial(0.38));
    });

    it('rounds half up without binary noise (half of 2.01 is 1.005, kept as 1.00499…)', () => {
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0] }, 2.01, RULES), partial(1.01));
    });

    it('never rounds up past the points the question is worth', () => {
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [1] }, 0.335, RULES), right(0.33));
    });

    it('never gives negative points, nor any for a worth that is not a positive number', () => {
      for (const worth of [-4, Number.NaN, Number.POSITIVE_INFINITY]) {
        assert.deepEqual(gradeAnswer(SINGLE, { choices: [1] }, worth, RULES), right(0), `${worth}`);
        const half = gradeAnswer(MULTIPLE, { choices: [0] }, worth, RULES);
        assert.deepEqual(half, partial(0), `${worth}`);
      }
    });

    it('hands out a new result each time', () => {
      const first = gradeAnswer(SINGLE, null, 2, RULES);
      first.score = 99;
      assert.deepEqual(gradeAnswer(SINGLE, null, 2, RULES), WRONG);
    });
  });

  describe('单选', () => {
    it('is right with the right option only', () => {
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [1] }, 3, RULES), right(3));
      for (const other of [0, 2, 3]) {
        assert.deepEqual(gradeAnswer(SINGLE, { choices: [other] }, 3, RULES), WRONG, `${other}`);
      }
    });

    it('is wrong with several options, the right one among them', () => {
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [1, 2] }, 3, RULES), WRONG);
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [0, 1, 2, 3] }, 3, RULES), WRONG);
    });

    it('counts the same option chosen twice once', () => {
      assert.deepEqual(gradeAnswer(SINGLE, { choices: [1, 1] }, 3, RULES), right(3));
    });

    it('is wrong with no option, or with an index that is not an option', () => {
      const strays = [
        [],
        [4],
        [-1],
        [1.5],
        [Number.NaN],
        ['1'],
        [null],
        [1, 4],
        [1, '1'],
        [1, NaN],
      ];
      for (const choices of strays) {
        const graded = gradeAnswer(SINGLE, sent({ choices }), 3, RULES);
        assert.deepEqual(graded, WRONG, JSON.stringify(choices));
      }
    });

    it('is wrong when the choices are not a list', () => {
      for (const choices of [1, '1', { 0: 1 }, null, true]) {
        assert.deepEqual(gradeAnswer(SINGLE, sent({ choices }), 3, RULES), WRONG, `${choices}`);
      }
    });

    it('ignores the fields of the other types', () => {
      assert.deepEqual(
        gradeAnswer(SINGLE, { judge: true, blanks: ['B'], text: 'B' }, 3, RULES),
        WRONG,
      );
    });
  });

  describe('多选', () => {
    it('is right with all the right options and no other, in any order', () => {
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 1, 2] }, 4, RULES), right(4));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [2, 0, 1] }, 4, RULES), right(4));
    });

    it('gives nothing for a wrong option (错选), even with all the right ones', () => {
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 1, 2, 3] }, 4, RULES), WRONG);
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 3] }, 4, RULES), WRONG);
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [3] }, 4, RULES), WRONG);
    });

    it('gives half for some right options only (少选) when multiplePartial is half', () => {
      const half = rules({ multiplePartial: 'half' });
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 2] }, 4, half), partial(2));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [1] }, 4, half), partial(2));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 1, 2] }, 4, half), right(4));
    });

    it('gives nothing for 少选 when multiplePartial is none, and still all for all', () => {
      const none = rules({ multiplePartial: 'none' });
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 2] }, 4, none), WRONG);
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [1] }, 4, none), WRONG);
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 1, 2] }, 4, none), right(4));
    });

    it('counts an option chosen twice once', () => {
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 0, 2] }, 4, RULES), partial(2));
      assert.deepEqual(gradeAnswer(MULTIPLE, { choices: [0, 1, 2, 2] }, 4, RULES), right(4));
    });

    it('counts an index that is not an option as a wrong option', () => {
      const strays = [
        [0, 1, 2, 4],
        [0, 1, 2, -1],
        [0, 1, 2, NaN],
        [0, 1, 2.5],
        ['0', 1, 2],
        [0, 9],
      ];
      for (const choices of strays) {
        const graded = gradeAnswer(MULTIPLE, sent({ choices }), 4, RULES);
        assert.deepEqual(graded, WRONG, JSON.stringify(choices));
      }
    });

    it('is wrong with no option, or choices that are not a list', () => {
      for (const choices of [[], '0,1,2', 0, { 0: 0, 1: 1, 2: 2 }]) {
        const graded = gradeAnswer(MULTIPLE, sent({ choices }), 4, RULES);
        assert.deepEqual(graded, WRONG, JSON.stringify(choices));
      }
    });
  });

  describe('判断', () => {
    it('is right when the answer is the question’s, true or false', () => {
      assert.deepEqual(gradeAnswer(JUDGE_TRUE, { judge: true }, 1, RULES), right(1));
      assert.deepEqual(gradeAnswer(JUDGE_TRUE, { judge: false }, 1, RULES), WRONG);
      assert.deepEqual(gradeAnswer(JUDGE_FALSE, { judge: false }, 1, RULES), right(1));
      assert.deepEqual(gradeAnswer(JUDGE_FALSE, { judge: true }, 1, RULES), WRONG);
    });

    it('is never right for a question without an answer', () => {
      const unset = draft('judge', { judge: null });
      assert.deepEqual(gradeAnswer(unset, sent({ judge: null }), 1, RULES), WRONG);
    });

    it('is wrong when the answer is missing or not a boolean (never taken for 错)', () => {
      for (const judge of [undefined, null, 0, '', 'false', 'true', 1]) {
        for (const question of [JUDGE_TRUE, JUDGE_FALSE]) {
          const graded = gradeAnswer(question, sent({ judge }), 1, RULES);
          assert.deepEqual(graded, WRONG, `${String(judge)} for ${question.judge}`);
        }
      }
    });
  });

  describe('填空', () => {
    const FULL = ['北京', '长江', '3.14'];

    it('gives each right blank its share when fillPerBlank', () => {
      const perBlank = rules({ fillPerBlank: true });
      assert.deepEqual(gradeAnswer(FILL, { blanks: FULL }, 6, perBlank), right(6));
      assert.deepEqual(
        gradeAnswer(FILL, { blanks: ['北京', '黄河', '3'] }, 6, perBlank),
        partial(2),
      );
      assert.deepEqual(
        gradeAnswer(FILL, { blanks: ['', '长江', '3.14'] }, 6, perBlank),
        partial(4),
      );
      assert.deepEqual(gradeAnswer(FILL, { blanks: ['上海', '黄河', '3'] }, 6, perBlank), WRONG);
    });

    it('gives all or nothing when not fillPerBlank', () => {
      const allOrNothing = rules({ fillPerBlank: false });
      assert.deepEqual(gradeAnswer(FILL, { blanks: FULL }, 6, allOrNothing), right(6));
      assert.deepEqual(gradeAnswer(FILL, { blanks: ['', '长江', '3.14'] }, 6, allOrNothing), WRONG);
      assert.deepEqual(
        gradeAnswer(FILL, { blanks: ['北京', '黄河', '3'] }, 6, allOrNothing),
        WRONG,
      );
    });

    it('accepts any of a blank’s accepted answers', () => {
      const other = ['北京市', 'Yangtze River', '3.14'];
      assert.deepEqual(gradeAnswer(FILL, { blanks: other }, 6, RULES), right(6));
    });

    it('takes a missing blank, or one that is not text, as left empty', () => {
      assert.deepEqual(gradeAnswer(FILL, { blanks: ['北京'] }, 6, RULES), partial(2));
      const notText = sent({ blanks: ['北京', 42, 3.14] });
      assert.deepEqual(gradeAnswer(FILL, notText, 6, RULES), partial(2));
      const numberTyped = sent({ blanks: [null, '长江', 3.14] });
      assert.deepEqual(gradeAnswer(FILL, numberTyped, 6, RULES), partial(2));
    });

    it('is wrong when every blank is empty or the blanks are not a list', () => {
      for (const blanks of [['', ' ', '　'], [], '北京', { 0: '北京' }, null]) {
        const graded = gradeAnswer(FILL, sent({ blanks }), 6, RULES);
        assert.deepEqual(graded, WRONG, JSON.stringify(blanks));
      }
    });

    it('ignores blanks typed beyond the question’s', () => {
      const extra = [...FULL, '多余', '更多'];
      assert.deepEqual(gradeAnswer(FILL, { blanks: extra }, 6, RULES), right(6));
    });

    it('compares a blank’s text under the quiz’s case and width rules', () => {
      const question = oneBlank({ kind: 'text', answers: ['DNA'] });
      const typed = { blanks: ['ｄｎａ'] };
      assert.deepEqual(gradeAnswer(question, typed, 2, RULES), right(2));
      assert.deepEqual(gradeAnswer(question, typed, 2, WIDTH_ONLY), WRONG);
      assert.deepEqual(gradeAnswer(question, typed, 2, CASE_ONLY), WRONG);
      assert.deepEqual(gradeAnswer(question, { blanks: ['ＤＮＡ'] }, 2, WIDTH_ONLY), right(2));
      assert.deepEqual(gradeAnswer(question, { blanks: ['dna'] }, 2, CASE_ONLY), right(2));
    });
  });

  describe('填空 text (fillMatches)', () => {
    it('trims white space, the full-width space (U+3000) too, whatever the rules', () => {
      for (const typed of ['  北京  ', '\t北京\n', '　北京　', '\u00a0北京 \u3000']) {
        assert.equal(fillMatches(typed, '北京', STRICT), true, JSON.stringify(typed));
      }
      assert.equal(fillMatches('北京', ' 北京 ', STRICT), true, 'the accepted answer too');
    });

    it('collapses inner runs of white space to one space, and removes none', () => {
      assert.equal(fillMatches('New   York', 'New York', STRICT), true);
      assert.equal(fillMatches('New\t \nYork', 'New York', STRICT), true);
      assert.equal(fillMatches('New　York', 'New York', STRICT), true, 'U+3000 inside');
      assert.equal(fillMatches('NewYork', 'New York', STRICT), false);
      assert.equal(fillMatches('北 京', '北京', RULES), false);
    });

    it('takes full-width letters, digits and signs as half-width when fillIgnoreWidth', () => {
      const pairs = [
        ['ＡＢＣ', 'ABC'],
        ['！～', '!~'],
        ['１２３', '123'],
        ['ｘ＋１＝０', 'x+1=0'],
        ['（１）', '(1)'],
        ['甲，乙', '甲,乙'],
        ['Ｈ２Ｏ　ｉｓ', 'H2O is'],
      ];
      for (const [typed, accepted] of pairs) {
        assert.equal(fillMatches(typed!, accepted!, WIDTH_ONLY), true, `${typed} = ${accepted}`);
        assert.equal(fillMatches(accepted!, typed!, WIDTH_ONLY), true, `${accepted} = ${typed}`);
        assert.equal(fillMatches(typed!, accepted!, STRICT), false, `${typed} ≠ ${accepted}`);
      }
    });

    it('maps only the full-width forms: not 。、“” nor ㎡ ① (which NFKC would change)', () => {
      const pairs = [
        ['。', '.'],
        ['、', ','],
        ['“a”', '"a"'],
        ['㎡', 'm2'],
        ['①', '1'],
        ['½', '1/2'],
        ['ｶ', 'カ'],
        ['｟', '\u007f'],
      ];
      for (const [typed, accepted] of pairs) {
        assert.equal(fillMatches(typed!, accepted!, RULES), false, `${typed} ≠ ${accepted}`);
      }
      assert.equal(fillMatches('㎡', '㎡', RULES), true);
      assert.equal(fillMatches('①', '①', RULES), true);
    });

    it('ignores case when fillIgnoreCase, full-width letters too', () => {
      assert.equal(fillMatches('Beijing', 'BEIJING', CASE_ONLY), true);
      assert.equal(fillMatches('Beijing', 'BEIJING', WIDTH_ONLY), false);
      assert.equal(fillMatches('ＢＥＩＪＩＮＧ', 'beijing', RULES), true);
      assert.equal(fillMatches('ＢＥＩＪＩＮＧ', 'beijing', WIDTH_ONLY), false);
      assert.equal(fillMatches('Ａ', 'ａ', CASE_ONLY), true, 'full-width with full-width');
      assert.equal(fillMatches('Ａ', 'a', CASE_ONLY), false, 'widths still differ');
      assert.equal(fillMatches('Ǎ', 'ǎ', CASE_ONLY), true);
    });

    it('compares Chinese answers as whole texts', () => {
      assert.equal(fillMatches('北京', '北京', STRICT), true);
      assert.equal(fillMatches('北京市', '北京', RULES), false);
      assert.equal(fillMatches('北', '北京', RULES), false);
      assert.equal(fillMatches('黄河', '长江', RULES), false);
      assert.equal(fillMatches('長江', '长江', RULES), false, '繁体 is not 简体');
    });

    it('takes pinyin with combining tone marks as the precomposed letters (NFC)', () => {
      assert.equal(fillMatches('ni\u030c ha\u030co', 'nǐ hǎo', STRICT), true);
      assert.equal(fillMatches('ni hao', 'nǐ hǎo', RULES), false, 'tones still count');
    });

    it('never matches an empty answer', () => {
      for (const typed of ['', '   ', '　', '\n']) {
        assert.equal(fillMatches(typed, '', RULES), false, JSON.stringify(typed));
        assert.equal(fillMatches(typed, ' ', STRICT), false, JSON.stringify(typed));
      }
    });

    it('normalises in the documented order', () => {
      assert.equal(normalFillText('　Ｎｅｗ　 York ', RULES), 'new york');
      assert.equal(normalFillText('　Ｎｅｗ　 York ', STRICT), 'Ｎｅｗ York');
    });
  });

  describe('填空 numbers', () => {
    it('reads plain decimal numbers, trimmed', () => {
      const numbers: [string, number][] = [
        ['3.14', 3.14],
        [' 1e3 ', 1000],
        ['1E3', 1000],
        ['2.5e-3', 0.0025],
        ['-2', -2],
        ['+2', 2],
        ['.5', 0.5],
        ['-.5', -0.5],
        ['3.', 3],
        ['007', 7],
        ['　42　', 42],
      ];
      for (const [typed, value] of numbers) {
        assert.equal(parseFillNumber(typed, STRICT), value, JSON.stringify(typed));
      }
    });

    it('reads full-width digits and signs only when fillIgnoreWidth', () => {
      const numbers: [string, number][] = [
        ['３．１４', 3.14],
        ['１２３', 123],
        ['－２', -2],
        ['１ｅ３', 1000],
        ['＋．５', 0.5],
      ];
      for (const [typed, value] of numbers) {
        assert.equal(parseFillNumber(typed, WIDTH_ONLY), value, typed);
        assert.equal(parseFillNumber(typed, STRICT), null, typed);
      }
    });

    it('rejects what is not a plain decimal number', () => {
      const notNumbers = [
        '',
        '   ',
        '3.14abc',
        'abc',
        '1,000',
        '3,14',
        '1 000',
        '1_000',
        '0x10',
        '0b1',
        'Infinity',
        '-Infinity',
        'NaN',
        '1e999',
        '1.2.3',
        '..5',
        '.',
        '+-2',
        '- 2',
        '1e',
        'e3',
        '1/2',
        '50%',
        '½',
        '三',
        '−2',
      ];
      for (const typed of notNumbers) {
        assert.equal(parseFillNumber(typed, RULES), null, JSON.stringify(typed));
      }
    });

    it('is right within the tolerance of an accepted value, the bounds included', () => {
      const question = numeric({ value: 3.14, tolerance: 0.01 });
      for (const typed of ['3.14', '3.15', '3.13', '3.145', '314e-2']) {
        assert.deepEqual(gradeAnswer(question, { blanks: [typed] }, 2, RULES), right(2), typed);
      }
      for (const typed of ['3.16', '3.12', '3.1511', '-3.14', '3.14abc', '1,000']) {
        assert.deepEqual(gradeAnswer(question, { blanks: [typed] }, 2, RULES), WRONG, typed);
      }
    });

    it('forgives binary floating-point error, and only that, with no tolerance', () => {
      const computed = numeric({ value: 0.1 + 0.2, tolerance: 0 });
      assert.deepEqual(gradeAnswer(computed, { blanks: ['0.3'] }, 2, RULES), right(2));
      const exact = numeric({ value: 100, tolerance: 0 });
      assert.deepEqual(gradeAnswer(exact, { blanks: ['100'] }, 2, RULES), right(2));
      assert.deepEqual(gradeAnswer(exact, { blanks: ['100.001'] }, 2, RULES), WRONG);
      assert.deepEqual(gradeAnswer(exact, { blanks: ['99.9999'] }, 2, RULES), WRONG);
      const zero = numeric({ value: 0, tolerance: 0 });
      assert.deepEqual(gradeAnswer(zero, { blanks: ['-0'] }, 2, RULES), right(2));
      assert.deepEqual(gradeAnswer(zero, { blanks: ['1e-12'] }, 2, RULES), WRONG);
    });

    it('is right for any of the accepted values', () => {
      const question = numeric({ value: 0.5, tolerance: 0 }, { value: 50, tolerance: 0 });
      for (const typed of ['0.5', '.5', '50']) {
        assert.deepEqual(gradeAnswer(question, { blanks: [typed] }, 2, RULES), right(2), typed);
      }
      assert.deepEqual(gradeAnswer(question, { blanks: ['5'] }, 2, RULES), WRONG);
    });

    it('takes a negative tolerance as none', () => {
      const question = numeric({ value: 2, tolerance: -1 });
      assert.deepEqual(gradeAnswer(question, { blanks: ['2'] }, 2, RULES), right(2));
      assert.deepEqual(gradeAnswer(question, { blanks: ['1.5'] }, 2, RULES), WRONG);
    });

    it('reads full-width numbers under the width rule', () => {
      const question = numeric({ value: 3.14, tolerance: 0 });
      const typed = { blanks: ['３．１４'] };
      assert.deepEqual(gradeAnswer(question, typed, 2, WIDTH_ONLY), right(2));
      assert.deepEqual(gradeAnswer(question, typed, 2, STRICT), WRONG);
    });
  });

  describe('简答', () => {
    it('waits for a teacher, with 0, when it has content', () => {
      const answers = ['<p>因为……</p>', '答', '<p><img src="/uploads/a.png"></p>', '$x^2$'];
      for (const text of answers) {
        const graded = gradeAnswer(ESSAY, { text }, 10, RULES);
        assert.deepEqual(graded, { score: 0, verdict: 'pending' }, text);
      }
    });

    it('is wrong, with 0, when empty or not text', () => {
      const empties = ['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<p>　</p>', 42, null];
      for (const text of empties) {
        assert.deepEqual(gradeAnswer(ESSAY, sent({ text }), 10, RULES), WRONG, String(text));
      }
    });
  });

  it('grades the contract’s example: 多选 A、B、C right, A and C chosen, worth 4', () => {
    const graded = gradeAnswer(MULTIPLE, { choices: [0, 2] }, 4, DEFAULT_GRADING_RULES);
    assert.deepEqual(graded, { score: 2, verdict: 'partial' });
  });
});
