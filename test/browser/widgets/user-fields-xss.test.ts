/**
 * Stored XSS through user fields: what users type (nickname, experiment report) comes back
 * from the real server and is shown as text by every element that shows it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/user-status/user-status.element';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, waitForText } from '../helpers/dom';
import { apiPost, finishOpenExperiment, must, registerUser } from '../helpers/server-api';

declare global {
  interface Window {
    __xnfzHacked?: number;
  }
}

const NICKNAME = '<img src onerror=__xnfzHacked=1>'; // 32 characters, the limit
const REPORT = '<script>window.__xnfzHacked=2</script><img src="data:," onerror="__xnfzHacked=3">';

/** Every element under the root, through open shadow roots. */
function everyElement(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...everyElement(element.shadowRoot));
  }
  return found;
}

describe('user fields are shown as text (real server)', () => {
  afterEach(() => signOutLocally());

  it('a nickname and an experiment report made of HTML never become elements', async () => {
    const { token } = await registerUser();
    must(await apiPost('/api/xnfz/updateUser', { nickname: NICKNAME }, token));
    const { sessionId } = await finishOpenExperiment(token, { score: 60, report: REPORT });
    signIn(token);
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-user-status></xnfz-user-status>
        <xnfz-personal-center tab="records"></xnfz-personal-center>
      </div>
    `);
    const status = page.querySelector('xnfz-user-status') as HTMLElement;
    const center = page.querySelector('xnfz-personal-center') as HTMLElement;
    await waitForText(status, NICKNAME);
    const row = await findIn(center, `[data-attempt-id="${sessionId}"]`);
    expect(row.querySelector('.report-text')?.textContent).to.equal(REPORT);

    const injected = everyElement(page).filter(
      (element) =>
        element.tagName === 'SCRIPT' ||
        (element.tagName === 'IMG' && element.hasAttribute('onerror')),
    );
    expect(injected, 'no element made from user text').to.deep.equal([]);
    expect(window.__xnfzHacked).to.equal(undefined);
  });
});
