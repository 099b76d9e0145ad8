/**
 * The audit log an administrator can read: every object type in the filter (from the one list the
 * server records by), each entry with a Chinese action, the object's name and only the changed
 * fields — no JSON — the grant of 系统管理员 highlighted, and the filtered log exported as .xlsx.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import {
  AUDIT_ENTITIES,
  type AdminCourse,
  type AdminCourseOwnerChoice,
} from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { AUDIT_ENTITY_NAMES } from '../../../src/core/i18n/zh-cn/admin-audit';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto } from '../helpers/dom';
import { catchDownloads, isZip } from '../helpers/downloads';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

describe('the console: a readable audit log', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('admin1'));
    app = await mountConsole('#/audit');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  async function auditScreen(): Promise<HTMLElement> {
    await consoleGo('#/audit');
    return screenOf(app, 'xnfz-admin-audit', 'tbody tr, [part=state-empty]');
  }

  /** Filters by actor and type (and searches); resolves when the rows are those of the filter. */
  async function filter(screen: HTMLElement, entity: string, actor = ''): Promise<void> {
    typeInto(shadowOf(screen).getElementById('audit-actor') as HTMLInputElement, actor);
    chooseIn(shadowOf(screen).getElementById('audit-entity') as HTMLSelectElement, entity);
    (
      shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(() => {
      const rows = [...shadowOf(screen).querySelectorAll('tbody tr')];
      return rows.length > 0 && rows.every((row) => row.getAttribute('data-entity') === entity);
    }, `entries of ${entity}`);
  }

  it('offers every object type the server records, by its Chinese name', async () => {
    const screen = await auditScreen();
    const select = shadowOf(screen).getElementById('audit-entity') as HTMLSelectElement;
    const offered = [...select.options].slice(1).map((option) => [option.value, option.text]);
    expect(offered).to.deep.equal(
      AUDIT_ENTITIES.map((entity) => [entity, AUDIT_ENTITY_NAMES[entity]]),
    );
    for (const name of ['课程', '媒体文件', '轮播图']) expect(offered.flat()).to.include(name);
  });

  it('granting 系统管理员 stands out: highlighted row, a label, 角色 无角色 → 系统管理员', async () => {
    const user = await registerUser('teacher');
    must(
      await apiPost(
        '/api/admin/userRole',
        { id: user.user.id, role: 'admin', confirm: true },
        token,
      ),
    );
    const screen = await auditScreen();
    await filter(screen, 'user', 'admin1');
    const row = [...shadowOf(screen).querySelectorAll<HTMLElement>('tbody tr')].find((tr) =>
      tr.querySelector('.object-name')?.textContent?.includes(user.username),
    );
    expect(row, 'the grant is listed').to.not.equal(undefined);
    expect(row!.classList.contains('highlight')).to.equal(true);
    expect(row!.querySelector('.highlight-label')?.textContent).to.equal('授予系统管理员');
    expect(row!.querySelector('.action-name')?.textContent).to.equal('修改角色');
    expect(row!.querySelector('.object-name')?.textContent).to.equal(
      `${user.user.nickname}（${user.username}）`,
    );
    const change = row!.querySelector('.changes li') as HTMLElement;
    expect(change.querySelector('.field-name')?.textContent).to.equal('角色');
    expect(change.querySelector('.was')?.textContent).to.include('无角色');
    expect(change.querySelector('.now')?.textContent).to.include('系统管理员');
    // other rows are not highlighted
    const others = [...shadowOf(screen).querySelectorAll('tbody tr')].filter((tr) => tr !== row);
    for (const other of others)
      if (!other.querySelector('.now')?.textContent?.includes('系统管理员'))
        expect(other.classList.contains('highlight')).to.equal(false);
  });

  it('a course edit reads as the fields that changed, with names, never JSON or HTML', async () => {
    const editor = await signInAs('editor1');
    const created = must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        {
          title: `审计课程 ${Date.now().toString(36)}`,
          type: 'major',
          categoryId: null,
          cover: '',
          summary: '',
          description: '<p>第一版介绍</p>',
          teacher: '王老师',
          ownerId: null,
          tags: [],
          published: false,
        },
        editor.token,
      ),
    );
    const owners = must(
      await apiGet<AdminCourseOwnerChoice[]>('/api/admin/courseOwnerChoices', editor.token),
    );
    const owner = owners.find((choice) => choice.username === 'teacher1');
    must(
      await apiPost(
        '/api/admin/courseSave',
        {
          id: created.id,
          version: created.version,
          title: created.title,
          type: 'major',
          categoryId: null,
          cover: '',
          summary: '',
          description: '<p>第二版介绍，<b>加粗</b> &amp; 符号</p>',
          teacher: '王老师',
          ownerId: owner!.id,
          tags: ['力学'],
          published: false,
        },
        editor.token,
      ),
    );
    await signInAs('admin1');
    const screen = await auditScreen();
    await filter(screen, 'course', 'editor1');
    const row = shadowOf(screen).querySelector(
      `tbody tr[data-action="course.update"]`,
    ) as HTMLElement;
    expect(row.querySelector('.object-name')?.textContent).to.equal(created.title);
    expect(row.querySelector('.entity-name')?.textContent).to.equal('课程');
    const fields = [...row.querySelectorAll('.changes li')].map(
      (li) => li.querySelector('.field-name')?.textContent,
    );
    expect(fields.sort()).to.deep.equal(['标签', '负责教师', '课程介绍'].sort());
    expect(row.textContent).to.include('王建国（teacher1）');
    expect(row.textContent).to.include('第二版介绍，加粗 & 符号');
    for (const cell of shadowOf(screen).querySelectorAll('td.change-cell'))
      expect(cell.textContent).not.to.match(/[{}<>]|&amp;|"ownerId"/);
  });

  it('exports the filtered log as .xlsx', async () => {
    const screen = await auditScreen();
    await filter(screen, 'user', 'admin1');
    const caught = catchDownloads();
    try {
      (shadowOf(screen).querySelector('button.export-audit') as HTMLButtonElement).click();
      await waitUntil(() => caught.files.length === 1, 'the download', { timeout: 20000 });
    } finally {
      caught.stop();
    }
    const [file] = caught.files;
    expect(file!.fileName).to.match(/^操作日志-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    expect(await isZip(file!.blob)).to.equal(true);
  });
});
