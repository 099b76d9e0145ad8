/**
 * The console's MediaPicker (src/core/ui/admin/media-picker.tsx) against the real server: an
 * editor uploads an image from inside the picker (the resumable path) and gets the new record
 * back; the picker then lists it with a preview, only of the kind asked for, finds it by name,
 * and choosing it returns the same record; Escape cancels. axe clean.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { createRoot, type Root } from 'react-dom/client';
import type { AdminMediaRow } from '../../../src/core/api/admin-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { MediaPicker } from '../../../src/core/ui/admin/media-picker';
import { pngFile, setFile } from '../helpers/media';
import { DEMO_PASSWORD, loginAs } from '../helpers/server-api';

describe('MediaPicker against the real server', () => {
  let host: HTMLDivElement;
  let root: Root;
  let picked: AdminMediaRow[] = [];
  let cancelled = 0;

  function mount(kinds: ('image' | 'video' | 'document')[] = ['image']) {
    root.render(
      <MediaPicker
        kinds={kinds}
        onPick={(row) => picked.push(row)}
        onCancel={() => (cancelled += 1)}
      />,
    );
  }

  before(async () => {
    const login = await loginAs('editor1', DEMO_PASSWORD);
    signIn(login.token, login.user);
  });
  after(() => signOutLocally());
  beforeEach(() => {
    picked = [];
    cancelled = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  it('uploads an image from inside the picker and returns the new record', async () => {
    mount();
    await waitUntil(() => host.querySelector('[role=dialog]'), 'dialog');
    const dialog = host.querySelector('[role=dialog]')!;
    expect(dialog.textContent).to.contain('从媒体库选择图片');
    const open = host.querySelector<HTMLButtonElement>('button.open-upload')!;
    open.click();
    await waitUntil(() => host.querySelector('input[type=file]'), 'the upload form');
    const input = host.querySelector<HTMLInputElement>('input[type=file]')!;
    // only images may be uploaded here
    const kindSelect = host.querySelector<HTMLSelectElement>('.upload-panel select')!;
    expect([...kindSelect.options].map((option) => option.value)).to.deep.equal(['image']);
    const name = `选择器上传-${Date.now()}.png`;
    setFile(input, await pngFile(name));
    host.querySelector<HTMLButtonElement>('.upload-panel button[type=submit]')!.click();
    await waitUntil(() => picked.length === 1, 'the uploaded record picked', { timeout: 15000 });
    expect(picked[0]?.originalName).to.equal(name);
    expect(picked[0]?.kind).to.equal('image');
    expect(picked[0]?.url).to.match(/^\/media\/uploads\/.+\.png$/);
  });

  it('lists images only, finds one by name, previews it, and choosing it returns it', async () => {
    mount();
    await waitUntil(() => host.querySelector('.media-choice'), 'choices', { timeout: 10000 });
    const kinds = [...host.querySelectorAll('.media-choice .muted')].map(
      (facts) => facts.textContent?.split(' · ')[0],
    );
    expect(
      kinds.every((kind) => kind === '图片'),
      kinds.join(),
    ).to.equal(true);
    const choice = host.querySelector<HTMLButtonElement>('.media-choice')!;
    const name = choice.querySelector('.name')!.textContent!.replace(/^选择：/, '');
    const keyword = host.querySelector<HTMLInputElement>('input[type=search]')!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(keyword, name);
    keyword.dispatchEvent(new Event('input', { bubbles: true }));
    host.querySelector<HTMLButtonElement>('form[role=search] button[type=submit]')!.click();
    await waitUntil(
      () =>
        host.querySelectorAll('.media-choice').length === 1 &&
        host.querySelector('.media-choice .name')?.textContent === `选择：${name}`,
      'the search result',
    );
    const image = host.querySelector<HTMLImageElement>('.media-choice img')!;
    await waitUntil(() => image.complete && image.naturalWidth > 0, 'the preview loads');
    await expect(host).to.be.accessible();
    const only = host.querySelector<HTMLButtonElement>('.media-choice')!;
    expect(only.textContent).to.contain(`选择：${name}`);
    only.click();
    expect(picked.map((row) => row.originalName)).to.deep.equal([name]);
  });

  it('offers every kind when asked, and Escape cancels', async () => {
    mount(['video', 'image', 'document']);
    await waitUntil(() => host.querySelector('[role=dialog]'), 'dialog');
    const dialog = host.querySelector<HTMLElement>('[role=dialog]')!;
    const select = host.querySelector<HTMLSelectElement>('form[role=search] select')!;
    expect([...select.options].map((option) => option.value)).to.deep.equal([
      '',
      'video',
      'image',
      'document',
    ]);
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(cancelled).to.equal(1);
  });
});
