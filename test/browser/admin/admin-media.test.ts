/**
 * 媒体库 (<xnfz-admin-media>) against the real server: an editor uploads a real video through the
 * resumable path (progress, then the file in the list with its duration and URL), a file whose
 * bytes do not match the chosen kind is refused in Chinese, an upload paused and picked up again
 * after a "reload" (a new element, the same file) continues from where it stopped; axe clean.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/admin-media/admin-media.element';
import type { AdminCourse, AdminMediaRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { UPLOAD_CHUNK_BYTES } from '../../../src/core/api/admin/resumable-upload';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import * as tus from 'tus-js-client';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { chooseUpload, pngFile, setFile, submitUpload } from '../helpers/media';
import { clearFault, injectFault } from '../helpers/faults';
import { courseSaveBody } from '../../helpers/save-bodies';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must } from '../helpers/server-api';

const SLOW = { timeout: 15000 };

let token = '';

async function clip(name: string): Promise<File> {
  const response = await fetch('/media/videos/pendulum.webm');
  return new File([await response.blob()], name, { type: 'video/webm' });
}

async function mediaNamed(name: string): Promise<AdminMediaRow[]> {
  const page = must(
    await apiGet<Paged<AdminMediaRow>>(
      `/api/admin/mediaList?keyword=${encodeURIComponent(name)}`,
      token,
    ),
  );
  return page.rows;
}

describe('<xnfz-admin-media> against the real server', () => {
  before(async () => {
    const login = await loginAs('editor1', DEMO_PASSWORD);
    token = login.token;
    signIn(login.token, login.user);
  });
  after(() => signOutLocally());
  afterEach(() => fixtureCleanup());

  it('uploads a real video: progress, then the file in the list with its duration and URL', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]', 'the upload form');
    const name = `单摆演示-${Date.now()}.webm`;
    chooseUpload(element, 'video', await clip(name));
    submitUpload(element);
    await findIn(element, 'progress', 'a progress bar while uploading');
    await waitForText(element, `上传完成：${name}`, 15000);
    expect(
      shadowOf(element).querySelector('.progress-text')?.getAttribute('data-percent'),
    ).to.equal('100');
    await waitUntil(
      () =>
        [...shadowOf(element).querySelectorAll('td.name')].some(
          (cell) => cell.textContent === name,
        ),
      'the new file in the list',
      { timeout: 10000 },
    );
    const row = [...shadowOf(element).querySelectorAll('tr[data-media-id]')].find(
      (tr) => tr.querySelector('td.name')?.textContent === name,
    )!;
    expect(row.classList.contains('fresh')).to.equal(true);
    expect(row.querySelector('[data-field="duration"]')?.textContent).to.equal('0:26');
    const [stored] = await mediaNamed(name);
    expect(stored?.durationSeconds).to.equal(26);
    expect(stored?.mimeType).to.equal('video/webm');
    expect(row.querySelector('code')?.textContent).to.equal(stored?.url);
    expect(row.querySelector('button')?.getAttribute('aria-label')).to.equal(`复制地址：${name}`);
    // the URL plays from the server with Range
    const part = await fetch(stored!.url, { headers: { range: 'bytes=0-9' } });
    expect(part.status).to.equal(206);
    await expect(element).to.be.accessible();
  });

  it('使用情况 lists what uses a file, 删除 is refused while it is used and asks before deleting it', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]');
    const name = `待删视频-${Date.now()}.webm`;
    chooseUpload(element, 'video', await clip(name));
    submitUpload(element);
    await waitForText(element, `上传完成：${name}`, 15000);
    const [stored] = await mediaNamed(name);
    const row = () =>
      shadowOf(element).querySelector(`tr[data-media-id="${stored!.id}"]`) as HTMLElement | null;
    await waitUntil(row, 'the new file in the list', { timeout: 10000 });
    const dialog = () => shadowOf(element).querySelector('[role=dialog]') as HTMLElement | null;
    const closeDialog = async () => {
      (dialog()!.querySelector('.dialog-actions button') as HTMLButtonElement).click();
      await waitUntil(() => !dialog(), 'dialog closed');
    };

    (row()!.querySelector('button.media-usage') as HTMLButtonElement).click();
    await waitUntil(() => dialog()?.querySelector('.usage-summary'), 'usage shown', SLOW);
    expect(dialog()!.querySelector('.usage-summary')?.textContent).to.equal(
      '没有任何地方使用这个文件，可以删除。',
    );
    await closeDialog();

    // used as a lesson video of a new course: 删除 shows where, with a link, and deletes nothing
    const course = must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        courseSaveBody(`用到视频的课程 ${Date.now()}`),
        token,
      ),
    );
    const withChapter = must(
      await apiPost<AdminCourse>(
        '/api/admin/chapterSave',
        { courseId: course.id, title: '第一章' },
        token,
      ),
    );
    const withLesson = must(
      await apiPost<AdminCourse>(
        '/api/admin/lessonSave',
        {
          chapterId: withChapter.chapters[0]!.id,
          title: '用它的课时',
          videoUrl: stored!.url,
          poster: '',
          durationSeconds: 26,
        },
        token,
      ),
    );
    (row()!.querySelector('button.media-delete') as HTMLButtonElement).click();
    await waitUntil(() => dialog()?.querySelector('.usage-summary'), 'usage shown', SLOW);
    expect(dialog()!.querySelector('.usage-summary')?.textContent).to.equal(
      '有 1 处在使用这个文件：',
    );
    const use = dialog()!.querySelector('li[data-use="lesson"] a') as HTMLAnchorElement;
    expect(use.textContent).to.equal('用它的课时');
    expect(use.getAttribute('href')).to.equal(`#/courses/edit?id=${course.id}`);
    expect(dialog()!.querySelector('button.confirm-delete')).to.equal(null);
    await expect(element).to.be.accessible();
    await closeDialog();
    expect((await mediaNamed(name)).length).to.equal(1);

    // no longer used: 删除 asks, then the file and its address are gone
    must(
      await apiPost(
        '/api/admin/lessonDelete',
        { id: withLesson.chapters[0]!.lessons[0]!.id },
        token,
      ),
    );
    (row()!.querySelector('button.media-delete') as HTMLButtonElement).click();
    const confirm = (await findIn(element, 'button.confirm-delete')) as HTMLButtonElement;
    expect(dialog()!.textContent).to.include(`地址 ${stored!.url} 不再可用`);
    confirm.click();
    await waitUntil(() => !row(), 'gone from the list', SLOW);
    expect((await mediaNamed(name)).length).to.equal(0);
    expect((await fetch(stored!.url)).status).to.equal(404);
  });

  it('替换文件 puts a new image under the same address, after saying so; another format is refused', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]');
    const name = `替换前-${Date.now()}.png`;
    chooseUpload(element, 'image', await pngFile(name, '#c8161d'));
    submitUpload(element);
    await waitForText(element, `上传完成：${name}`, 15000);
    const [stored] = await mediaNamed(name);
    const row = () =>
      shadowOf(element).querySelector(`tr[data-media-id="${stored!.id}"]`) as HTMLElement | null;
    await waitUntil(row, 'the file in the list', { timeout: 10000 });
    const dialog = () => shadowOf(element).querySelector('[role=dialog]') as HTMLElement | null;

    (row()!.querySelector('button.media-replace') as HTMLButtonElement).click();
    await waitUntil(() => dialog()?.querySelector('input[type=file]'), 'the replace dialog');
    expect(dialog()!.querySelector('.replace-note')?.textContent).to.include(stored!.url);
    expect(dialog()!.querySelector('input[type=file]')?.getAttribute('accept')).to.equal('.png');
    await expect(element).to.be.accessible();
    // a JPEG for a PNG: the server refuses it by its bytes and the old file stays
    const jpegBlob = await new Promise<Blob>((resolve) => {
      const canvas = document.createElement('canvas');
      canvas.width = 8;
      canvas.height = 8;
      canvas.toBlob((made) => resolve(made!), 'image/jpeg');
    });
    setFile(
      dialog()!.querySelector('input[type=file]') as HTMLInputElement,
      new File([jpegBlob], 'photo.png', { type: 'image/png' }),
    );
    (dialog()!.querySelector('form button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(
      () => dialog()?.querySelector('.message--error')?.textContent?.includes('.png'),
      'the format refused',
      SLOW,
    );
    const replacement = await pngFile(`替换后-${Date.now()}.png`, '#1d6fc8');
    setFile(dialog()!.querySelector('input[type=file]') as HTMLInputElement, replacement);
    (dialog()!.querySelector('form button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(() => !dialog(), 'dialog closed once replaced', SLOW);
    const served = new Uint8Array(await (await fetch(stored!.url)).arrayBuffer());
    expect([...served]).to.deep.equal([...new Uint8Array(await replacement.arrayBuffer())]);
    const [after] = await mediaNamed(replacement.name);
    expect(after?.id).to.equal(stored!.id);
    expect(after?.url).to.equal(stored!.url);
  });

  it('keeps going by itself when the connection drops, then finishes', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]');
    const name = `断网续传-${Date.now()}.webm`;
    // the upload is created, then every connection carrying its bytes is dropped
    await injectFault('down', ['/api/admin/uploads/']);
    try {
      chooseUpload(element, 'video', await clip(name));
      submitUpload(element);
      await waitForText(element, '网络连接中断，正在自动重连');
    } finally {
      await clearFault();
    }
    await waitForText(element, `上传完成：${name}`, 15000);
    const rows = await mediaNamed(name);
    expect(rows.length).to.equal(1);
    expect(rows[0]?.durationSeconds).to.equal(26);
  });

  it('refuses a video chosen as an image, in Chinese, and stores nothing', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await findIn(element, 'input[type="file"]');
    const name = `伪装图片-${Date.now()}.png`;
    chooseUpload(element, 'image', await clip(name));
    submitUpload(element);
    await waitForText(element, '文件类型不符：所选类型为图片，仅支持 PNG、JPEG、GIF、WebP');
    expect(await mediaNamed(name)).to.deep.equal([]);
  });

  it('after a reload, the same file continues from where it stopped', async () => {
    const video = await clip('x');
    const name = `长视频-${Date.now()}.webm`;
    // a real video padded past two 5 MB chunks (the duration is read from its header)
    const sameFile = () =>
      new File([video, new Uint8Array(11 * 1024 * 1024)], name, {
        type: 'video/webm',
        lastModified: 1_700_000_000_000,
      });
    // the page before the reload: its upload got through the first 5 MB chunk, then the page went
    const endpoint = new URL('/api/admin/uploads', window.location.href).href;
    const partial = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(sameFile(), {
        endpoint,
        chunkSize: UPLOAD_CHUNK_BYTES,
        storeFingerprintForResuming: true,
        headers: { token },
        metadata: { kind: 'video', filename: name },
        onChunkComplete: () => void upload.abort().then(() => resolve(upload.url!)),
        onError: reject,
      });
      upload.start();
    });
    const uploadId = partial.split('/').at(-1)!;

    const element = await fixture<HTMLElement>(html`<xnfz-admin-media></xnfz-admin-media>`);
    await waitForText(element, `有未完成的上传：${name}`);
    chooseUpload(element, 'video', sameFile());
    submitUpload(element);
    await waitForText(element, '找到了这个文件上次未完成的上传');
    await waitForText(element, `上传完成：${name}`, 20000);
    const rows = await mediaNamed(name);
    expect(rows.length).to.equal(1);
    expect(rows[0]?.size).to.equal(sameFile().size);
    expect(rows[0]?.url).to.contain(uploadId, 'the upload begun before the reload was finished');
    expect(rows[0]?.durationSeconds).to.equal(26);
  });
});
