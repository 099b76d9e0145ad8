/**
 * The console's 轮播图 screen against the real server: an editor adds a banner with an image
 * uploaded through the media picker, moves it to the front with the keyboard, and the portal's
 * home carousel shows it first on the next load (its image loads); hidden, it leaves the home
 * page; deleted after a confirmation, the other banners keep their order.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/home/home.element';
import type { AdminBanner } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { pngFile, setFile } from '../helpers/media';
import { apiGet, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function items(screen: HTMLElement): HTMLElement[] {
  return [...shadowOf(screen).querySelectorAll<HTMLElement>('.order-list > li')];
}

function titles(screen: HTMLElement): string[] {
  return items(screen).map((li) => li.querySelector('.banner-title')?.textContent ?? '');
}

/** The home page's slides (a fresh element: the next load). */
async function homeSlides(): Promise<{ home: HTMLElement; images: HTMLImageElement[] }> {
  const home = await fixture<HTMLElement>(html`<xnfz-home></xnfz-home>`);
  await findIn(home, '[part=banner] .slide img, [part=banner] [part=state-empty]');
  return {
    home,
    images: [...shadowOf(home).querySelectorAll<HTMLImageElement>('[part=banner] .slide img')],
  };
}

describe('the console: banners', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole();
    await consoleGo('#/banners');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('an editor adds a banner with an uploaded image, moves it first by keyboard, and the home carousel shows it first; hidden it leaves; deleted the rest keep their order', async () => {
    const screen = await screenOf(app, 'xnfz-admin-banners', '.order-list > li');
    const before = titles(screen);
    const title = `新学期轮播 ${stamp()}`;

    (shadowOf(screen).querySelector('button.new-banner') as HTMLButtonElement).click();
    const save = await findIn<HTMLButtonElement>(screen, 'button.save-banner');
    save.click();
    await waitForText(screen, '标题不能为空');
    expect(shadowOf(screen).getElementById('banner-image')?.getAttribute('aria-invalid')).to.equal(
      'true',
    );
    typeInto(shadowOf(screen).getElementById('banner-title') as HTMLInputElement, title);
    typeInto(shadowOf(screen).getElementById('banner-link') as HTMLInputElement, '/PC/#/newslist');

    // the image: uploaded in the media picker
    (shadowOf(screen).querySelector('button.pick-media') as HTMLButtonElement).click();
    const dialog = await findIn(screen, '[role=dialog]');
    (dialog.querySelector('button.open-upload') as HTMLButtonElement).click();
    const file = await findIn<HTMLInputElement>(screen, '[role=dialog] input[type=file]');
    setFile(file, await pngFile(`轮播-${stamp()}.png`, '#9e1016'));
    (dialog.querySelector('.upload-panel button[type=submit]') as HTMLButtonElement).click();
    const image = shadowOf(screen).getElementById('banner-image') as HTMLInputElement;
    await waitUntil(() => /^\/media\/uploads\/.+\.png$/.test(image.value), 'the image', {
      timeout: 15000,
    });
    const src = image.value;
    await expect(screen).to.be.accessible();
    save.click();
    await waitUntil(() => titles(screen).at(-1) === title, 'added last');
    expect(titles(screen).slice(0, -1)).to.deep.equal(before);

    // to the front with the keyboard: its handle, ↑ until it is first
    for (let step = 0; step < before.length; step += 1) {
      const li = items(screen).find((item) => item.textContent?.includes(title))!;
      const handle = li.querySelector<HTMLButtonElement>('.order-handle')!;
      handle.focus();
      handle.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true, composed: true }),
      );
      await waitUntil(
        () =>
          shadowOf(screen).querySelector('.order-list')?.getAttribute('aria-busy') === 'false' &&
          titles(screen).indexOf(title) === before.length - step - 1,
        `move ${step + 1}`,
      );
      // the focus stays with the moved banner
      await waitUntil(
        () =>
          (shadowOf(screen).activeElement as HTMLElement | null)
            ?.closest('li')
            ?.textContent?.includes(title),
        'focus on the moved handle',
      );
    }
    expect(titles(screen)).to.deep.equal([title, ...before]);
    expect(shadowOf(screen).querySelector('.order-status')?.textContent).to.include('第 1');
    const stored = must(await apiGet<AdminBanner[]>('/api/admin/bannerList', token));
    expect(stored.map((banner) => banner.title)).to.deep.equal([title, ...before]);

    // the home page, loaded afresh, shows it first and its image loads
    const first = await homeSlides();
    expect(first.images[0]?.getAttribute('src')).to.equal(src);
    expect(first.images[0]?.getAttribute('alt')).to.equal(title);
    const slide = first.images[0]!;
    await waitUntil(() => slide.complete && slide.naturalWidth > 0, 'the banner image loads');
    first.home.remove();

    // hidden: off the home page
    const li = () => items(screen).find((item) => item.textContent?.includes(title))!;
    (li().querySelector('button.toggle-banner') as HTMLButtonElement).click();
    await waitUntil(() => li().textContent?.includes('已隐藏'), 'hidden');
    const hidden = await homeSlides();
    expect(hidden.images.map((img) => img.getAttribute('alt'))).to.not.include(title);
    hidden.home.remove();

    // deleted after a confirmation; the others keep their order
    (li().querySelector('button.delete-banner') as HTMLButtonElement).click();
    const confirm = await findIn(screen, '[role=dialog]');
    expect(confirm.textContent).to.include(title);
    (confirm.querySelector('button.confirm-delete') as HTMLButtonElement).click();
    await waitUntil(() => !titles(screen).includes(title), 'deleted');
    expect(titles(screen)).to.deep.equal(before);
  });

  it('Alt+↓ on a banner row moves it down, and moving it back restores the order', async () => {
    const screen = await screenOf(app, 'xnfz-admin-banners', '.order-list > li');
    const before = titles(screen);
    expect(before.length).to.be.greaterThan(1);
    const edit = items(screen)[0]!.querySelector<HTMLButtonElement>('button.edit-banner')!;
    edit.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ArrowDown',
        altKey: true,
        bubbles: true,
        composed: true,
      }),
    );
    await waitUntil(
      () =>
        titles(screen)[1] === before[0] &&
        shadowOf(screen).querySelector('.order-list')?.getAttribute('aria-busy') === 'false',
      'moved down and saved',
    );
    const down = items(screen)[1]!.querySelector<HTMLButtonElement>('.order-up')!;
    down.click();
    await waitUntil(
      () => JSON.stringify(titles(screen)) === JSON.stringify(before),
      'back in place',
    );
  });
});
