/**
 * A course's question bank (题库) through the real calls: its teachers (owner, a class's
 * co-teacher, staff) keep it and nobody else; every type saved with its key and read back; bad
 * questions refused naming the field with nothing stored; search by text, type, difficulty and
 * 知识点; copy; delete; edit conflicts; the audit log; import from the .xlsx template and GIFT with
 * a dry run (row and field), all-or-nothing; export to both and back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { auditLog, questions, users } from '../../server/db/schema';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminExportFile,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type {
  QuestionCourse,
  QuestionDetail,
  QuestionDraft,
  QuestionImportResult,
  QuestionRow,
} from '../../src/core/api/question-contract';
import type {
  ClassDetail,
  QuestionExportFile,
  TeachingPath,
} from '../../src/core/api/teaching-contract';
import { okData } from './helpers/article-body';
import {
  createConsoleFixture,
  type ConsoleFixture,
  type StaffName,
} from './helpers/console-fixture';
import { call, register, newUser } from './helpers/test-app';

let f: ConsoleFixture;
let coTeacher: string;
let outsider: string;
before(async () => {
  f = await createConsoleFixture();
  const teacherOf = async (username: string) => {
    const data = (await register(f.t, newUser({ username }))).body.data!;
    await f.t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, data.user.id));
    return data;
  };
  const co = await teacherOf('teacher_co');
  coTeacher = co.token;
  outsider = (await teacherOf('teacher_out')).token;
  // a class of another course first: the co-teacher's class id is not its course's id
  okData(
    await call<ClassDetail>(f.t, 'POST', '/api/teaching/classSave', {
      token: f.tokens.admin1,
      body: {
        courseId: f.fixture.course.c2,
        name: '其他班',
        term: '2026-2027 第一学期',
        coTeacherIds: [],
      },
    }),
  );
  okData(
    await call<ClassDetail>(f.t, 'POST', '/api/teaching/classSave', {
      token: f.tokens.teacher1,
      body: {
        courseId: f.fixture.course.c1,
        name: '物理 2301 班',
        term: '2026-2027 第一学期',
        coTeacherIds: [co.user.id],
      },
    }),
  );
});
after(() => f.t.close());

const ok = okData;
const post = <T>(path: TeachingPath, body: object, token: string) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: TeachingPath, query: Record<string, string>, token: string) =>
  call<T>(f.t, 'GET', path, { token, query });
const as = (name: StaffName) => f.tokens[name];
const c1 = () => f.fixture.course.c1;
const questionCount = async () => (await f.t.db.select({ n: count() }).from(questions))[0]!.n;

const base: QuestionDraft = {
  type: 'single',
  stem: '<p>单摆的周期与哪个量无关？</p>',
  options: ['<p>摆长</p>', '<p>重力加速度</p>', '<p>摆球质量</p>', '<p>纬度</p>'],
  correct: [2],
  judge: null,
  blanks: [],
  reference: '',
  analysis: '<p>$T=2\\pi\\sqrt{l/g}$，与质量无关。</p>',
  difficulty: 'easy',
  tags: ['单摆', '周期'],
  score: 2,
};

const ofType: Record<QuestionDraft['type'], QuestionDraft> = {
  single: base,
  multiple: {
    ...base,
    type: 'multiple',
    stem: '<p>下列哪些量影响单摆周期？</p>',
    correct: [0, 1],
    difficulty: 'medium',
  },
  judge: {
    ...base,
    type: 'judge',
    stem: '<p>小角度下单摆的周期与振幅无关。</p>',
    options: [],
    correct: [],
    judge: true,
  },
  fill: {
    ...base,
    type: 'fill',
    stem: '<p>g 的单位是 ___，数值约为 ___。</p>',
    options: [],
    correct: [],
    blanks: [
      { kind: 'text', answers: ['m/s²', 'm/s^2'] },
      { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
    ],
    tags: ['重力加速度'],
    score: 4,
  },
  essay: {
    ...base,
    type: 'essay',
    stem: '<p>说明测量单摆周期时为什么要测 30 个周期。</p>',
    options: [],
    correct: [],
    reference: '<p>减小计时的相对误差。</p>',
    difficulty: 'hard',
    tags: ['误差分析'],
    score: 10,
  },
};

const save = (question: QuestionDraft, token = as('teacher1'), extra: object = {}) =>
  post<QuestionDetail>('/api/teaching/questionSave', { courseId: c1(), question, ...extra }, token);
const list = (query: Record<string, string>, token = as('teacher1')) =>
  get<Paged<QuestionRow>>(
    '/api/teaching/questionList',
    { courseId: String(c1()), ...query },
    token,
  );

describe('题库', () => {
  it('its teachers save every type and read it back with its key; others may not', async () => {
    for (const draft of Object.values(ofType)) {
      const saved = ok(await save(draft));
      const { id, courseId, updatedAt, version, ...stored } = saved;
      assert.deepEqual(stored, draft, draft.type);
      assert.equal(courseId, c1());
      assert.equal(version, '1');
      assert.deepEqual(
        ok(
          await get<QuestionDetail>('/api/teaching/questionDetail', { id: String(id) }, coTeacher),
        ),
        saved,
        'a co-teacher of a class of the course reads it',
      );
      assert.ok(updatedAt);
    }
    const courses = ok(
      await get<QuestionCourse[]>('/api/teaching/questionCourses', {}, as('teacher1')),
    );
    assert.equal(courses.find((course) => course.id === c1())?.questionCount, 5);
    const coCourses = ok(
      await get<QuestionCourse[]>('/api/teaching/questionCourses', {}, coTeacher),
    );
    assert.deepEqual(
      coCourses.map((course) => course.id),
      [c1()],
    );
    assert.deepEqual(
      ok(await get<QuestionCourse[]>('/api/teaching/questionCourses', {}, outsider)),
      [],
    );
    const before = await questionCount();
    assert.equal((await list({}, outsider)).body.msg, MSG_FORBIDDEN);
    assert.equal((await save(base, outsider)).body.msg, MSG_FORBIDDEN);
    assert.equal(
      (await save({ ...base, stem: '<p>x<img src="https://evil.example/x.png"></p>' }, outsider))
        .body.msg,
      MSG_FORBIDDEN,
      'a stranger is refused before the question is checked',
    );
    assert.equal((await save(base, as('student1'))).body.msg, MSG_FORBIDDEN);
    assert.equal(await questionCount(), before);
    const page = ok(await list({}, as('editor1')));
    assert.equal(page.total, 5, 'staff keep every bank');
  });

  it('refuses a bad question naming its field and stores nothing', async () => {
    const before = await questionCount();
    const cases: [QuestionDraft, RegExp][] = [
      [{ ...base, correct: [0, 1] }, /^参数错误：question\.correct（答案）单选题要有且只有一个/],
      [{ ...base, correct: [5] }, /^参数错误：question\.correct/],
      [{ ...base, options: ['<p>A</p>'] }, /^参数错误：question\.options（选项）要有 2～8 个选项/],
      [{ ...base, stem: '<p> </p>' }, /^参数错误：question\.stem（题干）不能为空/],
      [{ ...base, score: 1.25 }, /^参数错误：question\.score/],
      [{ ...base, score: 0 }, /^参数错误：question\.score（分值）要大于 0/],
      [{ ...base, score: -1 }, /^参数错误：question\.score（分值）要大于 0/],
      [{ ...base, judge: true }, /^参数错误：question\.judge/],
      [{ ...ofType.judge, judge: null }, /^参数错误：question\.judge（答案）判断题要给出/],
      [
        { ...ofType.fill, stem: '<p>只有一个空 ___</p>' },
        /^参数错误：question\.blanks（答案）题干用 ___ 标出了 1 个空，答案给了 2 个/,
      ],
      [
        { ...ofType.fill, blanks: [{ kind: 'text', answers: [] }, ofType.fill.blanks[1]!] },
        /^参数错误：question\.blanks（答案）第 1 空没有答案/,
      ],
      [
        { ...base, stem: '<p>看图<img src="https://evil.example/x.png"></p>' },
        /^参数错误：question\.stem（题干）图片“https:\/\/evil\.example\/x\.png”不是媒体库/,
      ],
      [
        { ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        /^参数错误：question\.tags/,
      ],
    ];
    for (const [question, expected] of cases) {
      const refused = await save(question);
      assert.match(refused.body.msg, expected, JSON.stringify(question).slice(0, 80));
    }
    const wrongShape = await post(
      '/api/teaching/questionSave',
      { courseId: c1(), question: { ...base, type: 'matching' } },
      as('teacher1'),
    );
    assert.match(wrongShape.body.msg, /^参数错误：question/);
    assert.match(
      (
        await save({
          ...ofType.fill,
          blanks: [{ kind: 'text', answers: [{ value: 1, tolerance: 0 }] }, ofType.fill.blanks[1]!],
        } as unknown as QuestionDraft)
      ).body.msg,
      /^参数错误：question\.blanks（答案）第 1 空的答案要么都是文字，要么都是数值/,
    );
    // a numeric answer's own fields are named, not "must be a string" of a text answer
    assert.match(
      (
        await save({
          ...ofType.fill,
          blanks: [
            { kind: 'number', answers: [{ value: 1, tolerance: -1 }] },
            ofType.fill.blanks[1]!,
          ],
        })
      ).body.msg,
      /^参数错误：question\.blanks\[0\]\.answers\[0\]\.tolerance /,
    );
    assert.equal(await questionCount(), before);
  });

  it('scripts are cleaned from rich text; search by text, type, difficulty and 知识点', async () => {
    const saved = ok(
      await save({
        ...base,
        stem: '<p>摆角<script>alert(1)</script>很小时</p>',
        tags: [' 摆角 ', '摆角'],
      }),
    );
    assert.equal(saved.stem, '<p>摆角很小时</p>');
    assert.deepEqual(saved.tags, ['摆角']);
    assert.deepEqual(
      ok(await list({ keyword: '摆角' })).rows.map((row) => [row.id, row.stemText]),
      [[saved.id, '摆角很小时']],
    );
    assert.deepEqual(
      ok(await list({ type: 'essay' })).rows.map((row) => row.type),
      ['essay'],
    );
    assert.ok(
      ok(await list({ difficulty: 'hard' })).rows.every((row) => row.difficulty === 'hard'),
    );
    assert.deepEqual(
      ok(await list({ tag: '重力加速度' })).rows.map((row) => row.type),
      ['fill'],
    );
    assert.equal(ok(await list({ keyword: '100%_' })).total, 0, 'LIKE wildcards are literal');
    const tags = ok(
      await get<string[]>('/api/teaching/questionTags', { courseId: String(c1()) }, as('teacher1')),
    );
    assert.deepEqual(tags, ['单摆', '周期', '摆角', '误差分析', '重力加速度'].sort());
  });

  it('an update needs the version opened; copy and delete are audited', async () => {
    const saved = ok(await save(ofType.judge));
    const updated = ok(
      await save({ ...ofType.judge, judge: false }, as('teacher1'), {
        id: saved.id,
        version: saved.version,
      }),
    );
    assert.equal(updated.judge, false);
    assert.equal(updated.version, '2');
    const stale = await save({ ...ofType.judge, score: 3 }, coTeacher, {
      id: saved.id,
      version: saved.version,
    });
    assert.equal(stale.body.msg, MSG_EDIT_CONFLICT);
    assert.match(
      (await save(ofType.judge, as('teacher1'), { id: saved.id })).body.msg,
      /^参数错误：version/,
    );
    const copy = ok(
      await post<QuestionDetail>('/api/teaching/questionCopy', { id: saved.id }, coTeacher),
    );
    assert.notEqual(copy.id, saved.id);
    assert.equal(copy.judge, false);
    assert.equal(
      (
        await post(
          '/api/teaching/questionDelete',
          { courseId: c1(), ids: [copy.id, 999999] },
          as('teacher1'),
        )
      ).body.msg,
      '参数错误：ids 中的 999999 不是这门课程题库中的题目',
    );
    assert.equal(
      ok(
        await post<{ deleted: number }>(
          '/api/teaching/questionDelete',
          { courseId: c1(), ids: [copy.id] },
          as('teacher1'),
        ),
      ).deleted,
      1,
    );
    const actions = (
      await f.t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entity, 'question'))
    ).map((row) => row.action);
    for (const action of ['question.create', 'question.update', 'question.copy', 'question.delete'])
      assert.ok(actions.includes(action), action);
  });
});

/** The draft fields of a question (what files carry). */
const draftPart = (detail: QuestionDetail): QuestionDraft => ({
  type: detail.type,
  stem: detail.stem,
  options: detail.options,
  correct: detail.correct,
  judge: detail.judge,
  blanks: detail.blanks,
  reference: detail.reference,
  analysis: detail.analysis,
  difficulty: detail.difficulty,
  tags: detail.tags,
  score: detail.score,
});

