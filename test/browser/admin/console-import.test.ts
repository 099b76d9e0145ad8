import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminUserRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, navLabels, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads, type CaughtDownload } from '../helpers/downloads';
import { apiGet, apiPost, loginAs, must } from '../helpers/server-api';
import { xlsxRows, xlsxSheets } from '../helpers/xlsx-rows';

const INITIAL_PASSWORD = 'Start2026x';

interface Student {
  username: string;
  name: string;
  identity: string;
  department: string;
  email: string;
}

/** 200 students whose usernames start with `prefix`. */
function students(prefix: string): Student[] {
  return Array.from({ length: 200 }, (_, index) => ({
    username: `${prefix}_${index + 1}`,
    name: `导入学生${index + 1}`,
    identity: '学生',
    department: '计算机学院',
    email: `${prefix}.${index + 1}@example.edu.cn`,
  }));
}

function csvOf(rows: readonly Student[]): string {
  const lines = rows.map((row) =>
    [row.username, row.name, row.identity, row.department, row.email].join(','),
  );
  return `\uFEFF学号,姓名,身份,院系,邮箱\r\n${lines.join('\r\n')}\r\n`;
}

/** Chooses a file in the import screen's file field the way the file picker does. */
function chooseFile(screen: HTMLElement, file: File): void {
  const input = shadowOf(screen).getElementById('import-file') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const summaryText = (screen: HTMLElement) =>
  shadowOf(screen).getElementById('import-summary')?.textContent ?? '';
const button = (screen: HTMLElement, selector: string) =>
  shadowOf(screen).querySelector(selector) as HTMLButtonElement;
const shownLines = (screen: HTMLElement) =>
  [...shadowOf(screen).querySelectorAll('table.import-rows tbody tr')].map((row) =>
    Number(row.getAttribute('data-line')),
  );

/** The summary line of a dry run. */
const plan = (total: number, create: number, update: number, unchanged: number, refuse: number) =>
  `共 ${total} 行：新建 ${create} 行，更新 ${update} 行，无变化 ${unchanged} 行，不能导入 ${refuse} 行`;

/** Shows the rows of one kind (不能导入, 新建, 更新, 无变化 or 全部). */
function showRows(screen: HTMLElement, kind: string): HTMLButtonElement {
  const choice = button(screen, `.shown-rows button[data-show="${kind}"]`);
  choice.click();
  return choice;
}

/** Clicks a button that hands a file over and returns the file. */
async function downloaded(screen: HTMLElement, selector: string): Promise<CaughtDownload> {
  const caught = catchDownloads();
  try {
    button(screen, selector).click();
    await waitUntil(() => caught.files.length === 1, `download of ${selector}`, { timeout: 20000 });
  } finally {
    caught.stop();
  }
  return caught.files[0] as CaughtDownload;
}

async function dryRun(screen: HTMLElement, expected: string): Promise<void> {
  button(screen, 'button.dry-run').click();
  await waitUntil(
    () => summaryText(screen).includes(expected),
    `summary ${expected}; shown: ${summaryText(screen)}`,
    { timeout: 20000 },
  );
}

describe('the console: bulk import of students', () => {
  let app: HTMLElement;
  let adminToken: string;
  before(async () => {
    ({ token: adminToken } = await signInAs('admin1'));
    app = await mountConsole('#/users');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('the users screen and the navigation lead to 批量导入', async () => {
    await waitUntil(() => navLabels(app).includes('批量导入'), 'nav entry');
    await consoleGo('#/users');
    const users = await screenOf(app, 'xnfz-admin-users', 'a.open-import');
    const link = shadowOf(users).querySelector('a.open-import') as HTMLAnchorElement;
    expect(link.textContent).to.equal('批量导入');
    link.click();
    const screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    expect(location.hash).to.equal('#/users/import');
    const current = shadowOf(app).querySelector('nav.side a[aria-current=page]');
    expect(current?.textContent).to.equal('批量导入');
    // the initial password explains the first-login change
    const hint = shadowOf(screen).getElementById('import-password-hint')?.textContent ?? '';
    expect(hint).to.include('首次登录后必须先修改密码');
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);
  });

  it('checks the file and the initial password in the browser before calling the server', async () => {
    await consoleGo('#/users/import');
    const screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    button(screen, 'button.dry-run').click();
    await waitForText(screen, '请选择要导入的 .xlsx 或 .csv 文件');
    chooseFile(screen, new File(['a,b'], 'students.txt', { type: 'text/plain' }));
    await waitForText(screen, '只能导入 .xlsx 或 .csv 文件');
    chooseFile(screen, new File([csvOf(students('chk'))], 'students.csv', { type: 'text/csv' }));
    typeInto(shadowOf(screen).getElementById('import-password') as HTMLInputElement, 'short1');
    button(screen, 'button.dry-run').click();
    await waitForText(screen, '初始密码为 8 到 64 位，须同时包含字母和数字');
    const password = shadowOf(screen).getElementById('import-password') as HTMLInputElement;
    expect(password.getAttribute('aria-invalid')).to.equal('true');
    expect(password.getAttribute('aria-describedby')).to.include('import-password-error');
    expect(summaryText(screen)).to.equal('');
  });

  it('200 students: the dry run shows exactly the 3 bad rows, the fixed file imports them all, and one logs in and must change the password', async () => {
    const prefix = `im${Date.now().toString(36)}`;
    const rows = students(prefix);
    const bad = rows.map((row) => ({ ...row }));
    (bad[16] as Student).name = ''; // line 18: no name
    (bad[87] as Student).identity = '学者'; // line 89: no such identity
    (bad[149] as Student).username = `${prefix}_3`; // line 151: same username as line 4

    await consoleGo('#/users/import');
    const screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    chooseFile(screen, new File([csvOf(bad)], '新生名单.csv', { type: 'text/csv' }));
    typeInto(
      shadowOf(screen).getElementById('import-password') as HTMLInputElement,
      INITIAL_PASSWORD,
    );
    await dryRun(screen, plan(200, 197, 0, 0, 3));
    expect(shownLines(screen)).to.deep.equal([18, 89, 151]);
    const problems = (line: number) =>
      shadowOf(screen).querySelector(`tr[data-line="${line}"] .problems-list`)?.textContent ?? '';
    expect(problems(18)).to.include('姓名不能为空');
    expect(problems(89)).to.include('身份');
    expect(problems(151)).to.include('用户名与第 4 行重复');
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);

    // every row can be seen, and back
    expect(
      button(screen, '.shown-rows button[data-show="refuse"]').getAttribute('aria-pressed'),
    ).to.equal('true');
    const all = showRows(screen, 'all');
    expect(all.textContent).to.equal('全部 200');
    await waitUntil(() => shownLines(screen).length === 200, 'all rows');
    expect(all.getAttribute('aria-pressed')).to.equal('true');
    showRows(screen, 'refuse');
    await waitUntil(() => shownLines(screen).length === 3, 'bad rows again');

    // the refused rows as an .xlsx with a 错误原因 column, to fix and import again
    const report = await downloaded(screen, 'button.error-report');
    expect(report.fileName).to.match(/^导入错误报告-新生名单-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    const reported = await xlsxRows(report.blob);
    expect(reported[0]).to.deep.equal([
      '行号',
      '学号',
      '姓名',
      '身份',
      '院系',
      '班级',
      '邮箱',
      '错误原因',
    ]);
    expect(reported.slice(1).map((row) => row[0])).to.deep.equal(['18', '89', '151']);
    expect(reported[3]?.[7]).to.include('用户名与第 4 行重复');

    // nothing was written by the dry run
    const before = must(
      await apiGet<Paged<AdminUserRow>>(`/api/admin/userList?keyword=${prefix}`, adminToken),
    );
    expect(before.total).to.equal(0);

    // the centre fixes the three rows: a new file needs a new dry run
    chooseFile(screen, new File([csvOf(rows)], '新生名单.csv', { type: 'text/csv' }));
    await waitUntil(() => summaryText(screen) === '', 'old check dropped');
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);
    await dryRun(screen, plan(200, 200, 0, 0, 0));
    expect(shadowOf(screen).querySelector('button.error-report')).to.equal(null);
    expect(shownLines(screen).length).to.equal(200);
    const confirm = button(screen, 'button.confirm-import');
    expect(confirm.disabled).to.equal(false);
    confirm.click();
    await waitUntil(
      () =>
        shadowOf(screen).querySelector('.done-message')?.textContent?.includes('已创建 200 个账号'),
      'import done',
      { timeout: 30000 },
    );
    expect(shadowOf(screen).querySelector('.done')?.getAttribute('role')).to.equal('status');

    const after = must(
      await apiGet<Paged<AdminUserRow>>(
        `/api/admin/userList?keyword=${prefix}&pageSize=10`,
        adminToken,
      ),
    );
    expect(after.total).to.equal(200);

    const login = await loginAs(`${prefix}_42`, INITIAL_PASSWORD);
    expect(login.user.mustChangePassword).to.equal(true);
    expect(login.user.identity).to.equal('student');
  });

  it('a small .xlsx (made with exceljs in the page) imports too, a 学号 stored as a number keeps its zeros', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const prefix = `ix${Date.now().toString(36)}`;
    // a 7-digit 学号 no other run has taken: stored as a number, shown with its leading zeros
    const number = Date.now() % 100000;
    const zeros = String(number).padStart(7, '0');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(['学号', '姓名', '身份', '院系', '邮箱']);
    sheet.addRow([`${prefix}_1`, '表格学生一', '学生', '化学系', '']);
    sheet.addRow([`${prefix}_2`, '表格教师二', '教师', '化学系', `${prefix}@example.edu.cn`]);
    const numeric = sheet.addRow([number, '欧阳娜娜', '学生', '护理学院', '']).getCell(1);
    numeric.numFmt = '0000000';
    const bytes = await workbook.xlsx.writeBuffer();

    await consoleGo('#/users/import');
    let screen = await screenOf(app, 'xnfz-admin-import', '#import-file, .done');
    const again = shadowOf(screen).querySelector('button.again') as HTMLButtonElement | null;
    again?.click();
    screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    chooseFile(screen, new File([bytes], '教工.xlsx'));
    typeInto(
      shadowOf(screen).getElementById('import-password') as HTMLInputElement,
      INITIAL_PASSWORD,
    );
    await dryRun(screen, plan(3, 3, 0, 0, 0));
    expect(shadowOf(screen).querySelector('tr[data-line="4"]')?.textContent).to.include(zeros);
    button(screen, 'button.confirm-import').click();
    await waitForText(screen, '已创建 3 个账号', 20000);
    const teacher = await loginAs(`${prefix}_2`, INITIAL_PASSWORD);
    expect(teacher.user.identity).to.equal('teacher');
    expect(teacher.user.mustChangePassword).to.equal(true);
    const student = await loginAs(zeros, INITIAL_PASSWORD);
    expect(student.user.studentNumber).to.equal(zeros);
  });

  it('the template is an .xlsx with the header the import reads, a text 学号 column and a marked example row it refuses', async () => {
    await consoleGo('#/users/import');
    let screen = await screenOf(app, 'xnfz-admin-import', 'button.template');
    const file = await downloaded(screen, 'button.template');
    expect(file.fileName).to.equal('批量导入模板.xlsx');
    const [rows] = (await xlsxSheets(file.blob)).values();
    expect(rows?.[0]?.map((cell) => cell?.text)).to.deep.equal([
      '学号',
      '姓名',
      '身份',
      '院系',
      '班级',
      '邮箱',
    ]);
    const example = rows?.[1] ?? [];
    expect(example[0]).to.include({ text: '0012345', type: 'text', numFmt: '@' });
    expect(example[1]?.text).to.match(/^（示例）/);

    // left in, the example row is refused
    const again = shadowOf(screen).querySelector('button.again') as HTMLButtonElement | null;
    again?.click();
    screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    chooseFile(screen, new File([file.blob], '批量导入模板.xlsx'));
    typeInto(
      shadowOf(screen).getElementById('import-password') as HTMLInputElement,
      INITIAL_PASSWORD,
    );
    await dryRun(screen, plan(1, 0, 0, 0, 1));
    expect(
      shadowOf(screen).querySelector('tr[data-line="2"] .problems-list')?.textContent,
    ).to.include('示例行');
  });

  it('a new term: with 更新已有账号 the dry run shows created, updated and unchanged rows, and the import updates 院系 and 班级 only', async () => {
    const prefix = `nt${Date.now().toString(36)}`;
    const line = (name: string, department: string, className: string) =>
      `${prefix}_${name},学生${name},学生,${department},${className},`;
    const lastTerm = ['1,护理学院,护理2301', '2,护理学院,护理2301', '3,医学院,临床2302'];
    const file = (lines: string[]) =>
      `\uFEFF学号,姓名,身份,院系,班级,邮箱\r\n${lines.join('\r\n')}\r\n`;
    const first = must(
      await apiPost<{ imported: number }>(
        '/api/admin/userImport',
        {
          fileName: '上学期.csv',
          contentBase64: btoa(
            String.fromCharCode(
              ...new TextEncoder().encode(
                file(lastTerm.map((row) => line(...(row.split(',') as [string, string, string])))),
              ),
            ),
          ),
          initialPassword: INITIAL_PASSWORD,
          dryRun: false,
        },
        adminToken,
      ),
    );
    expect(first.imported).to.equal(3);
    const before = await loginAs(`${prefix}_2`, INITIAL_PASSWORD);

    const newTerm = file([
      line('1', '护理学院', '护理2301'), // unchanged
      line('2', '护理学院', '护理2401'), // 班级
      line('3', '临床医学院', '临床2402'), // 院系, 班级
      line('4', '护理学院', '护理2401'), // new
    ]);
    await consoleGo('#/users/import');
    let screen = await screenOf(app, 'xnfz-admin-import', '#import-file, .done');
    (shadowOf(screen).querySelector('button.again') as HTMLButtonElement | null)?.click();
    screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    chooseFile(screen, new File([newTerm], '新学期.csv', { type: 'text/csv' }));
    typeInto(
      shadowOf(screen).getElementById('import-password') as HTMLInputElement,
      INITIAL_PASSWORD,
    );
    // without the mode the existing accounts are refused
    await dryRun(screen, plan(4, 1, 0, 0, 3));
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);
    const mode = shadowOf(screen).getElementById('import-update-existing') as HTMLInputElement;
    expect(mode.checked).to.equal(false);
    expect(mode.getAttribute('aria-describedby')).to.equal('import-update-existing-hint');
    mode.click();
    await waitUntil(() => summaryText(screen) === '', 'the mode needs a new dry run');
    await dryRun(screen, plan(4, 1, 2, 1, 0));
    // the updates first, each with what changes
    expect(shownLines(screen)).to.deep.equal([3, 4]);
    const details = (n: number) =>
      shadowOf(screen).querySelector(`tr[data-line="${n}"] .changes-list`)?.textContent ?? '';
    expect(details(3)).to.equal('班级：护理2301 → 护理2401');
    expect(details(4)).to.include('院系：医学院 → 临床医学院');
    showRows(screen, 'unchanged');
    await waitUntil(() => shownLines(screen).join() === '2', 'the unchanged row');
    showRows(screen, 'create');
    await waitUntil(() => shownLines(screen).join() === '5', 'the new row');

    button(screen, 'button.confirm-import').click();
    await waitForText(screen, '已创建 1 个账号，已更新 2 个账号', 20000);
    const after = await loginAs(`${prefix}_2`, INITIAL_PASSWORD);
    expect(after.user.id).to.equal(before.user.id);
    const found = must(
      await apiGet<Paged<AdminUserRow>>(`/api/admin/userList?keyword=${prefix}_3`, adminToken),
    );
    expect(found.rows[0]?.department).to.equal('临床医学院');
    expect(found.rows[0]?.className).to.equal('临床2402');

    // 用户管理 shows 院系 and 班级 under the identity, and finds people by their 班级
    await consoleGo('#/users');
    const users = await screenOf(app, 'xnfz-admin-users', 'tbody tr, [part=state-empty]');
    typeInto(shadowOf(users).getElementById('users-keyword') as HTMLInputElement, '临床2402');
    (
      shadowOf(users).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const row = () => shadowOf(users).querySelector(`tr[data-user="${prefix}_3"]`);
    await waitUntil(row, 'found by 班级', { timeout: 15000 });
    expect(row()?.querySelector('.organisation')?.textContent).to.equal('临床医学院 · 临床2402');
  });
});
