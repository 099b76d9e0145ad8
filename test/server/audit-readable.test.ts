/**
 * The audit log as an administrator reads it: a Chinese name for every action the server records
 * (read from the source: a new action without a name fails here), every object type in the filter,
 * a before → after of only the fields that changed — Chinese field names, names instead of ids,
 * HTML as short text — the grant of 系统管理员 marked, and the (filtered) log as an .xlsx with real
 * date cells in the centre's time zone and usernames as text.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, getTableColumns } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  AUDIT_ENTITIES,
  type AdminArticle,
  type AdminAuditRow,
  type AdminCourse,
  type AdminExportFile,
  type AdminUserRow,
} from '../../src/core/api/admin-contract';
import type { LoginData, Paged } from '../../src/core/api/contract';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES } from '../../src/core/i18n/zh-cn/admin-audit';
import { auditFieldLabel, excerptPair } from '../../server/admin/audit-readable';
import {
  articles,
  banners,
  categories,
  chapters,
  courses,
  experiments,
  lessons,
  mediaFiles,
  resources,
  users,
} from '../../server/db/schema';
import { recordedAuditValues } from './helpers/audit-calls';
import { createConsoleFixture } from './helpers/console-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, login, newUser, register, type CallResult, type TestApp } from './helpers/test-app';

const HAN = /[\u4e00-\u9fff]/;

let t: TestApp;
let fixture: CourseFixture;
let tokens: Awaited<ReturnType<typeof createConsoleFixture>>['tokens'];

before(async () => {
  ({ t, fixture, tokens } = await createConsoleFixture());
});
after(() => t.close());

function okData<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, `${result.body.msg}`);
  return result.body.data as T;
}

const get = <T>(path: string, query: Record<string, string | number>, token: string) =>
  call<T>(t, 'GET', path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

const post = <T>(path: string, body: object, token: string) =>
  call<T>(t, 'POST', path, { token, body });

async function auditRows(query: Record<string, string | number>): Promise<AdminAuditRow[]> {
  return okData(
    await get<Paged<AdminAuditRow>>(
      '/api/admin/auditList',
      { pageSize: 100, ...query },
      tokens.admin1,
    ),
  ).rows;
}

/** A registered account with a real name, given a role straight in the database. */
async function account(realName: string, role: 'teacher' | 'editor' | null, username?: string) {
  const user = newUser(username ? { username } : {});
  const { user: created } = (await register(t, user)).body.data as LoginData;
  await t.db.update(users).set({ realName, role }).where(eq(users.id, created.id));
  return { ...user, id: created.id };
}

describe('names for everything the log records', () => {
  it('every action any recordAudit call in server/ can record has a Chinese name', () => {
    const { values, unreadable, calls } = recordedAuditValues('action');
    assert.deepEqual(unreadable, [], 'every recorded action can be read from the source');
    assert.ok(calls >= 30, `found ${calls} recordAudit calls`);
    // the reading follows parameters across files (experiment.ilab: ilab-routes → changeExperiment)
    for (const action of ['user.role', 'experiment.ilab', 'media.upload', 'feedback.reopen'])
      assert.ok(values.has(action), `${action} found`);
    const unnamed = [...values]
      .filter(([action]) => !HAN.test((AUDIT_ACTION_NAMES as Record<string, string>)[action] ?? ''))
      .map(([action, where]) => `${action} (${where.join(', ')})`);
    assert.deepEqual(unnamed, [], 'actions without a Chinese name');
  });

  it('every object type any recordAudit call records is in the filter list, named, and filterable', async () => {
    const { values, unreadable } = recordedAuditValues('entity');
    assert.deepEqual(unreadable, []);
    const missing = [...values.keys()].filter(
      (entity) => !(AUDIT_ENTITIES as readonly string[]).includes(entity),
    );
    assert.deepEqual(missing, [], 'object types the filter does not offer');
    for (const entity of AUDIT_ENTITIES) {
      assert.match(AUDIT_ENTITY_NAMES[entity], HAN, `${entity} has a Chinese name`);
      const page = await get<Paged<AdminAuditRow>>(
        '/api/admin/auditList',
        { entity },
        tokens.admin1,
      );
      assert.equal(page.body.code, 0, `filter by ${entity}: ${page.body.msg}`);
    }
  });

  it('every column of an audited table has a Chinese label or is left out of the log on purpose', () => {
    const tables = {
      article: articles,
      course: courses,
      chapter: chapters,
      lesson: lessons,
      resource: resources,
      category: categories,
      banner: banners,
      experiment: experiments,
      media: mediaFiles,
    };
    const unlabelled: string[] = [];
    for (const [entity, table] of Object.entries(tables))
      for (const field of Object.keys(getTableColumns(table))) {
        const label = auditFieldLabel(entity, field);
        if (label !== null && !HAN.test(label)) unlabelled.push(`${entity}.${field}`);
      }
    assert.deepEqual(unlabelled, []);
  });
});

