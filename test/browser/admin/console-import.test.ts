import { expect, waitUntil } from '@open-wc/testing';
import type { AdminUserRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, navLabels, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads } from '../helpers/downloads';
import { apiGet, loginAs, must } from '../helpers/server-api';

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
    await dryRun(screen, '共 200 行，可导入 197 行，3 行有问题');
    expect(shownLines(screen)).to.deep.equal([18, 89, 151]);
    const problems = (line: number) =>
      shadowOf(screen).querySelector(`tr[data-line="${line}"] .problems-list`)?.textContent ?? '';
    expect(problems(18)).to.include('姓名不能为空');
    expect(problems(89)).to.include('身份');
    expect(problems(151)).to.include('用户名与第 4 行重复');
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);

    // every row can be seen, and back
    const toggle = button(screen, 'button.toggle-rows');
    expect(toggle.textContent).to.equal('显示全部 200 行');
    toggle.click();
    await waitUntil(() => shownLines(screen).length === 200, 'all rows');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    toggle.click();
    await waitUntil(() => shownLines(screen).length === 3, 'bad rows again');

    // nothing was written by the dry run
    const before = must(
      await apiGet<Paged<AdminUserRow>>(`/api/admin/userList?keyword=${prefix}`, adminToken),
    );
    expect(before.total).to.equal(0);

    // the centre fixes the three rows: a new file needs a new dry run
    chooseFile(screen, new File([csvOf(rows)], '新生名单.csv', { type: 'text/csv' }));
    await waitUntil(() => summaryText(screen) === '', 'old check dropped');
    expect(button(screen, 'button.confirm-import').disabled).to.equal(true);
    await dryRun(screen, '共 200 行，可导入 200 行，0 行有问题');
    expect(shownLines(screen)).to.deep.equal([]);
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

  it('a small .xlsx (made with exceljs in the page) imports too', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const prefix = `ix${Date.now().toString(36)}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(['学号', '姓名', '身份', '院系', '邮箱']);
    sheet.addRow([`${prefix}_1`, '表格学生一', '学生', '化学系', '']);
    sheet.addRow([`${prefix}_2`, '表格教师二', '教师', '化学系', `${prefix}@example.edu.cn`]);
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
    await dryRun(screen, '共 2 行，可导入 2 行，0 行有问题');
    button(screen, 'button.confirm-import').click();
    await waitForText(screen, '已创建 2 个账号', 20000);
    const teacher = await loginAs(`${prefix}_2`, INITIAL_PASSWORD);
    expect(teacher.user.identity).to.equal('teacher');
    expect(teacher.user.mustChangePassword).to.equal(true);
  });

  it('the template is a .csv made in the browser with the header row the import reads', async () => {
    await consoleGo('#/users/import');
    const screen = await screenOf(app, 'xnfz-admin-import', 'button.template');
    const caught = catchDownloads();
    try {
      button(screen, 'button.template').click();
      await waitUntil(() => caught.files.length === 1, 'template download');
    } finally {
      caught.stop();
    }
    const file = caught.files[0];
    expect(file?.fileName).to.match(/\.csv$/);
    const text = new TextDecoder().decode(await file?.blob.arrayBuffer());
    expect(text.split(/\r?\n/)[0]).to.equal('学号,姓名,身份,院系,邮箱');
  });
});
