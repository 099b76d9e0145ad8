/**
 * 查重 of lab reports: the text compared (plain text of the sections' HTML, full-width folded,
 * punctuation dropped, offsets kept), the boilerplate that never counts (the template's titles and
 * prompts, the record's step titles and readings), shingle scores and the shared passages of each
 * side; then through the real calls and database: four students of a class write reports of the
 * 单摆 — two honest full ones, one that copies two sections of a classmate's with small edits, one
 * short honest one — each keeping the template's prompts. 查重 lists the copied pair only, with
 * both students, the scores and the passages of each side (never the prompts); a returned report
 * is compared by its latest submitted version; a student and a teacher of another class are
 * refused; a bad threshold names its field. A class of 100 reports is timed (printed, not
 * asserted).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import {
  boilerplateOf,
  foldText,
  htmlToPlainText,
  MIN_SHARED_SHINGLES,
  readingPhrases,
  shingleReport,
  similarPairs,
  type SimilarPair,
} from '../../server/teaching/reports/report-similarity';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type { ReportDetail, ReportTemplateDraft } from '../../src/core/api/report-contract';
import {
  REPORT_SIMILARITY_THRESHOLD,
  type ReportSimilarityResult,
  type SimilaritySectionSide,
} from '../../src/core/api/report-similarity-contract';
import type { ClassDetail } from '../../src/core/api/teaching-contract';
import { PENDULUM_STEPS } from '../../src/experiments/pendulum/pendulum-steps';
import { okData as ok } from './helpers/article-body';
import type { ConsoleFixture } from './helpers/console-fixture';
import { handInBuiltInAttempt } from './helpers/experiment-attempt';
import {
  classStudent,
  createReportFixture,
  defaultRubric,
  draftReport,
  reportClass,
  saveReportTemplate,
  submitReport,
  type ReportCalls,
} from './helpers/report-fixture';

// ---------------------------------------------------------------- the reports

type SectionKey = 'purpose' | 'principle' | 'data' | 'analysis';
type Sections = Record<SectionKey, string>;

const TITLES: Record<SectionKey, string> = {
  purpose: '实验目的',
  principle: '实验原理',
  data: '数据记录与处理',
  analysis: '结果与分析',
};

const PROMPTS: Record<SectionKey, string> = {
  purpose: '写明本实验要达到的目的，以及要学会使用的仪器和测量方法。',
  principle: '简述单摆测量重力加速度的原理，写出周期公式并说明成立的条件。',
  data: '根据下方服务器记录的数据，计算每组摆长对应的周期和重力加速度，写出计算过程。',
  analysis: '给出重力加速度的测量结果，与公认值比较，分析误差的主要来源并提出改进方法。',
};

const TEMPLATE: ReportTemplateDraft = {
  sections: (Object.keys(TITLES) as SectionKey[]).map((key) => ({
    key,
    title: TITLES[key],
    prompt: PROMPTS[key],
    enabled: true,
  })),
  wordHint: 1200,
  rubric: defaultRubric(),
};

/** A section as the editor stores it: the template's prompt kept as its first paragraph. */
const section = (key: SectionKey, ...paragraphs: string[]) =>
  [PROMPTS[key], ...paragraphs].map((text) => `<p>${text}</p>`).join('');

/** The readings a careful student's 单摆 attempt stores (the record every report here has). */
const READINGS = {
  trials: [
    { lengthM: 0.6, angleDeg: 5, oscillations: 20, timeS: 31.11 },
    { lengthM: 0.8, angleDeg: 5, oscillations: 20, timeS: 35.92 },
    { lengthM: 1, angleDeg: 5, oscillations: 20, timeS: 40.16 },
  ],
  reportedG: 9.79,
};