describe('a readable entry', () => {
  it('a course edit shows only the changed fields: Chinese labels, names for ids, HTML as short text', async () => {
    const newOwner = await account('李华', 'teacher');
    const opened = okData(
      await get<AdminCourse>('/api/admin/courseDetail', { id: fixture.course.c1 }, tokens.editor1),
    );
    const description = `<p>机械制图<b>基础</b>：投影 &amp; 三视图。</p>${'<p>这是一段很长的课程介绍。</p>'.repeat(30)}`;
    okData(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        {
          id: opened.id,
          version: opened.version,
          title: opened.title,
          type: opened.type,
          categoryId: fixture.cat.A2,
          cover: opened.cover,
          summary: opened.summary,
          description,
          teacher: opened.teacher,
          ownerId: newOwner.id,
          tags: opened.tags,
          published: opened.published,
        },
        tokens.editor1,
      ),
    );
    const [row] = await auditRows({ entity: 'course', actor: 'editor1' });
    assert.ok(row);
    assert.equal(row.entityId, String(fixture.course.c1));
    assert.equal(row.actionName, AUDIT_ACTION_NAMES[row.action as keyof typeof AUDIT_ACTION_NAMES]);
    assert.match(row.actionName, HAN);
    assert.equal(row.entityName, '课程');
    assert.equal(row.objectName, '机械制图基础');
    assert.equal(row.actor, '张敏（editor1）');
    const byLabel = new Map(row.changes.map((change) => [change.label, change]));
    assert.deepEqual(
      [...byLabel.keys()].sort(),
      ['负责教师', '课程介绍', '课程分类'].sort(),
      'only what changed',
    );
    assert.deepEqual(byLabel.get('负责教师'), {
      label: '负责教师',
      before: '王建国（teacher1）',
      after: `李华（${newOwner.username}）`,
    });
    assert.deepEqual(byLabel.get('课程分类'), {
      label: '课程分类',
      before: '机械工程',
      after: '电子信息',
    });
    const text = byLabel.get('课程介绍')!.after!;
    assert.ok(text.startsWith('机械制图基础：投影 & 三视图。'), text);
    assert.doesNotMatch(text, /<|&amp;/);
    assert.ok(text.length <= 130, `shortened (${text.length} characters)`);
    assert.match(text, /…/);
    assert.equal(row.highlight, null);
  });

  it('a change deep in a long text shows the part that changed, not the same beginning twice', () => {
    const long = '虚拟仿真实验教学中心的课程介绍。'.repeat(20);
    const [before, after] = excerptPair(`${long}旧的结尾。`, `${long}新的结尾，多了几个字。`);
    assert.match(before, /^….*旧的结尾。（共 \d+ 字）$/);
    assert.match(after, /^….*新的结尾，多了几个字。（共 \d+ 字）$/);
    assert.ok(before.length < 60 && after.length < 70, `${before} / ${after}`);
    // short texts stay whole
    assert.deepEqual(excerptPair('旧标题', '新标题'), ['旧标题', '新标题']);
  });

  it('a new article lists what it was created with, without ids, counters or HTML', async () => {
    const created = okData(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        {
          kind: 'notice',
          title: '关于实验教学周的通知',
          summary: '',
          cover: '',
          author: '教学中心',
          source: '',
          content: '<p>定于下周开展<b>实验教学周</b>。</p>',
          attachments: [],
          pinned: true,
          published: false,
          publishedAt: '2025-03-10T02:00:00.000Z',
        },
        tokens.editor1,
      ),
    );
    const [row] = (await auditRows({ entity: 'article' })).filter(
      (entry) => entry.entityId === String(created.id),
    );
    assert.ok(row);
    assert.equal(row.actionName, '新建文章');
    assert.equal(row.objectName, '关于实验教学周的通知');
    const byLabel = new Map(row.changes.map((change) => [change.label, change]));
    assert.equal(byLabel.get('标题')?.after, '关于实验教学周的通知');
    assert.equal(byLabel.get('标题')?.before, null);
    assert.equal(byLabel.get('栏目')?.after, '通知公告');
    assert.equal(byLabel.get('正文')?.after, '定于下周开展实验教学周。');
    assert.equal(byLabel.get('置顶')?.after, '是');
    for (const change of row.changes) assert.match(change.label, HAN, change.label);
    for (const hidden of ['id', 'revision', 'clickCount', 'createdAt', 'updatedAt'])
      assert.ok(!row.changes.some((change) => change.label === hidden), hidden);
  });

  it('granting 系统管理员 is marked in the log; other role changes are not', async () => {
    const person = await account('赵敏', null);
    okData(
      await post<AdminUserRow>(
        '/api/admin/userRole',
        { id: person.id, role: 'editor', confirm: true },
        tokens.admin1,
      ),
    );
    okData(
      await post<AdminUserRow>(
        '/api/admin/userRole',
        { id: person.id, role: 'admin', confirm: true },
        tokens.admin1,
      ),
    );
    const [granted, edited] = (await auditRows({ entity: 'user' })).filter(
      (entry) => entry.entityId === String(person.id),
    );
    assert.ok(granted && edited);
    assert.equal(granted.actionName, '修改角色');
    assert.equal(granted.highlight, 'adminGranted');
    assert.equal(granted.objectName, `赵敏（${person.username}）`);
    assert.deepEqual(granted.changes, [{ label: '角色', before: '内容编辑', after: '系统管理员' }]);
    assert.equal(edited.highlight, null);
    assert.deepEqual(edited.changes, [{ label: '角色', before: '无角色', after: '内容编辑' }]);
  });

  it('a new order names the items in their new order', async () => {
    const tree = fixture.cat;
    okData(
      await post(
        '/api/admin/categoryOrder',
        { scope: 'course', parentId: tree.A, ids: [tree.A2, tree.A1] },
        tokens.editor1,
      ),
    );
    const [row] = await auditRows({ entity: 'category' });
    assert.ok(row);
    assert.equal(row.actionName, '调整分类顺序');
    assert.equal(row.objectName, '理工类');
    assert.deepEqual(row.changes, [{ label: '新顺序', before: null, after: '电子信息、机械工程' }]);
  });
});

