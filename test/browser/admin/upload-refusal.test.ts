/**
 * A refused upload shows the refusal — never 已上传 100 % or a finished state — with real
 * refusals of the server: a file whose bytes are not of the chosen kind (refused once all of it
 * is sent), and a file over the server's limit (refused before a byte is sent; the console's
 * limit is made stale here, so only the server refuses it, and the server's limit is what is said).
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/admin-media/admin-media.element';
import type { AdminUploadSettings } from '../../../src/core/api/admin-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { chooseUpload, submitUpload } from '../helpers/media';
import { DEMO_PASSWORD, loginAs } from '../helpers/server-api';

/** What the upload panel says and shows once the upload has stopped. */
function panelState(element: HTMLElement) {
  const panel = shadowOf(element).querySelector('.upload-panel') as HTMLElement;
  return {
    text: panel.textContent ?? '',
    progress: panel.querySelector('progress'),
    success: panel.querySelector('.message--success'),
    error: panel.querySelector('.message--error')?.textContent ?? '',
  };
}

describe('a refused upload in the console', () => {
  before(async () => {
    const login = await loginAs('editor1', DEMO_PASSWORD);
    signIn(login.token, login.user);
  });
  after(() => signOutLocally());
  afterEach(() => fixtureCleanup());

  it('a video chosen as an image, refused after all of it was sent: the refusal, no 100 %', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]');
    const video = await (await fetch('/media/videos/pendulum.webm')).blob();
    chooseUpload(
      element,
      'image',
      new File([video], `伪装图片-${Date.now()}.png`, { type: 'image/png' }),
    );
    submitUpload(element);
    await waitForText(element, '文件类型不符：所选类型为图片', 20000);
    const state = panelState(element);
    expect(state.error).to.include('文件类型不符');
    expect(state.text).to.not.include('已上传');
    expect(state.text).to.not.include('100%');
    expect(state.text).to.not.include('上传完成');
    expect(state.progress, 'no progress bar left at 100 %').to.equal(null);
    expect(state.success).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('a file over the server limit, refused by the server though the console let it go: its limit, no progress', async () => {
    const realFetch = window.fetch;
    // a console that believes images may have 100 MB (an older limit, say): it sends the file
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (
        !String(input instanceof Request ? input.url : input).includes('/api/admin/uploadSettings')
      )
        return response;
      const envelope = (await response.json()) as { data: AdminUploadSettings };
      envelope.data.maxBytes.image = 100 * 1024 * 1024;
      return new Response(JSON.stringify(envelope), {
        headers: { 'content-type': 'application/json' },
      });
    };
    let element: HTMLElement;
    try {
      element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
      await findIn(element, 'input[type="file"]');
    } finally {
      window.fetch = realFetch;
    }
    const png = new Uint8Array(12 * 1024 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    chooseUpload(
      element,
      'image',
      new File([png], `大图-${Date.now()}.png`, { type: 'image/png' }),
    );
    submitUpload(element);
    await waitUntil(() => panelState(element).error, 'refused', { timeout: 20000 });
    const state = panelState(element);
    // the server's limit (10 MB), not the console's stale one
    expect(state.error).to.equal('文件过大：图片不能超过 10 MB');
    expect(state.text).to.not.include('已上传');
    expect(state.progress).to.equal(null);
    expect(state.success).to.equal(null);
  });
});