/** 王晓明's honest report. */
const HONEST_A: Sections = {
  purpose: section(
    'purpose',
    '本实验利用单摆测量本地的重力加速度，加深对简谐振动规律的理解。通过改变摆长进行多组测量，学会用秒表测量多个周期的总时间以减小计时误差，并掌握用作图法或平均值法处理实验数据。同时练习米尺和游标卡尺的正确读数方法。',
  ),
  principle: section(
    'principle',
    '一根不可伸长的细线下端悬挂一个小球，当摆角很小时，小球的运动可以近似看作简谐振动。此时回复力与位移成正比，周期只与摆长和重力加速度有关，与摆球质量无关，周期公式为 T = 2π√(L/g)，变形后得到 g = 4π²L/T²。',
    '公式成立的条件是摆角小于 5°、细线质量远小于摆球质量、空气阻力可以忽略。只要测出摆长 L 和周期 T，就可以算出重力加速度。',
  ),
  data: section(
    'data',
    '第一组摆长 0.6 m，20 次全振动用时 31.11 s，周期 T<sub>1</sub> = 1.556 s，代入公式得 g<sub>1</sub> = 9.79 m/s²。第二组摆长 0.8 m，用时 35.92 s，T<sub>2</sub> = 1.796 s，g<sub>2</sub> = 9.79 m/s²。第三组摆长 1.0 m，用时 40.16 s，T<sub>3</sub> = 2.008 s，g<sub>3</sub> = 9.79 m/s²。三组结果取平均，g = 9.79 m/s²。',
  ),
  analysis: section(
    'analysis',
    '本次测得的重力加速度为 9.79 m/s²，与本地公认值 9.80 m/s² 相比相对误差约为 0.1%，说明测量结果比较准确。误差主要来自三个方面：一是人工按秒表存在反应时间，开始和停止计时的时刻不够准确；二是测量摆长时没有准确找到摆球的球心；三是摆角虽然较小，但周期公式本身是近似的。',
    '改进的办法是在摆球经过平衡位置时开始计时，并增加全振动的次数，用多次测量取平均的方法减小偶然误差。',
  ),
};

/** 李婷's honest report, written independently of 王晓明's (the same readings, the same prompts). */
const HONEST_B: Sections = {
  purpose: section(
    'purpose',
    '学习用单摆测定重力加速度的方法，验证单摆周期与摆长的平方根成正比的关系。练习使用秒表和米尺，了解累积放大法测量短时间的好处。',
  ),
  principle: section(
    'principle',
    '把摆球拉开一个不大的角度后释放，它会在竖直平面内来回摆动。在偏角不超过五度时，摆球受到的合力近似指向平衡位置且大小与偏离量成正比，所以可以当作简谐运动处理。',
    '由单摆周期公式 T = 2π√(L/g) 可以得到 g = 4π²L/T²，其中 L 是悬点到球心的距离。实验时要保证摆线足够轻且不可伸长，这样结果才可靠。',
  ),
  data: section(
    'data',
    '实验一共做了三组。摆长取 0.6 m 时，记下 20 个周期共 31.11 s，所以周期约 1.556 s，计算得到 g ≈ 9.79 m/s²；摆长 0.8 m 时总时间 35.92 s，周期 1.796 s，g ≈ 9.79 m/s²；摆长 1.0 m 时总时间 40.16 s，周期 2.008 s，g ≈ 9.79 m/s²。',
    '以 T² 为纵轴、L 为横轴作图，所得直线斜率为 4.03 s²/m，由斜率求得 g = 9.79 m/s²。',
  ),
  analysis: section(
    'analysis',
    '最终结果 g = 9.79 m/s²，和教材给出的 9.8 m/s² 非常接近。T² 与 L 的关系图几乎是一条过原点的直线，说明单摆周期公式是成立的。',
    '我认为误差主要有：计时时手动按表的反应延迟；数振动次数时可能多数或少数一次；测摆长时卷尺没有拉直。以后可以用光电门代替人工计时，并在每个摆长下重复测量三次。',
  ),
};

/**
 * 张伟's: 王晓明's 实验原理 and 结果与分析 with a few characters changed (细线 → 细绳, 看作 → 看成,
 * 得到 → 可得, 为 dropped, 比较 → 较为, 存在 → 有) or inserted (就能, 比较小, 平均值); the rest his own.
 */
