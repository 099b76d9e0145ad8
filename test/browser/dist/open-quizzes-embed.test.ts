import { expect } from '@open-wc/testing';
import type { QuizDetail } from '../../../src/core/api/quiz-contract';
import { HOST_ORIGIN, closeHost, inHost, openHost, untilHost } from '../helpers/embed-host';
import {
  classWithStudent,
  publishedQuiz,
  questionDraft,
  type QuizSetup,
} from '../helpers/quiz-setup';

/**
 * `<xnfz-open-quizzes>` on a page of ANOTHER origin (test/browser/fixtures/quizzes-host.html) that
 * has only the loader's script tag from the portal's address: a visitor sees the login link to the
 * portal; the student (the elements' own `xnfz-token` key on that site, as a login there leaves
 * it) sees the open quiz with a link into the portal's quiz screen, in every class and in one.
 */

interface Shown {
  login: string | null;
  loginHref: string | null;
  rows: { id: number; text: string; href: string | null }[];
  empty: string | null;
}

/** What an element of the host page shows (run in the host page). */
function shownIn(id: string): Shown | null {
  const root = document.getElementById(id)?.shadowRoot;
  if (!root || root.querySelector('[part~=state-loading]')) return null;
  const login = root.querySelector('[part~=state-login]');
  const rows = [...root.querySelectorAll<HTMLElement>('[part~=item]')].map((row) => ({
    id: Number(row.dataset.quizId),
    text: row.textContent ?? '',
    href: row.querySelector('[part~=action]')?.getAttribute('href') ?? null,
  }));
  const empty = root.querySelector('[part~=state-empty]')?.textContent ?? null;
  if (!login && rows.length === 0 && empty === null) return null;
  return {
    login: login?.textContent ?? null,
    loginHref: login?.querySelector('a')?.getAttribute('href') ?? null,
    rows,
    empty,
  };
}

describe('<xnfz-open-quizzes> embedded on a page of another origin', function () {
  this.timeout(90000);
  let setup: QuizSetup;
  let quiz: QuizDetail;

  before(async () => {
    setup = await classWithStudent([questionDraft({})]);
    quiz = await publishedQuiz(setup, `嵌入页的测验 ${Date.now().toString(36)}`, {
      closeAt: new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString(),
    });
  });
  after(closeHost);

  it('a visitor sees the login link to the portal; the student sees the open quiz linking to the portal', async () => {
    const portal = location.origin;
    const url = openHost('quizzes-host', { width: 1280, query: { class: String(setup.classId) } });
    expect(new URL(url).origin).to.equal(HOST_ORIGIN);
    expect(HOST_ORIGIN).to.not.equal(portal);

    // a visitor: no login of the elements' own on that site (another test file may have left one)
    await untilHost('the host page', () => {
      const signedIn = localStorage.getItem('xnfz-token') ?? sessionStorage.getItem('xnfz-token');
      localStorage.removeItem('xnfz-token');
      sessionStorage.removeItem('xnfz-token');
      if (signedIn) setTimeout(() => location.reload(), 0);
      return true;
    });
    await untilHost('the login prompt', () =>
      Boolean(document.getElementById('all')?.shadowRoot?.querySelector('[part~=state-login]')),
    );
    const visitor = await untilHost('what the element shows', shownIn, 'all');
    expect(visitor.login).to.include('登录后可查看你正在进行的测验。');
    expect(visitor.loginHref).to.equal(`${portal}/PC/#/login`);

    // signed in on that site: the elements' own key there, then the page is opened again
    await inHost((token: string) => {
      localStorage.setItem('xnfz-token', JSON.stringify({ token }));
      setTimeout(() => location.reload(), 0);
    }, setup.student.token);
    // (until the page has reloaded, its elements still show the login link)
    await untilHost(
      'the open quiz in every class',
      (quizId: number) =>
        Boolean(
          document
            .getElementById('all')
            ?.shadowRoot?.querySelector(`[part~=item][data-quiz-id="${quizId}"]`),
        ),
      quiz.id,
    );
    for (const id of ['all', 'class']) {
      const shown = await untilHost(`#${id} loaded`, shownIn, id);
      expect(shown.login, id).to.equal(null);
      expect(shown.rows.map((row) => row.id), id).to.deep.equal([quiz.id]);
      expect(shown.rows[0]!.text, id).to.include(quiz.title);
      expect(shown.rows[0]!.text, id).to.include(setup.className);
      expect(shown.rows[0]!.text, id).to.include('开始答题');
      // the link opens the portal's quiz screen, not a hash of the host page
      expect(shown.rows[0]!.href, id).to.equal(`${portal}/PC/#/quiz?id=${quiz.id}`);
    }
    const heading = await inHost(
      () => document.getElementById('class')?.shadowRoot?.querySelector('[part~=title]')?.textContent,
    );
    expect(heading).to.equal('本班测验');
    // the host page's address has no token of ours in it
    expect(await inHost(() => location.search.includes('token'))).to.equal(false);
  });
});