const upload = (format: 'xlsx' | 'gift', fileName: string, bytes: Buffer, dryRun: boolean) =>
  post<QuestionImportResult>(
    '/api/teaching/questionImport',
    { courseId: c1(), format, fileName, contentBase64: bytes.toString('base64'), dryRun },
    as('teacher1'),
  );

describe('题库 files', () => {
  it('a GIFT file: the dry run names row and field; nothing is stored while any question is wrong', async () => {
    const before = await questionCount();
    const good = '// 难度: 难; 知识点: 单摆; 分值: 3\n::Q1::摆长越长周期越长。{T}\n\n';
    const bad = '摆长变为 4 倍，周期变为原来的几倍？{~1 倍 ~4 倍 ~8 倍}\n';
    const file = Buffer.from(good + bad);
    const dry = ok(await upload('gift', '题目.txt', file, true));
    assert.equal(dry.total, 2);
    assert.equal(dry.valid, 1);
    assert.equal(dry.invalid, 1);
    assert.equal(dry.rows[0]?.line, 4, 'the problem rows come first');
    assert.match(dry.rows[0]!.problems[0]!, /^答案：/);
    assert.deepEqual(dry.rows[1], {
      line: 2,
      type: 'judge',
      stemText: '摆长越长周期越长。',
      problems: [],
    });
    assert.equal(await questionCount(), before, 'a dry run stores nothing');
    assert.match(
      (await upload('gift', '题目.txt', file, false)).body.msg,
      /^参数错误：contentBase64 文件中有 1 题有问题/,
    );
    assert.equal(await questionCount(), before, 'a file with a bad question stores nothing');
    assert.match(
      (await upload('gift', '题目.xlsx', file, true)).body.msg,
      /^参数错误：fileName 请选择 \.txt 或 \.gift 文件/,
    );
    assert.match(
      (await upload('gift', '题目.txt', Buffer.from([0xff, 0xfe, 0x00, 0xd8]), true)).body.msg,
      /^参数错误：contentBase64 GIFT 文件必须是 UTF-8/,
    );

    const fixed = Buffer.from(good + bad.replace('~4 倍', '=2 倍'));
    const imported = ok(await upload('gift', '题目.txt', fixed, false));
    assert.equal(imported.imported, 2);
    assert.equal(await questionCount(), before + 2);
    const judge = ok(await list({ keyword: '摆长越长' })).rows[0]!;
    assert.deepEqual(
      [judge.type, judge.difficulty, judge.tags, judge.score],
      ['judge', 'hard', ['单摆'], 3],
    );
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.import'));
    assert.deepEqual(entry?.after, { fileName: '题目.txt', format: 'gift', count: 2 });
  });

  it('the .xlsx template imports as it is; an export of either format imports back equal', async () => {
    const template = ok(
      await get<AdminExportFile>('/api/teaching/questionTemplate', {}, as('teacher1')),
    );
    assert.equal(template.fileName, '题库导入模板.xlsx');
    const dry = ok(
      await upload('xlsx', '模板.xlsx', Buffer.from(template.contentBase64, 'base64'), true),
    );
    assert.equal(dry.invalid, 0, JSON.stringify(dry.rows.filter((row) => row.problems.length)));
    assert.deepEqual([...new Set(dry.rows.map((row) => row.type))].sort(), [
      'essay',
      'fill',
      'judge',
      'multiple',
      'single',
    ]);

    const draftsOf = async (courseId: number) =>
      Promise.all(
        ok(
          await get<Paged<QuestionRow>>(
            '/api/teaching/questionList',
            { courseId: String(courseId), pageSize: '100' },
            as('admin1'),
          ),
        ).rows.map(async (row) => {
          const detail = ok(
            await get<QuestionDetail>(
              '/api/teaching/questionDetail',
              { id: String(row.id) },
              as('admin1'),
            ),
          );
          return JSON.stringify(draftPart(detail));
        }),
      ).then((drafts) => drafts.sort());
    const stored = await draftsOf(c1());
    assert.ok(stored.length >= 8);
    const c2 = f.fixture.course.c2;
    for (const format of ['xlsx', 'gift'] as const) {
      const exported = ok(
        await get<QuestionExportFile>(
          '/api/teaching/questionExport',
          { courseId: String(c1()), format },
          as('teacher1'),
        ),
      );
      assert.match(
        exported.fileName,
        new RegExp(
          `^题库-机械制图基础-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.${format === 'xlsx' ? 'xlsx' : 'txt'}$`,
        ),
      );
      assert.deepEqual(exported.skipped, []);
      // the bank's 填空 with two blanks: read back here, but not by Moodle — said so
      assert.deepEqual(
        exported.warnings.map((warning) => warning.reason.slice(0, 5)),
        format === 'gift' ? Array(exported.warnings.length).fill('多空填空题') : [],
      );
      if (format === 'gift') assert.ok(exported.warnings.length > 0);
      const back = ok(
        await post<QuestionImportResult>(
          '/api/teaching/questionImport',
          {
            courseId: c2,
            format,
            fileName: format === 'xlsx' ? '导出.xlsx' : '导出.txt',
            contentBase64: exported.contentBase64,
            dryRun: false,
          },
          as('admin1'),
        ),
      );
      assert.equal(back.imported, stored.length, format);
      assert.deepEqual(await draftsOf(c2), stored, `${format}: exported and imported back equal`);
      await f.t.db.delete(questions).where(eq(questions.courseId, c2));
    }
    assert.match(
      (
        await get(
          '/api/teaching/questionExport',
          { courseId: String(c1()), format: 'xlsx', keyword: '没有这样的题干' },
          as('teacher1'),
        )
      ).body.msg,
      /^参数错误：没有符合筛选条件的题目可导出/,
    );
  });
});