const COPIED_C: Sections = {
  purpose: section(
    'purpose',
    '通过单摆实验测出当地重力加速度的数值。学习秒表计时和长度测量的基本方法，体会多次测量求平均值的意义。',
  ),
  principle: section(
    'principle',
    '一根不可伸长的细绳下端悬挂一个小球，当摆角很小时，小球的运动可以近似看成简谐振动。此时回复力与位移成正比，周期只与摆长和重力加速度有关，与摆球质量无关，周期公式为 T = 2π√(L/g)，变形后可得 g = 4π²L/T²。',
    '公式成立的条件是摆角小于 5°、细绳质量远小于摆球质量、空气阻力可以忽略。只要测出摆长 L 和周期 T，就能算出重力加速度。',
  ),
  data: section(
    'data',
    '三次测量的数据见上表。由 T = t/20 算出三个周期分别是 1.556 s、1.796 s 和 2.008 s。把每组 L 和 T 代入 g = 4π²L/T²，得到的三个 g 都在 9.79 m/s² 左右，取平均值为 9.79 m/s²。',
  ),
  analysis: section(
    'analysis',
    '本次测得的重力加速度为 9.79 m/s²，与本地公认值 9.80 m/s² 相比相对误差约 0.1%，说明测量结果较为准确。误差主要来自三个方面：一是人工按秒表有反应时间，开始和停止计时的时刻不够准确；二是测量摆长时没有准确找到摆球的球心；三是摆角虽然比较小，但周期公式本身是近似的。',
    '改进的办法是在摆球经过平衡位置时开始计时，并增加全振动的次数，用多次测量取平均值的方法减小偶然误差。',
  ),
};

/** 陈静's: short but honest, the prompts kept (most of her text is theirs). */
const BRIEF_D: Sections = {
  purpose: section('purpose', '用单摆测重力加速度。'),
  principle: section('principle', '小角度时 T = 2π√(L/g)，所以 g = 4π²L/T²。'),
  data: section('data', '三组 g 都约为 9.79 m/s²，平均 9.79 m/s²。'),
  analysis: section('analysis', '结果和 9.8 很接近，误差来自计时。'),
};

/** 张伟's rewrite after the report was returned: his own words throughout. */
const REWRITTEN_C: Pick<Sections, 'principle' | 'analysis'> = {
  principle: section(
    'principle',
    '摆线长度远大于摆球半径、摆角很小时，单摆可以看成一个理想的简谐振子。它的周期与振幅和摆球质量都无关，只由摆长决定：T = 2π√(L/g)。把两边平方整理，就得到求重力加速度的式子 g = 4π²L/T²。',
  ),
  analysis: section(
    'analysis',
    '三组数据算出的 g 彼此相差很小，平均值 9.79 m/s² 接近当地的参考值。我觉得最大的问题在于按秒表的时机，眼睛判断摆球是否到达最低点会有偏差；另外摆线在摆动中可能略有伸长。如果条件允许，可以改用手机的慢动作视频来计时。',
  ),
};

/** As 查重 makes it for the 单摆: the template, the experiment's title, the record's step titles. */
const BOILERPLATE = boilerplateOf(TEMPLATE, [
  '单摆测重力加速度',
  ...PENDULUM_STEPS.map((step) => step.title),
]);
const OWN = readingPhrases(READINGS);
const input = (id: number, sections: Record<string, string>) => ({
  id,
  sections,
  ownPhrases: OWN,
});
const ORDER = TEMPLATE.sections.map((s) => s.key);

/** The highlighted text of one side, the passages joined by `|`. */
const highlighted = (side: SimilaritySectionSide | SimilarPair['sections'][number]['left']) =>
  side.ranges.map((range) => side.text.slice(range.start, range.end)).join('|');

/** How much of a side's own text (after the prompt, its first line) is highlighted. */
function coveredShare(side: SimilaritySectionSide, prompt: string): number {
  const own = side.text.slice(prompt.length).replace(/[^\p{L}\p{N}]/gu, '').length;
  const lit = side.ranges
    .map((range) => side.text.slice(range.start, range.end).replace(/[^\p{L}\p{N}]/gu, '').length)
    .reduce((sum, n) => sum + n, 0);
  return lit / own;
}

// ---------------------------------------------------------------- the pure functions