describe('the export of the log', () => {
  it('writes the filtered log: dates as date cells in TIME_ZONE, usernames as text', async () => {
    // 01:30 on 11 March in Beijing is still 10 March in UTC
    const now = t.clock.now().getTime();
    const target = Date.parse('2025-03-10T17:30:00.000Z');
    if (now < target) t.clock.advance((target - now) / 1000);
    // logins idle since the clock moved have expired
    const admin = (await login(t, 'admin1')).body.data!.token;
    const numbered = await account('欧阳娜娜', 'editor', '0031001');
    const token = (await login(t, numbered.username, numbered.password)).body.data!.token;
    okData(
      await post(
        '/api/admin/categorySave',
        { scope: 'course', parentId: null, name: '导出测试分类', courseType: null },
        token,
      ),
    );
    const filter = { entity: 'category', startDate: '2025-03-11', endDate: '2025-03-11' };
    const listed = okData(await get<Paged<AdminAuditRow>>('/api/admin/auditList', filter, admin));
    assert.ok(listed.total >= 1);
    const file = okData(await get<AdminExportFile>('/api/admin/auditExport', filter, admin));
    assert.match(file.fileName, /^操作日志-2025-03-11-013000\.xlsx$/, file.fileName);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('操作日志');
    assert.ok(sheet);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    for (const header of ['时间', '操作人', '用户名', '操作', '对象类型', '对象', '修改内容'])
      assert.ok(headers.includes(header), `${header} in ${headers.join(',')}`);
    assert.equal(sheet.rowCount - 1, listed.total, 'exactly the filtered entries');
    const cell = (row: number, header: string) =>
      sheet.getRow(row).getCell(headers.indexOf(header) + 1);
    const mine = [...Array(sheet.rowCount - 1).keys()]
      .map((index) => index + 2)
      .find((row) => cell(row, '用户名').value === '0031001');
    assert.ok(mine, 'the entry of 0031001, its leading zeros kept');
    assert.equal(cell(mine, '用户名').type, ExcelJS.ValueType.String);
    assert.equal(cell(mine, '用户名').numFmt, '@');
    assert.equal(cell(mine, '操作人').value, '欧阳娜娜（0031001）');
    const time = cell(mine, '时间');
    assert.equal(time.type, ExcelJS.ValueType.Date, 'a real date cell');
    assert.equal(time.numFmt, 'yyyy-mm-dd hh:mm');
    assert.equal(
      (time.value as Date).toISOString(),
      '2025-03-11T01:30:00.000Z',
      'Beijing wall clock',
    );
    assert.equal(cell(mine, '操作').value, '新建分类');
    assert.equal(cell(mine, '对象类型').value, '分类');
    assert.match(String(cell(mine, '修改内容').value), /^分类名称：（无） → 导出测试分类$/m);
    for (let row = 2; row <= sheet.rowCount; row += 1)
      assert.equal(cell(row, '对象类型').value, '分类', 'only the filtered type');
  });

  it('is for administrators only, like the log', async () => {
    const editor = (await login(t, 'editor1')).body.data!.token;
    const refused = await get('/api/admin/auditExport', {}, editor);
    assert.notEqual(refused.body.code, 0);
    assert.match(refused.body.msg, /无权限/);
  });
});
