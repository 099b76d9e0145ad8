// A figure has one name: the console's lists call a number what the portal's cards and
// statistics call it (the console said 学员数 where the portal says 学习人数 for the same learners).
import { expect } from '@open-wc/testing';
import { zhCN } from '../../../src/core/i18n/zh-cn';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf } from '../helpers/dom';

describe('the console names figures as the portal does', () => {
  let app: HTMLElement;
  before(async () => {
    signOutLocally();
    app = await mountConsole();
    await signInAs('admin1');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('课程与学员: the learner count is the portal’s 学习人数', async () => {
    await consoleGo('#/courses');
    const screen = await screenOf(app, 'xnfz-admin-courses', 'tbody tr');
    const headers = [...shadowOf(screen).querySelectorAll('thead th')].map((th) =>
      th.textContent?.trim(),
    );
    expect(zhCN['courses.learners']).to.equal('学习人数');
    expect(headers).to.include(zhCN['courses.learners']);
    expect(headers).not.to.include('学员数');
  });
});