describe('the text compared', () => {
  it('a section’s HTML as plain text: a line per paragraph, entities decoded, white space tidied', () => {
    assert.equal(
      htmlToPlainText(
        '<p>摆长&nbsp;L&nbsp;= <strong>1.0</strong>&nbsp;m</p><p>  </p><p>&lt;T&gt; &amp;&#160;g&#x3002;</p>' +
          '<ul><li>计时</li><li>测量<br>摆长</li></ul><table><tr><td>1</td><td>31.11</td></tr></table>',
      ),
      '摆长 L = 1.0 m\n<T> & g。\n计时\n测量\n摆长\n1 31.11',
    );
  });

  it('compares letters and digits only, full-width folded and lower-cased, each mapped back to its place', () => {
    const text = 'ＡＢＣ１２３，摆长　Ｌ＝1.0 m。𠀀好';
    const folded = foldText(text);
    assert.equal(folded.chars.join(''), 'abc123摆长l10m𠀀好');
    const l = folded.chars.indexOf('l');
    assert.equal(text.slice(folded.starts[l], folded.ends[l]), 'Ｌ');
    const rare = folded.chars.indexOf('𠀀');
    assert.equal(
      text.slice(folded.starts[rare], folded.ends[rare]),
      '𠀀',
      'a character beyond U+FFFF',
    );
    assert.equal(folded.starts[rare + 1], text.length - 1);
  });

  it('the template’s titles and prompts never count, kept whole, in part, or with other punctuation', () => {
    const own = '<p>我们测量了三组摆长和周期，用公式算出重力加速度。</p>';
    const kept = shingleReport(
      {
        analysis:
          '<p>结果与分析</p><p>给出重力加速度的测量结果 与公认值比较；分析误差的主要来源、并提出改进方法！</p>' +
          '<p>分析误差的主要来源</p><p>实验目的：写明本实验要达到的目的</p>',
      },
      BOILERPLATE,
    );
    assert.deepEqual([...kept.set], [], 'nothing of it counts');
    const mixed = shingleReport({ analysis: `<p>${PROMPTS.analysis}</p>${own}` }, BOILERPLATE);
    const alone = shingleReport({ analysis: own }, BOILERPLATE);
    assert.deepEqual([...mixed.set], [...alone.set], 'only the student’s own text counts');
    // without the template, the prompt is shared text
    const bare = boilerplateOf({ sections: [] });
    const one = shingleReport({ a: `<p>${PROMPTS.analysis}</p>` }, bare);
    assert.ok(one.set.length > 20);
  });

  it('the record’s readings and step titles copied into the text never count', () => {
    assert.deepEqual(readingPhrases(READINGS).sort(), ['31.11', '35.92', '40.16', '9.79']);
    const a = shingleReport(
      { data: '<p>测量并设定摆长 L 后释放摆球，20 次用时 31.11 s、35.92 s、40.16 s，g = 9.79</p>' },
      BOILERPLATE,
      OWN,
    );
    const b = shingleReport(
      { data: '<p>先测量并设定摆长L，再释放摆球；记下 31.11 s、35.92 s、40.16 s，算得 9.79。</p>' },
      BOILERPLATE,
      OWN,
    );
    assert.equal([...a.set].filter((id) => b.set.includes(id)).length, 0);
    // not so for a reading that is not the record's
    const other = (text: string) => shingleReport({ data: `<p>${text}</p>` }, BOILERPLATE, OWN).set;
    const c = other('用时 31.11 s、35.92 s、40.16 s、41.17 s、42.18 s');
    const d = other('记下 31.11 s、35.92 s、40.16 s、41.17 s、42.18 s');
    assert.ok([...c].filter((id) => d.includes(id)).length >= 4);
  });
});

