/**
 * Moodle's GIFT text for the question bank (题库): readGift reads every GIFT feature the five
 * question types use (titles, format markers, escapes, weights, feedback, missing-word blanks,
 * numeric ranges, categories, comments, Windows line endings, a BOM) and reports what it cannot
 * read in Chinese on the line its question begins; writeGift writes what readGift reads back to
 * the same drafts, 难度/知识点/分值 and 参考答案 included. No database: pure functions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QuestionDraft } from '../../src/core/api/question-contract';
import { cellToHtml } from '../../server/teaching/questions/formats/cell-html';
import { readGift } from '../../server/teaching/questions/formats/gift-read';
import { writeGift } from '../../server/teaching/questions/formats/gift-write';
import type { ReadQuestion } from '../../server/teaching/questions/formats/read-question';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';
import { questionDraft } from './helpers/question-draft';

/** A draft with the empty fields filled in (plain stems as the editor stores them). */
function draft(fields: Partial<QuestionDraft> & Pick<QuestionDraft, 'type'>): QuestionDraft {
  return questionDraft(fields.type, fields);
}

/** The only question of a text. */
function only(text: string): ReadQuestion {
  const read = readGift(text);
  assert.equal(read.length, 1, `one question in ${JSON.stringify(text)}`);
  return read[0] as ReadQuestion;
}

/** The draft of the only question, which must read without problems. */
function draftOf(text: string): QuestionDraft {
  const { draft: read, problems } = only(text);
  assert.deepEqual(problems, []);
  assert.ok(read);
  return read;
}

/** The problems of the only question, which must not read. */
function problemsOf(text: string): { line: number; problems: string[] } {
  const { draft: read, problems, line } = only(text);
  assert.equal(read, null);
  return { line, problems };
}

