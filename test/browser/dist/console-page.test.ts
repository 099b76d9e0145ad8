import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import { deepQueryAll, deepText } from '../helpers/deep-dom';
import { DEMO_PASSWORD, loginAs } from '../helpers/server-api';

/** A page of the real server in an iframe (its own CSP applies), once it has loaded. */
async function openPage(src: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '1280px';
  frame.style.height = '800px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Logs in for the pages under /PC/ (the portal's and the console's), which keep the login under the spec's key `token`. */
function signInForPortalPages(token: string): void {
  localStorage.setItem('token', JSON.stringify({ token }));
}

function requestedBy(frame: HTMLIFrameElement): string[] {
  return (frame.contentWindow?.performance.getEntriesByType('resource') ?? []).map(
    (entry) => entry.name,
  );
}

describe('the built console page (dist/admin) and the portal page beside it', function () {
  this.timeout(60000);
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    signOutLocally();
    localStorage.removeItem('token');
  });

  it('/PC/admin/ runs under the server\'s CSP and shows the console login', async () => {
    const frame = await openPage('/PC/admin/');
    const doc = frame.contentDocument as Document;
    for (const script of doc.querySelectorAll('script')) {
      expect(script.getAttribute('src'), 'no inline script').to.be.a('string');
    }
    await waitUntil(() => deepText(doc.body).includes('管理后台登录'), 'console login', {
      timeout: 20000,
    });
    expect(requestedBy(frame).some((name) => name.includes('/PC/admin/chunks/editor-'))).to.equal(
      false,
    );
  });

  it('an editor opens the article form: the editor chunk comes only then', async () => {
    signInForPortalPages((await loginAs('editor1', DEMO_PASSWORD)).token);
    const frame = await openPage('/PC/admin/#/articles');
    const doc = frame.contentDocument as Document;
    await waitUntil(() => deepQueryAll(doc.body, 'tbody tr').length > 0 || deepText(doc.body).includes('新建文章'), 'article list', { timeout: 20000 });
    expect(requestedBy(frame).some((name) => name.includes('/chunks/editor-'))).to.equal(false);
    frame.contentWindow?.location.assign('/PC/admin/#/articles/edit');
    await waitUntil(() => deepQueryAll(doc.body, '.ProseMirror').length > 0, 'editor', {
      timeout: 20000,
    });
    expect(requestedBy(frame).some((name) => name.includes('/PC/admin/chunks/editor-'))).to.equal(
      true,
    );
  });

  it('the portal page, with a staff member logged in, fetches nothing of the console', async () => {
    signInForPortalPages((await loginAs('editor1', DEMO_PASSWORD)).token);
    const frame = await openPage('/PC/');
    const doc = frame.contentDocument as Document;
    await waitUntil(() => deepText(doc.body).includes('管理后台') || deepQueryAll(doc.body, 'xnfz-user-status').length > 0, 'portal', { timeout: 20000 });
    await waitUntil(() => deepText(doc.body).includes('首页'), 'portal rendered', { timeout: 20000 });
    const requested = requestedBy(frame);
    expect(requested.some((name) => name.includes('/esm/'))).to.equal(true);
    expect(requested.filter((name) => name.includes('/admin/'))).to.deep.equal([]);
  });
});