describe('pairs', () => {
  const inputs = [input(1, HONEST_A), input(2, HONEST_B), input(3, COPIED_C), input(4, BRIEF_D)];

  it('a copy of two sections with small edits is a pair; its passages are highlighted on both sides', () => {
    const { total, pairs } = similarPairs(inputs, BOILERPLATE, {
      threshold: REPORT_SIMILARITY_THRESHOLD.min,
      order: ORDER,
    });
    assert.equal(total, 1);
    const [pair] = pairs;
    assert.deepEqual([pair!.left, pair!.right], [1, 3]);
    assert.ok(pair!.score.similarity >= 0.5, `similarity ${pair!.score.similarity}`);
    assert.ok(pair!.score.jaccard < pair!.score.similarity);
    assert.deepEqual(
      pair!.sections.map((s) => s.key),
      ['purpose', 'principle', 'data', 'analysis'],
    );
    const by = Object.fromEntries(pair!.sections.map((s) => [s.key, s]));
    for (const key of ['principle', 'analysis'] as const) {
      for (const side of [by[key]!.left, by[key]!.right]) {
        const share = coveredShare(side, PROMPTS[key]);
        assert.ok(share > 0.75, `${key}: ${share} of the copied text highlighted`);
        assert.ok(
          side.ranges.every((range) => range.start >= PROMPTS[key].length),
          `${key}: the prompt is not highlighted: ${highlighted(side)}`,
        );
      }
    }
    // the characters changed are not part of a passage; the text between them is
    const principle = highlighted(by.principle!.right);
    assert.ok(!principle.includes('绳') && !principle.includes('看成'), principle);
    assert.match(principle, /此时回复力与位移成正比，周期只与摆长和重力加速度有关/);
    assert.ok(!highlighted(by.principle!.left).includes('细线'));
    for (const key of ['purpose', 'data'] as const)
      assert.deepEqual(
        [...by[key]!.left.ranges, ...by[key]!.right.ranges],
        [],
        `${key}: written independently`,
      );
  });

  it('two honest reports keeping the prompts are no pair, nor a short one with them; with the prompts counted they would be', () => {
    const honest = [inputs[0]!, inputs[1]!, inputs[3]!];
    assert.deepEqual(
      similarPairs(honest, BOILERPLATE, { threshold: REPORT_SIMILARITY_THRESHOLD.min }).total,
      0,
    );
    const counted = similarPairs(honest, boilerplateOf({ sections: [] }), {
      threshold: REPORT_SIMILARITY_THRESHOLD.default,
    });
    assert.ok(counted.total >= 2, 'the prompts alone make the short report a copy');
  });

  it('a passage copied into another section is found there, on both sides', () => {
    const moved = { ...COPIED_C, principle: HONEST_B.principle, analysis: BRIEF_D.analysis };
    moved.data = section('data', HONEST_B.analysis.replace(/<p>[^<]*<\/p>/, ''));
    const { pairs } = similarPairs([input(2, HONEST_B), input(5, moved)], BOILERPLATE, {
      threshold: 0.3,
      order: ORDER,
    });
    const by = Object.fromEntries(pairs[0]!.sections.map((s) => [s.key, s]));
    assert.match(highlighted(by.analysis!.left), /我认为误差主要有/);
    assert.match(highlighted(by.data!.right), /我认为误差主要有/);
    assert.deepEqual(by.data!.left.ranges, [], 'B’s own data section is not B’s analysis');
  });

  it('pairs need a few shared shingles, whatever the share', () => {
    const tiny = (text: string) => ({ purpose: `<p>${text}</p>` });
    const { total } = similarPairs(
      [input(1, tiny('测量本地的重力加速度')), input(2, tiny('测量本地的重力加速度g'))],
      BOILERPLATE,
      { threshold: 0.1 },
    );
    assert.equal(total, 0, `fewer than ${MIN_SHARED_SHINGLES} shared`);
  });

  it('a class of 100 reports (2,400 characters each) is compared quickly', (t) => {
    const pool = [
      ...new Set(
        Object.values({ ...HONEST_A, ...HONEST_B })
          .join('')
          .replace(/<[^>]*>|[\s\p{P}\p{S}\w]/gu, ''),
      ),
    ];
    let seed = 7; // mulberry32: the same text every run
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    };
    const paragraph = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        i % 40 === 39 ? '。' : pool[Math.floor(random() * pool.length)],
      ).join('');
    const reports = Array.from({ length: 100 }, (_, id) =>
      input(id, Object.fromEntries(ORDER.map((key) => [key, `<p>${paragraph(600)}</p>`]))),
    );
    // five students copy a classmate's report, changing a character in every 30
    for (let k = 0; k < 5; k += 1) {
      const from = reports[k * 2]!.sections;
      reports[90 + k] = input(
        90 + k,
        Object.fromEntries(
          Object.entries(from).map(([key, html]) => [
            key,
            [...html].map((char, i) => (i % 30 === 15 ? '改' : char)).join(''),
          ]),
        ),
      );
    }
    const started = performance.now();
    const { total, pairs } = similarPairs(reports, BOILERPLATE, { threshold: 0.3, order: ORDER });
    const ms = performance.now() - started;
    t.diagnostic(`查重 of 100 reports × 2,400 characters: ${ms.toFixed(0)} ms, ${total} pairs`);
    assert.deepEqual(
      pairs.map((pair) => [pair.left, pair.right]).sort((a, b) => a[0]! - b[0]!),
      [0, 2, 4, 6, 8].map((n) => [n, 90 + n / 2]),
    );
  });
});