describe('GIFT (Moodle) import and export of the question bank', EMBEDDED_RUN_ONLY, () => {
  describe('readGift: the file', () => {
    it('separates questions by blank lines and gives each the line it begins on', () => {
      const read = readGift('1+1=?{=\\=2 =二}\n\n\n地球是圆的。{T}\n\n  \n太阳是冷的。\n{F}\n');
      assert.deepEqual(
        read.map((question) => [question.line, question.type, question.stemText]),
        [
          [1, 'fill', '1+1=? ___'],
          [4, 'judge', '地球是圆的。'],
          [7, 'judge', '太阳是冷的。'],
        ],
      );
      assert.deepEqual(read[0]?.draft?.blanks, [{ kind: 'text', answers: ['=2', '二'] }]);
    });

    it('skips // comment lines and $CATEGORY lines, and a paragraph of only those', () => {
      const text = [
        '// 第一章 力学',
        '// 整段都是注释',
        '',
        '$CATEGORY: $course$/top/第一章',
        '',
        '// 这一题是判断',
        '$CATEGORY: $course$/top/第二章',
        '地球是圆的。{T}',
        '// 题后的注释',
      ].join('\n');
      const read = only(text);
      assert.equal(read.line, 8);
      assert.equal(read.draft?.stem, '<p>地球是圆的。</p>');
    });

    it('reads Windows line endings, old Mac ones and a UTF-8 BOM', () => {
      const read = readGift(
        '\uFEFF// 难度: 难\r\n地球是\\n圆的。{T}\r\n\r\n太阳是冷的。{F}\r\r月亮{\r=卫星\r}',
      );
      assert.deepEqual(
        read.map((question) => [question.line, question.draft?.stem, question.draft?.difficulty]),
        [
          [2, '<p>地球是<br>圆的。</p>', 'hard'],
          [4, '<p>太阳是冷的。</p>', 'medium'],
          [6, '<p>月亮___</p>', 'medium'],
        ],
      );
    });

    it('reads a question over several lines, its answers indented', () => {
      const read = draftOf('::多行::下列哪些是质数？\n第二行\n{\n\t=2\n    ~4\n\t~6\n}');
      assert.equal(read.stem, '<p>下列哪些是质数？<br>第二行</p>');
      assert.deepEqual(read.options, ['<p>2</p>', '<p>4</p>', '<p>6</p>']);
      assert.deepEqual(read.correct, [0]);
    });

    it('gives nothing for an empty file or one of only comments', () => {
      assert.deepEqual(readGift(''), []);
      assert.deepEqual(readGift('\uFEFF\n// 只有注释\n\n$CATEGORY: x\n'), []);
    });
  });

  describe('readGift: text', () => {
    it('leaves a ::title:: out of the stem, escaped colons in it too', () => {
      const read = only('::第 1 题\\: 首都::中国的首都是{=北京}。');
      assert.equal(read.stemText, '中国的首都是___。');
      assert.equal(read.draft?.stem, '<p>中国的首都是___。</p>');
    });

    it('reads [html] as HTML as it is, other text (and [moodle], [markdown]) as plain text', () => {
      assert.equal(draftOf('[html]<p>a &lt; <b>b</b></p>{T}').stem, '<p>a &lt; <b>b</b></p>');
      assert.equal(draftOf('[html]a &amp; <b>b</b>{T}').stem, 'a &amp; <b>b</b>');
      assert.equal(draftOf('a < b & c{T}').stem, '<p>a &lt; b &amp; c</p>');
      assert.equal(draftOf('[moodle]a < b{T}').stem, '<p>a &lt; b</p>');
      assert.equal(draftOf('[markdown]**a**{T}').stem, '<p>**a**</p>');
      // plain text shaped like HTML is HTML, as in an .xlsx cell, but not under [plain]
      assert.equal(draftOf('<p>x</p>{T}').stem, '<p>x</p>');
      assert.equal(draftOf('[plain]<p>x</p>{T}').stem, '<p>&lt;p&gt;x&lt;/p&gt;</p>');
      assert.equal(draftOf('::t::[html]<p>x</p>{T}').stem, '<p>x</p>');
    });

    it("reads options and 解析 in the stem's format unless they carry their own", () => {
      const read = draftOf(
        '[html]<p>选</p>{=<i>a</i> ~[moodle]<i>b</i> ~[plain]c < d ####<p>解</p>}',
      );
      assert.deepEqual(read.options, ['<i>a</i>', '<i>b</i>', '<p>c &lt; d</p>']);
      assert.equal(read.analysis, '<p>解</p>');
      const plain = draftOf('选{=a < b ~[html]<i>b</i> ####[html]<p>解</p>}');
      assert.deepEqual(plain.options, ['<p>a &lt; b</p>', '<i>b</i>']);
      assert.equal(plain.analysis, '<p>解</p>');
    });

    it('reads the escapes \\~ \\= \\# \\{ \\} \\: \\\\ and \\n', () => {
      const read = draftOf(
        '::t::a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni \\\\n $\\\\frac\\{1\\}\\{2\\}$ \\q{=x\\=1 ~y\\~2\\#3 ~z\\}}',
      );
      assert.equal(read.stem, '<p>a~b=c#d{e}f:g\\h<br>i \\n $\\frac{1}{2}$ \\q</p>');
      assert.deepEqual(read.options, ['<p>x=1</p>', '<p>y~2#3</p>', '<p>z}</p>']);
    });

    it('gives the stem as plain text for the list', () => {
      const read = only('[html]<p>力 <b>F</b> = ma，</p><p>求 a。</p>{}');
      assert.equal(read.stemText, '力 F = ma， 求 a。');
    });
  });

  describe('readGift: 单选 and 多选', () => {
    it('reads one = answer as 单选, keeping ####解析 and each answer’s feedback as lines of 解析', () => {
      const read = only('谁葬在格兰特墓中？{~格兰特#错 ~杰斐逊 =没有人#对 ####墓在地上}');
      assert.equal(read.type, 'single');
      assert.equal(read.stemText, '谁葬在格兰特墓中？');
      assert.deepEqual(read.draft?.options, ['<p>格兰特</p>', '<p>杰斐逊</p>', '<p>没有人</p>']);
      assert.deepEqual(read.draft?.correct, [2]);
      assert.equal(read.draft?.analysis, '<p>墓在地上</p><p>选项A：错</p><p>选项C：对</p>');
      assert.equal(read.draft?.judge, null);
      assert.deepEqual(read.draft?.blanks, []);
    });

    it('reads positive percent weights as the right options of 多选', () => {
      const read = only('哪些是质数？{~%50%2 ~%50%3 ~%-100%4 ~%-50%6}');
      assert.equal(read.type, 'multiple');
      assert.deepEqual(read.draft?.correct, [0, 1]);
      assert.equal(read.draft?.options.length, 4);
      // without an = Moodle makes it multiple-answer, however many are right
      assert.equal(only('{~%100%对 ~错}前面是题干').type, 'multiple');
      assert.deepEqual(only('哪个是质数？{~%100%2 ~4}').draft?.correct, [0]);
    });

    it('reads two or more = answers as 多选', () => {
      const read = draftOf('哪些是偶数？{=2 ~3 =4}');
      assert.equal(read.type, 'multiple');
      assert.deepEqual(read.correct, [0, 2]);
    });

    it('keeps only the = answer of a 单选 with partly right options', () => {
      const read = draftOf('最好的答案？{=甲 ~%50%乙 ~丙}');
      assert.equal(read.type, 'single');
      assert.deepEqual(read.correct, [0]);
    });

    it('reads the missing-word form of a choice: ___ where its block stands', () => {
      const read = draftOf('格兰特{~被火化 =被安葬 ~活着}在格兰特墓中。');
      assert.equal(read.stem, '<p>格兰特___在格兰特墓中。</p>');
      assert.equal(read.type, 'single');
    });
  });

  describe('readGift: 判断', () => {
    it('reads T, TRUE, F and FALSE (any case), 解析 and the feedback kept', () => {
      const judged = ['{T}', '{TRUE}', '{F}', '{FALSE}', '{true}', '{f}'].map(
        (block) => draftOf(`说法${block}`).judge,
      );
      assert.deepEqual(judged, [true, true, false, false, true, false]);
      const read = draftOf('地球是平的。{F#答错了#答对了####地球是球形的}');
      assert.equal(read.type, 'judge');
      assert.equal(read.judge, false);
      assert.equal(read.analysis, '<p>地球是球形的</p><p>答错时：答错了</p><p>答对时：答对了</p>');
      assert.deepEqual(read.options, []);
    });
  });

  describe('readGift: 填空', () => {
    it('reads {=a =b} after the stem as one blank, marking it at the end', () => {
      const read = draftOf('中国的首都是哪座城市？{=北京 =Beijing =北京市}');
      assert.equal(read.type, 'fill');
      assert.equal(read.stem, '<p>中国的首都是哪座城市？___</p>');
      assert.deepEqual(read.blanks, [{ kind: 'text', answers: ['北京', 'Beijing', '北京市'] }]);
      assert.equal(draftOf("Who's buried here?{=no one}").stem, "<p>Who's buried here? ___</p>");
      assert.equal(draftOf('[html]<p>首都？</p>{=北京}').stem, '<p>首都？___</p>');
    });

    it('reads the missing-word form: the blank where the block stands', () => {
      const read = draftOf('中国的首都是{=北京 =Beijing}。');
      assert.equal(read.stem, '<p>中国的首都是___。</p>');
      assert.deepEqual(read.blanks, [{ kind: 'text', answers: ['北京', 'Beijing'] }]);
    });

    it('reads a block right after the ___ of the stem as that blank', () => {
      assert.equal(draftOf('首都是___{=北京}').stem, '<p>首都是___</p>');
      assert.equal(draftOf('首都是_____{=北京}。').stem, '<p>首都是_____。</p>');
      assert.equal(draftOf('___ 是首都。{=北京}').stem, '<p>___ 是首都。</p>');
    });

    it('reads several answer blocks as several blanks, in order', () => {
      const read = draftOf(
        '单摆周期 T = {=2π√(l/g)}，g 取 {#9.8:0.05} m/s²，摆长 {=l =L ####周期与振幅无关}',
      );
      assert.equal(read.stem, '<p>单摆周期 T = ___，g 取 ___ m/s²，摆长 ___</p>');
      assert.deepEqual(read.blanks, [
        { kind: 'text', answers: ['2π√(l/g)'] },
        { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
        { kind: 'text', answers: ['l', 'L'] },
      ]);
      assert.equal(read.analysis, '<p>周期与振幅无关</p>');
      assert.equal(draftOf('{=a}和{=b}{=c ####解析}').analysis, '<p>解析</p>');
      assert.equal(draftOf('{=a}和{=b}{=c ####解析}').stem, '<p>___和______</p>');
    });

    it('reads numeric answers: value:tolerance, a min..max range, several, a bare number', () => {
      const blanks = [
        '{#3.14:0.01}',
        '{#1..5}',
        '{#0.1..0.3}',
        '{# =3.14:0.01 =3:0.5}',
        '{#-2}',
        '{#1e3:+.5}',
        '{#2~#其他答案都不对}',
      ].map((block) => draftOf(`数值？${block}`).blanks);
      assert.deepEqual(blanks, [
        [{ kind: 'number', answers: [{ value: 3.14, tolerance: 0.01 }] }],
        [{ kind: 'number', answers: [{ value: 3, tolerance: 2 }] }],
        [{ kind: 'number', answers: [{ value: 0.2, tolerance: 0.1 }] }],
        [
          {
            kind: 'number',
            answers: [
              { value: 3.14, tolerance: 0.01 },
              { value: 3, tolerance: 0.5 },
            ],
          },
        ],
        [{ kind: 'number', answers: [{ value: -2, tolerance: 0 }] }],
        [{ kind: 'number', answers: [{ value: 1000, tolerance: 0.5 }] }],
        [{ kind: 'number', answers: [{ value: 2, tolerance: 0 }] }],
      ]);
    });

    it('keeps only the full-credit answers of a blank, feedback dropped', () => {
      const text = draftOf('首都？{=%100%北京#对 =%50%北平#旧称 =Beijing#对 =%0%*#不对}');
      assert.deepEqual(text.blanks, [{ kind: 'text', answers: ['北京', 'Beijing'] }]);
      const numeric = draftOf('π？{#\n\t=%100%3.14:0.01#对\n\t=%50%3:0.2#接近\n\t~#不对\n}');
      assert.deepEqual(numeric.blanks, [
        { kind: 'number', answers: [{ value: 3.14, tolerance: 0.01 }] },
      ]);
    });
  });

  describe('readGift: 简答', () => {
    it('reads {} as 简答 with an empty 参考答案, and {####…} with its 解析', () => {
      const read = only('简述牛顿第一定律。{}');
      assert.equal(read.type, 'essay');
      assert.equal(read.draft?.reference, '');
      assert.equal(read.draft?.score, 10);
      assert.equal(
        draftOf('简述。{####[html]<p>要点：<b>惯性</b></p>}').analysis,
        '<p>要点：<b>惯性</b></p>',
      );
    });

    it('reads // 参考答案: back into the 参考答案 (only of a 简答)', () => {
      const read = draftOf('// 参考答案: 物体保持\\n静止\\: 或匀速\n简述。{}');
      assert.equal(read.reference, '<p>物体保持<br>静止: 或匀速</p>');
      assert.equal(
        draftOf('// 参考答案：[html]<p><b>惯性</b></p>\n简述。{}').reference,
        '<p><b>惯性</b></p>',
      );
      assert.equal(draftOf('// 参考答案: 甲\n说法{T}').reference, '');
    });
  });

  describe('readGift: 难度, 知识点, 分值', () => {
    it('defaults: 中, no 知识点, 2 points (10 for 简答)', () => {
      const read = draftOf('说法{T}');
      assert.equal(read.difficulty, 'medium');
      assert.deepEqual(read.tags, []);
      assert.equal(read.score, 2);
      assert.equal(draftOf('选{=a ~b}').score, 2);
      assert.equal(draftOf('填{=a}').score, 2);
      assert.equal(draftOf('答{}').score, 10);
    });

    it('reads the comment line before a question', () => {
      const read = draftOf('// 难度: 难; 知识点: 牛顿定律, 单摆; 分值: 5\n单摆周期与摆长有关。{T}');
      assert.equal(read.difficulty, 'hard');
      assert.deepEqual(read.tags, ['牛顿定律', '单摆']);
      assert.equal(read.score, 5);
      const fullWidth = draftOf('//难度：易；知识点：力学，热学、光学；分值：2.5\n说法{T}');
      assert.equal(fullWidth.difficulty, 'easy');
      assert.deepEqual(fullWidth.tags, ['力学', '热学', '光学']);
      assert.equal(fullWidth.score, 2.5);
      assert.equal(draftOf('// 难度: 中等\n说法{T}').difficulty, 'medium');
      assert.equal(draftOf('// 难度: hard\n说法{T}').difficulty, 'hard');
      assert.equal(draftOf('// 分值: 4\n说法{T}').score, 4);
    });

    it("reads Moodle's [tag:…] too, without doubles, and escaped separators in a 知识点", () => {
      const read = draftOf(
        '// question: 3  name: Q3\n// [tag:力学] [tag:a\\]b]\n// 知识点: 力学, 电\\, 磁\\; 光\n说法{T}',
      );
      assert.deepEqual(read.tags, ['力学', 'a]b', '电, 磁; 光']);
    });

    it('ignores other comments, even ones with a colon', () => {
      const read = draftOf('// question: 12  name: Q1\n// 作者: 张老师\n说法{T}');
      assert.equal(read.difficulty, 'medium');
      assert.equal(read.score, 2);
    });
  });

  describe('readGift: problems, on the line the question begins', () => {
    it('refuses matching questions', () => {
      const read = readGift(
        '说法{T}\n\n// 配对\n::匹配::把国家与首都配对。{\n=中国 -> 北京\n=法国 -> 巴黎\n}',
      );
      assert.equal(read[1]?.line, 4);
      assert.equal(read[1]?.type, null);
      assert.equal(read[1]?.draft, null);
      assert.deepEqual(read[1]?.problems, ['题型：不支持匹配题']);
      assert.equal(read[1]?.stemText, '把国家与首都配对。');
    });

    it('reports unbalanced braces and unescaped ones, with the line and a hint', () => {
      const text = [
        '说法{T}',
        '',
        '求 $\\frac{1}{2}$ 的值{=0.5}',
        '',
        '缺右括号{=a',
        '',
        '多余 } 括号{T}',
        '',
        '// 注释不算',
        '嵌套{=a {b}}',
      ];
      const hint = '文字中的花括号要写成 \\{ 和 \\}';
      const read = readGift(text.join('\n'));
      assert.deepEqual(
        read.map((question) => [question.line, question.type, question.problems]),
        [
          [1, 'judge', []],
          [
            3,
            null,
            [
              `答案：“{1}”不是答案（答案以 = 或 ~ 开头，${hint}）`,
              `答案：“{2}”不是答案（答案以 = 或 ~ 开头，${hint}）`,
            ],
          ],
          [5, null, ['格式：“{” 没有对应的“}”']],
          [7, null, [`格式：“}” 前面没有对应的“{”（${hint}）`]],
          [10, null, [`格式：“{…}” 中又有“{”（${hint}）`]],
        ],
      );
      assert.equal(read[2]?.stemText, '缺右括号{=a');
      // escaped, the same stem reads
      assert.equal(
        draftOf('求 $\\\\frac\\{1\\}\\{2\\}$ 的值{=0.5}').stem,
        '<p>求 $\\frac{1}{2}$ 的值___</p>',
      );
    });

    it('reports a choice question without a right option, with one option, an empty one', () => {
      assert.deepEqual(problemsOf('\n\n哪个对？{~a ~b ~%-50%c}'), {
        line: 3,
        problems: ['答案：没有正确选项'],
      });
      assert.equal(only('哪个对？{~a ~b}').type, 'multiple');
      assert.deepEqual(problemsOf('哪个对？{~%100%a}').problems, ['选项：至少要有 2 个']);
      assert.deepEqual(problemsOf('哪个对？{=a ~ ~c}').problems, ['选项B：为空']);
      assert.deepEqual(problemsOf('哪个对？{a =b ~c}').problems, [
        '答案：“{a =b ~c}”不是答案（答案以 = 或 ~ 开头，文字中的花括号要写成 \\{ 和 \\}）',
      ]);
    });

    it('reports a blank without a full-credit answer, a bad number, an empty answer', () => {
      assert.deepEqual(problemsOf('首都？{=%50%北平}').problems, ['答案：第 1 空没有满分答案']);
      assert.deepEqual(problemsOf('π？{#=%50%3}').problems, ['答案：第 1 空没有满分答案']);
      assert.deepEqual(problemsOf('{=a} 与 {#abc}').problems, [
        '答案：第 2 空的“abc”不是数值（可写 3.14、3.14:0.01 或 1..5）',
      ]);
      const bad = ['{#5..1}', '{#3:-1}', '{#1:2:3}', '{#}'].map((block) =>
        problemsOf(`数${block}`),
      );
      assert.deepEqual(
        bad.map((read) => read.problems.length),
        [1, 1, 1, 1],
      );
      assert.deepEqual(problemsOf('首都？{=北京 = }').problems, ['答案：第 1 空有一个答案是空的']);
    });

    it('reports several blocks that are not all blanks (a forgotten blank line)', () => {
      const read = only('第一题{T}\n第二题{=a ~b}');
      assert.equal(read.type, null);
      assert.deepEqual(read.problems, [
        '题型：一道题有 2 个答案块，只有填空题可以有多个（每空一个）；题与题之间要空一行',
      ]);
    });

    it('reports a question without an answer block, an empty stem, an unclosed title', () => {
      assert.deepEqual(problemsOf('说明文字，没有答案。'), {
        line: 1,
        problems: ['答案：缺少答案块 {…}'],
      });
      assert.deepEqual(problemsOf('::标题::{T}').problems, ['题干：为空']);
      assert.deepEqual(problemsOf('::标题 地球是圆的{T}').problems, ['标题：缺少结尾的“::”']);
    });

    it('reports a bad 难度, 分值 or comment key, naming the field', () => {
      const read = only('// 难度: 很难; 分值: 两分; 分数: 3\n说法{T}');
      assert.equal(read.type, 'judge');
      assert.equal(read.draft, null);
      assert.deepEqual(read.problems, [
        '难度：“很难”应为 易、中 或 难',
        '分值：“两分”不是正数',
        '注释：不认识“分数”（可写 难度、知识点、分值）',
      ]);
      assert.deepEqual(problemsOf('// 分值: -1\n说法{T}').problems, ['分值：“-1”不是正数']);
    });

    it('reads the good questions of a file whatever the bad ones', () => {
      const read = readGift('坏{=a -> b}\n\n好{T}\n\n坏{\n\n好{F}');
      assert.deepEqual(
        read.map((question) => [question.line, question.draft?.judge ?? null]),
        [
          [1, null],
          [3, true],
          [5, null],
          [7, false],
        ],
      );
    });
  });

  describe('readGift: a file exported by Moodle', () => {
    const moodle = [
      '// question: 0  name: Switch category to $course$/top/默认 for 大学物理',
      '$CATEGORY: $course$/top/默认 for 大学物理',
      '',
      '',
      '// question: 101  name: 单摆',
      '// [tag:单摆] [tag:力学]',
      '::单摆::[html]<p>单摆的周期 <i>T</i> 与下列哪个量有关？</p>{',
      '\t~<p>摆球质量</p>#<p>无关</p>',
      '\t=<p>摆长</p>#<p>正确</p>',
      '\t~<p>振幅</p>#<p>小角度时无关</p>',
      '\t####<p>T \\= 2π√(l/g)</p>',
      '}',
      '',
      '// question: 102  name: 能量',
      '::能量::[html]<p>下列哪些是标量？</p>{',
      '\t~%50%<p>动能</p>#',
      '\t~%50%<p>功</p>#',
      '\t~%-100%<p>动量</p>#',
      '}',
      '',
      '// question: 103  name: 惯性',
      '::惯性::[html]<p>质量越大，惯性越大。</p>{TRUE#<p>再想想</p>#<p>对</p>####<p>质量是惯性的量度。</p>}',
      '',
      '// question: 104  name: 首都',
      '::首都::[html]<p>中国的首都是哪座城市？</p>{',
      '\t=%100%北京#',
      '\t=%100%Beijing#',
      '\t=%50%北平#<p>旧称</p>',
      '}',
      '',
      '// question: 105  name: g',
      '::g::[html]<p>重力加速度 g 约为多少 m/s²？</p>{#',
      '\t=%100%9.8:0.05#',
      '\t=%50%10:0.5#',
      '\t~#<p>再算算</p>',
      '}',
      '',
      '// question: 106  name: 论述',
      '::论述::[html]<p>论述能量守恒定律。</p>{####<p>从功能关系说起。</p>}',
      '',
      '// question: 107  name: 配对',
      '::配对::[html]<p>配对。</p>{',
      '\t=<p>力</p> -> N',
      '\t=<p>能</p> -> J',
      '}',
      '',
    ].join('\r\n');

    it('reads every supported question with its lines, types and fields', () => {
      const read = readGift(`\uFEFF${moodle}`);
      assert.deepEqual(
        read.map((question) => [question.line, question.type, question.problems]),
        [
          [7, 'single', []],
          [15, 'multiple', []],
          [22, 'judge', []],
          [25, 'fill', []],
          [32, 'fill', []],
          [39, 'essay', []],
          [42, null, ['题型：不支持匹配题']],
        ],
      );
      const [single, multiple, judge, fill, numeric, essay] = read.map(
        (question) => question.draft,
      );
      assert.deepEqual(single, {
        type: 'single',
        stem: '<p>单摆的周期 <i>T</i> 与下列哪个量有关？</p>',
        options: ['<p>摆球质量</p>', '<p>摆长</p>', '<p>振幅</p>'],
        correct: [1],
        judge: null,
        blanks: [],
        reference: '',
        analysis:
          '<p>T = 2π√(l/g)</p><p>选项A：无关</p><p>选项B：正确</p><p>选项C：小角度时无关</p>',
        difficulty: 'medium',
        tags: ['单摆', '力学'],
        score: 2,
      });
      assert.equal(read[0]?.stemText, '单摆的周期 T 与下列哪个量有关？');
      assert.deepEqual(multiple?.correct, [0, 1]);
      assert.deepEqual(multiple?.options, ['<p>动能</p>', '<p>功</p>', '<p>动量</p>']);
      assert.equal(judge?.judge, true);
      assert.equal(
        judge?.analysis,
        '<p>质量是惯性的量度。</p><p>答错时：再想想</p><p>答对时：对</p>',
      );
      assert.equal(fill?.stem, '<p>中国的首都是哪座城市？___</p>');
      assert.deepEqual(fill?.blanks, [{ kind: 'text', answers: ['北京', 'Beijing'] }]);
      assert.deepEqual(numeric?.blanks, [
        { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
      ]);
      assert.equal(essay?.analysis, '<p>从功能关系说起。</p>');
      assert.equal(essay?.score, 10);
    });
  });

  describe('writeGift', () => {
    it('writes one paragraph per question, each after its 难度/知识点/分值 line', () => {
      const { file, skipped } = writeGift([
        draft({ type: 'judge', stem: '<p>地球是圆的。</p>', judge: true, tags: ['地理', '天文'] }),
        draft({
          type: 'essay',
          stem: '<p>简述惯性。</p>',
          difficulty: 'hard',
          score: 8.5,
          analysis: '<p>从定义说起</p>',
        }),
        draft({ type: 'judge', stem: '<p>太阳是冷的。</p>', judge: false, difficulty: 'easy' }),
      ]);
      assert.deepEqual(skipped, []);
      assert.equal(
        file,
        [
          '// 难度: 中; 知识点: 地理, 天文; 分值: 2',
          '地球是圆的。{T}',
          '',
          '// 难度: 难; 分值: 8.5',
          '简述惯性。{####从定义说起}',
          '',
          '// 难度: 易; 分值: 2',
          '太阳是冷的。{F}',
          '',
        ].join('\n'),
      );
      assert.deepEqual(writeGift([]), { file: '', skipped: [] });
    });

    it('writes choices one a line: = and ~ for 单选, weights for 多选, 解析 last', () => {
      const single = writeGift([
        draft({
          type: 'single',
          stem: '<p>最小的质数？</p>',
          options: ['<p>1</p>', '<p>2</p>', '<p>3</p>'],
          correct: [1],
          analysis: '<p>1 不是质数</p>',
        }),
      ]).file;
      assert.equal(
        single,
        '// 难度: 中; 分值: 2\n最小的质数？{\n\t~1\n\t=2\n\t~3\n\t####1 不是质数\n}\n',
      );
      const weights = [1, 2, 3, 6, 7, 8].map((right) => {
        const options = Array.from({ length: 8 }, (_, i) => `<p>${i}</p>`);
        const correct = Array.from({ length: right }, (_, i) => i);
        const { file } = writeGift([draft({ type: 'multiple', options, correct })]);
        return [...file.matchAll(/~%(-?[\d.]+)%/g)].map((match) => match[1]);
      });
      assert.deepEqual(weights, [
        ['100', '-100', '-100', '-100', '-100', '-100', '-100', '-100'],
        ['50', '50', '-100', '-100', '-100', '-100', '-100', '-100'],
        ['33.33333', '33.33333', '33.33333', '-100', '-100', '-100', '-100', '-100'],
        ['16.66667', '16.66667', '16.66667', '16.66667', '16.66667', '16.66667', '-100', '-100'],
        Array.from({ length: 8 }, (_, i) => (i < 7 ? '14.28571' : '-100')),
        Array.from({ length: 8 }, () => '12.5'),
      ]);
    });

    it('escapes ~ = # { } : \\ and newlines, so LaTeX braces survive', () => {
      const { file } = writeGift([
        draft({
          type: 'essay',
          stem: cellToHtml('求 $\\frac{1}{2}$ 的值：a=1, b#2 ~ c\nd:e'),
        }),
      ]);
      assert.equal(
        file.split('\n')[1],
        '求 $\\\\frac\\{1\\}\\{2\\}$ 的值：a\\=1, b\\#2 \\~ c\\nd\\:e{}',
      );
    });

    it('writes rich text as [html], and marks plain text inside an [html] question [moodle]', () => {
      const { file } = writeGift([
        draft({
          type: 'single',
          stem: '<p>图中 <b>哪个</b> 对？</p><p><img src="/media/1.png"></p>',
          options: ['<p>甲</p>', '<p><i>乙</i></p>'],
          correct: [0],
          analysis: '<p>因为</p>',
        }),
      ]);
      assert.equal(
        file.split('\n').slice(1).join('\n'),
        '[html]<p>图中 <b>哪个</b> 对？</p><p><img src\\="/media/1.png"></p>{\n' +
          '\t=[moodle]甲\n\t~<p><i>乙</i></p>\n\t####[moodle]因为\n}\n',
      );
      const plainStem = writeGift([
        draft({ type: 'single', options: ['<p>甲</p>', '<p><i>乙</i></p>'], correct: [1] }),
      ]).file;
      assert.match(plainStem, /^\t~甲$/m);
      assert.match(plainStem, /^\t=\[html\]<p><i>乙<\/i><\/p>$/m);
    });

    it('writes a 填空 in the missing-word form, several blanks as several blocks', () => {
      const { file, skipped } = writeGift([
        draft({
          type: 'fill',
          stem: '<p>中国的首都是___。</p>',
          blanks: [{ kind: 'text', answers: ['北京', 'Beijing'] }],
        }),
        draft({
          type: 'fill',
          stem: '<p>g = ___ m/s²，T = ___</p>',
          blanks: [
            { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
            {
              kind: 'number',
              answers: [
                { value: 2, tolerance: 0 },
                { value: 2.01, tolerance: 0.01 },
              ],
            },
          ],
          analysis: '<p>公式</p>',
        }),
        draft({
          type: 'fill',
          stem: '<p>首都是___</p>',
          blanks: [{ kind: 'number', answers: [{ value: 3, tolerance: 0 }] }],
        }),
      ]);
      assert.deepEqual(skipped, []);
      assert.deepEqual(
        file.split('\n\n').map((question) => question.split('\n')[1]),
        [
          '中国的首都是{=北京 =Beijing}。',
          'g \\= {#9.8:0.05} m/s²，T \\= {#=2 =2.01:0.01####公式}',
          // a block ending the stem would leave Moodle no blank: it follows the ___ instead
          '首都是___{#3}',
        ],
      );
      // a blank the stem does not mark goes after it (Moodle's short answer), read back marked
      const unmarked = draft({
        type: 'fill',
        stem: '<p>首都？</p>',
        blanks: [{ kind: 'text', answers: ['北京'] }],
      });
      const written = writeGift([unmarked]).file;
      assert.equal(written.split('\n')[1], '首都？{=北京}');
      assert.equal(readGift(written)[0]?.draft?.stem, '<p>首都？___</p>');
    });

    it('writes a 简答 as {} with its 参考答案 in a comment line', () => {
      const { file } = writeGift([
        draft({
          type: 'essay',
          stem: '<p>简述。</p>',
          reference: '<p>要点一<br>要点二: 惯性</p>',
        }),
        draft({ type: 'essay', stem: '<p>论述。</p>', reference: '<p><b>要点</b></p>' }),
      ]);
      assert.equal(
        file,
        '// 难度: 中; 分值: 10\n// 参考答案: 要点一\\n要点二\\: 惯性\n简述。{}\n\n' +
          '// 难度: 中; 分值: 10\n// 参考答案: [html]<p><b>要点</b></p>\n论述。{}\n',
      );
    });

    it('skips (with the reason) a 填空 whose blanks GIFT cannot place or tell from matching', () => {
      const { file, skipped } = writeGift([
        draft({
          type: 'fill',
          stem: '<p>___ 和 ___ 和 ___</p>',
          blanks: [
            { kind: 'text', answers: ['a'] },
            { kind: 'text', answers: ['b'] },
          ],
        }),
        draft({ type: 'judge', judge: true }),
        draft({
          type: 'fill',
          stem: '<p>反应：___</p>',
          blanks: [{ kind: 'text', answers: ['A->B'] }],
        }),
        draft({ type: 'fill', stem: '<p>___</p>', blanks: [] }),
        draft({ type: 'fill', stem: '<p>___</p>', blanks: [{ kind: 'text', answers: [] }] }),
      ]);
      assert.deepEqual(skipped, [
        { index: 0, reason: '题干：有 2 个空，题干中却有 3 处“___”，GIFT 标不出空的位置' },
        { index: 2, reason: '答案：第 1 空的答案含“->”，GIFT 会把它读成匹配题' },
        { index: 3, reason: '答案：填空题没有空' },
        { index: 4, reason: '答案：第 1 空没有答案' },
      ]);
      assert.equal(file, '// 难度: 中; 分值: 2\n题干{T}\n');
    });

    it('writes text that would read as GIFT syntax so that it does not', () => {
      const drafts = [
        draft({ type: 'judge', stem: '<p>// 不是注释</p>', judge: true }),
        draft({ type: 'judge', stem: '<p>[html] 是格式标记</p>', judge: false }),
        draft({ type: 'judge', stem: '<p>::不是标题::</p>', judge: false }),
        draft({
          type: 'single',
          options: ['<p>%50% 的概率</p>', '<p>%100%</p>'],
          correct: [1],
        }),
        draft({ type: 'fill', stem: '<p>___</p>', blanks: [{ kind: 'text', answers: ['%50%'] }] }),
        draft({ type: 'essay', stem: '<p>$CATEGORY: 不是类别</p>' }),
      ];
      const { file } = writeGift(drafts);
      const questions = file.trimEnd().split('\n\n');
      assert.deepEqual(
        questions.map((question) => question.split('\n').slice(1).join('\n')),
        [
          '[moodle]// 不是注释{T}',
          '[moodle][html] 是格式标记{F}',
          '\\:\\:不是标题\\:\\:{F}',
          '题干{\n\t~%0%%50% 的概率\n\t=%100%\n}',
          '___{=%100%%50%}',
          '$CATEGORY\\: 不是类别{}',
        ],
      );
      assert.deepEqual(
        readGift(file).map((question) => question.draft),
        drafts,
      );
    });
  });

  describe('round trip: readGift(writeGift(drafts).file)', () => {
    const plain = cellToHtml;
    const drafts: QuestionDraft[] = [
      draft({
        type: 'single',
        stem: plain('单摆的周期 $T=2\\pi\\sqrt{\\frac{l}{g}}$ 与哪个量有关？'),
        options: ['摆球质量', '摆长 {l}', '振幅 A=1', 'x#y~z'].map(plain),
        correct: [1],
        analysis: plain('小角度时 $T$ 与振幅无关：\n见 \\S 3。'),
        difficulty: 'easy',
        tags: ['单摆', '力学, 振动', 'a;b', 'c\\d'],
        score: 3,
      }),
      draft({
        type: 'single',
        stem: '<p>图中 <b>哪个</b> 对？</p><p><img src="/media/q/1.png" alt="图"></p>',
        options: ['<p>甲</p>', '<p><i>乙</i> = 2</p>', plain('a < b')],
        correct: [2],
        analysis: '<p><b>注意</b>单位</p>',
      }),
      draft({
        type: 'multiple',
        stem: plain('下列哪些是标量？'),
        options: ['动能', '功', '动量', '%50% 的概率', '[html]', '//'].map(plain),
        correct: [0, 1, 3],
        difficulty: 'hard',
        score: 4.5,
      }),
      draft({
        type: 'multiple',
        stem: plain('全选'),
        options: ['a', 'b'].map(plain),
        correct: [0, 1],
      }),
      draft({
        type: 'multiple',
        stem: plain('只一个对'),
        options: ['a', 'b'].map(plain),
        correct: [0],
      }),
      draft({ type: 'judge', stem: plain('质量越大，惯性越大。'), judge: true }),
      draft({
        type: 'judge',
        stem: plain('::x:: 不是标题，{T} 也不是答案'),
        judge: false,
        analysis: plain('####不是分隔'),
      }),
      draft({
        type: 'fill',
        stem: plain('中国的首都是___。'),
        blanks: [{ kind: 'text', answers: ['北京', 'Beijing', 'a=b', '1:2', 'T'] }],
        tags: ['地理'],
      }),
      draft({
        type: 'fill',
        stem: plain('g = ___ m/s²，T = ___ s，单位是____'),
        blanks: [
          { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
          {
            kind: 'number',
            answers: [
              { value: -2, tolerance: 0 },
              { value: 2.01, tolerance: 0.01 },
              { value: 1e-7, tolerance: 1e-8 },
            ],
          },
          { kind: 'text', answers: ['秒', 's'] },
        ],
        analysis: plain('见 $\\frac{1}{2}$'),
      }),
      draft({
        type: 'fill',
        stem: plain('___是中国的首都'),
        blanks: [{ kind: 'text', answers: ['北京'] }],
      }),
      draft({
        type: 'fill',
        stem: plain('中国的首都是___'),
        blanks: [{ kind: 'text', answers: ['北京'] }],
      }),
      draft({
        type: 'fill',
        stem: '<p>首都是 ___ <b>吗</b></p>',
        blanks: [{ kind: 'number', answers: [{ value: 0.5, tolerance: 0 }] }],
      }),
      draft({
        type: 'fill',
        stem: plain('___ 和 ___'),
        blanks: [
          { kind: 'text', answers: ['a'] },
          { kind: 'text', answers: ['b'] },
        ],
      }),
      draft({ type: 'essay', stem: plain('简述牛顿第一定律。') }),
      draft({
        type: 'essay',
        stem: plain('论述 "能量守恒"\n第二行'),
        reference: plain('要点：惯性；\n$E=mc^2$ {x}'),
        analysis: '<p><b>评分</b>：每点 2 分</p>',
        difficulty: 'hard',
        tags: ['能量'],
        score: 12,
      }),
      draft({ type: 'essay', stem: plain('含参考'), reference: '<p><b>要点</b></p>' }),
    ];

    it('gives back every draft, question by question', () => {
      for (const original of drafts) {
        const { file, skipped } = writeGift([original]);
        assert.deepEqual(skipped, []);
        const read = readGift(file);
        assert.equal(read.length, 1, file);
        assert.deepEqual(read[0]?.problems, [], file);
        assert.deepEqual(read[0]?.draft, original, file);
      }
    });

    it('gives back the whole bank from one file, with the lines of its questions', () => {
      const { file, skipped } = writeGift(drafts);
      assert.deepEqual(skipped, []);
      const read = readGift(file.replace(/\n/g, '\r\n'));
      assert.deepEqual(
        read.map((question) => question.draft),
        drafts,
      );
      const lines = file.split('\n');
      for (const question of read) {
        const line = lines[question.line - 1] ?? '';
        assert.ok(!line.startsWith('//') && line !== '', `line ${question.line}: ${line}`);
        assert.ok(lines[question.line - 2]?.startsWith('// '));
      }
    });
  });

  it('writes plain text holding <, > or & as [html], which Moodle reads as text, and reads it back', () => {
    const written = draft({
      type: 'single',
      stem: '<p>比较 a &lt; b &amp;&amp; c &gt; d</p>',
      options: ['<p>F&lt;G &amp; H&gt;K</p>', '<p>无</p>'],
      correct: [0],
    });
    const { file } = writeGift([written]);
    assert.match(file, /^\[html\]<p>比较 a &lt; b &amp;&amp; c &gt; d<\/p>\{/m);
    assert.match(file, /=<p>F&lt;G &amp; H&gt;K<\/p>/);
    assert.doesNotMatch(file, /F<G/);
    assert.deepEqual(draftOf(file), written);
  });
});
