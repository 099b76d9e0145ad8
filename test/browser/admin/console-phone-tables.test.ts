// Console lists on a phone: each row is a card — every cell on screen with its column's name, the
// row's actions in reach without scrolling sideways (a 375 px table hid them off-screen).
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf } from '../helpers/dom';
import { apiPost, must, registerUser } from '../helpers/server-api';
import { DESKTOP, PHONE, settled } from '../helpers/layout';

/** Every console list whose rows are a table, as an administrator sees them. */
const LISTS: [string, string][] = [
  ['#/articles', 'xnfz-admin-articles'],
  ['#/users', 'xnfz-admin-users'],
  ['#/audit', 'xnfz-admin-audit'],
  ['#/courses', 'xnfz-admin-courses'],
  ['#/resources', 'xnfz-admin-resources'],
  ['#/experiments', 'xnfz-admin-experiments'],
];

function headersOf(table: HTMLTableElement): string[] {
  return [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
}

describe('the console lists on a phone', () => {
  let app: HTMLElement;
  before(async () => {
    signOutLocally();
    app = await mountConsole();
    const admin = await signInAs('admin1');
    // something in 操作日志: an account made a teacher
    const user = await registerUser();
    must(
      await apiPost(
        '/api/admin/userRole',
        { id: user.user.id, role: 'teacher', confirm: true },
        admin.token,
      ),
    );
  });
  after(async () => {
    await setViewport({ width: 800, height: 600 });
    app.remove();
    signOutLocally();
  });

  for (const [hash, tag] of LISTS) {
    it(`${hash}: at 375 px each row is a card, its actions on screen and each cell named`, async () => {
      await setViewport(PHONE);
      await consoleGo(hash);
      const screen = await screenOf(app, tag, 'tbody tr');
      await settled(shadowOf(screen));
      const table = shadowOf(screen).querySelector('table') as HTMLTableElement;
      const headers = headersOf(table);
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.length).to.be.greaterThan(0);
      for (const row of rows.slice(0, 3)) {
        for (const control of row.querySelectorAll<HTMLElement>('button, a, select, input')) {
          const edge = control.getBoundingClientRect();
          expect(edge.width, `${hash} ${control.textContent}`).to.be.greaterThan(0);
          expect(edge.left, `${hash} ${control.textContent} left`).to.be.at.least(0);
          expect(edge.right, `${hash} ${control.textContent} right`).to.be.at.most(PHONE.width);
        }
        const cells = [...row.querySelectorAll('td')];
        cells.forEach((cell, i) => {
          const name = headers[i] ?? '';
          if (!name || cell.textContent?.trim() === '') return;
          const shown = getComputedStyle(cell, '::before').content;
          expect(shown, `${hash} cell ${i}`).to.equal(JSON.stringify(name));
        });
      }
      const wrap = table.closest('.table-wrap') as HTMLElement;
      expect(wrap.scrollWidth, `${hash} scrolls sideways`).to.be.at.most(wrap.clientWidth + 1);

      // on a desktop the same list is a table with its column headers
      await setViewport(DESKTOP);
      await settled(shadowOf(screen));
      expect(getComputedStyle(table.querySelector('thead') as HTMLElement).display).to.equal(
        'table-header-group',
      );
      expect(getComputedStyle(rows[0]!.querySelector('td')!, '::before').content).to.be.oneOf([
        'none',
        'normal',
      ]);
    });
  }
});