// ---------------------------------------------------------------- through the API

describe('查重 through the calls', () => {
  let f: ConsoleFixture;
  let calls: ReportCalls;
  let klass: ClassDetail;
  let coTeacher = '';
  let stranger = '';
  const students: Record<'a' | 'b' | 'c' | 'd' | 'e', { token: string; reportId: number }> = {
    a: { token: '', reportId: 0 },
    b: { token: '', reportId: 0 },
    c: { token: '', reportId: 0 },
    d: { token: '', reportId: 0 },
    e: { token: '', reportId: 0 },
  };
  const owner = () => f.tokens.teacher1;
  const similarity = async (token = owner(), threshold?: number) =>
    ok(
      await calls.get<ReportSimilarityResult>(
        '/api/teaching/reportSimilarity',
        {
          classId: klass.id,
          experimentId: f.experimentId,
          ...(threshold === undefined ? {} : { threshold }),
        },
        token,
      ),
    );

  /** The student hands in a new 单摆 attempt and writes (and submits) a report of it. */
  async function write(who: keyof typeof students, sections: Sections, submit = true) {
    const { token } = students[who];
    const attemptId = await handInBuiltInAttempt(f.t, token);
    const id = await draftReport({ calls, klass }, { token, attemptId }, sections);
    students[who].reportId = id;
    if (submit) ok(await submitReport(calls, id, token));
  }

  before(async () => {
    const fixture = await createReportFixture('similarity', '物理实验 2402 班');
    ({ f, calls, klass } = fixture);
    coTeacher = fixture.coTeacher.token;
    stranger = fixture.stranger.token;
    // the stranger teaches another class of the course
    await reportClass(f, calls, '物理实验 2403 班', [fixture.stranger.id]);
    await saveReportTemplate(fixture, TEMPLATE);
    const names = ['王晓明', '李婷', '张伟', '陈静', '刘洋'];
    for (const [n, who] of (['a', 'b', 'c', 'd', 'e'] as const).entries()) {
      const student = await classStudent(fixture, {
        username: `similarity_student_${who}`,
        studentNumber: `2024100${n + 1}`,
        realName: names[n]!,
      });
      students[who].token = student.token;
    }
    await write('a', HONEST_A);
    await write('b', HONEST_B);
    await write('c', COPIED_C);
    await write('d', BRIEF_D);
    // a draft is not compared, even a copy
    await write('e', HONEST_A, false);
  });
  after(() => f.t.close());

  it('lists the copied pair only: both students, the scores, each section’s texts and passages', async () => {
    const result = await similarity();
    assert.equal(result.threshold, REPORT_SIMILARITY_THRESHOLD.default);
    assert.equal(result.compared, 4, 'the submitted reports, not the draft');
    assert.equal(result.total, 1);
    const [pair] = result.pairs;
    assert.deepEqual(
      [pair!.left, pair!.right].map((s) => [s.studentName, s.studentNumber, s.reportId, s.version]),
      [
        ['王晓明', '20241001', students.a.reportId, 1],
        ['张伟', '20241003', students.c.reportId, 1],
      ],
    );
    assert.ok(pair!.similarity >= 0.5 && pair!.similarity <= 1, `similarity ${pair!.similarity}`);
    assert.equal(pair!.similarity, Math.max(pair!.leftContained, pair!.rightContained));
    assert.ok(pair!.jaccard > 0 && pair!.jaccard < pair!.similarity);
    assert.deepEqual(
      pair!.sections.map((s) => [s.key, s.title]),
      Object.entries(TITLES),
    );
    const by = Object.fromEntries(pair!.sections.map((s) => [s.key, s]));
    assert.equal(
      by.data!.left.text.split('\n')[0],
      PROMPTS.data,
      'the plain text, a line a paragraph',
    );
    assert.match(by.data!.left.text, /T1 = 1\.556 s/);
    for (const key of ['principle', 'analysis'] as const)
      for (const side of [by[key]!.left, by[key]!.right]) {
        assert.ok(coveredShare(side, PROMPTS[key]) > 0.75, `${key}: ${highlighted(side)}`);
        assert.ok(
          side.ranges.every(
            (range, i) =>
              range.start >= PROMPTS[key].length &&
              range.end <= side.text.length &&
              range.start < range.end &&
              (i === 0 || range.start >= side.ranges[i - 1]!.end),
          ),
          `${key}: passages in order, after the prompt`,
        );
      }
    assert.match(highlighted(by.analysis!.right), /开始和停止计时的时刻不够准确/);
    assert.ok(!highlighted(by.analysis!.right).includes('较为'), 'an edit is not highlighted');
    // the record's readings and step titles, though both copied them, are not shared text
    for (const side of pair!.sections.flatMap((s) => [s.left, s.right]))
      for (const recorded of ['9.79', '31.11', '35.92', '40.16', '平衡位置'])
        assert.ok(!highlighted(side).includes(recorded), `${recorded} in ${highlighted(side)}`);
    for (const key of ['purpose', 'data'] as const)
      assert.deepEqual([...by[key]!.left.ranges, ...by[key]!.right.ranges], [], key);
  });

  it('honest reports of the same experiment are not listed, even at the lowest threshold', async () => {
    const result = await similarity(owner(), REPORT_SIMILARITY_THRESHOLD.min);
    assert.deepEqual(
      result.pairs.map((pair) => [pair.left.studentNumber, pair.right.studentNumber]),
      [['20241001', '20241003']],
    );
  });

  it('a returned report is compared by its latest submitted version, not the revision in progress', async () => {
    const opened = ok(
      await calls.get<ReportDetail>(
        '/api/teaching/reportDetail',
        { id: students.c.reportId },
        owner(),
      ),
    );
    ok(
      await calls.post(
        '/api/teaching/reportReturn',
        { id: opened.id, message: '请用自己的话重写实验原理和结果分析', version: opened.version },
        owner(),
      ),
    );
    const { token, reportId } = students.c;
    ok(
      await calls.post('/api/teaching/reportDraft', { id: reportId, sections: REWRITTEN_C }, token),
    );
    const returned = await similarity();
    assert.equal(returned.total, 1, 'the returned version is still the copy');
    assert.equal(returned.pairs[0]!.right.status, 'returned');
    ok(await calls.post('/api/teaching/reportSubmit', { id: reportId }, token));
    const resubmitted = await similarity(owner(), REPORT_SIMILARITY_THRESHOLD.min);
    assert.equal(resubmitted.compared, 4);
    assert.deepEqual(resubmitted.pairs, [], 'version 2 is his own');
  });

  it('a co-teacher may call it; a student and a teacher of another class may not; a bad threshold names it', async () => {
    assert.equal((await similarity(coTeacher)).compared, 4);
    const query = { classId: klass.id, experimentId: f.experimentId };
    for (const token of [students.a.token, stranger])
      calls.refused(await calls.get('/api/teaching/reportSimilarity', query, token), MSG_FORBIDDEN);
    for (const threshold of [0, 1.5, 'abc', -1])
      calls.refused(
        await calls.get('/api/teaching/reportSimilarity', { ...query, threshold }, owner()),
        /^参数错误：threshold /,
      );
    calls.refused(
      await calls.get(
        '/api/teaching/reportSimilarity',
        { ...query, experimentId: 999_999 },
        owner(),
      ),
      /^参数错误：experimentId /,
    );
  });
});
