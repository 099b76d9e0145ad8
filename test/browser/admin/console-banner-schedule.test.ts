/**
 * 开始展示 / 结束展示 in the console's 轮播图 form against the real server: times are entered and
 * shown on the centre's clock (China time) whatever the browser's time zone (the test browser runs
 * on UTC), an end not after the start is refused at the field, the list says 未开始 / 已结束 with
 * the period, the home page's banner call leaves out a banner outside its period, and 隐藏 / 显示
 * keeps the times.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminBanner } from '../../../src/core/api/admin-contract';
import type { Banner } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function rowOf(screen: HTMLElement, title: string): HTMLElement | null {
  return (
    [...shadowOf(screen).querySelectorAll<HTMLElement>('.order-list > li')].find(
      (li) => li.querySelector('.banner-title')?.textContent === title,
    ) ?? null
  );
}

describe('the console: banner start and end times', () => {
  let app: HTMLElement;
  let token: string;
  let image = '';
  before(async () => {
    ({ token } = await signInAs('editor1'));
    const list = must(await apiGet<AdminBanner[]>('/api/admin/bannerList', token));
    image = list[0]?.image ?? '/media/banners/campus.svg';
    app = await mountConsole();
    await consoleGo('#/banners');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  const saved = async (title: string) =>
    must(await apiGet<AdminBanner[]>('/api/admin/bannerList', token)).find(
      (banner) => banner.title === title,
    );

  it('a banner for January 2030, entered in China time; an end before the start is refused at the field', async () => {
    // the test browser's clock is UTC: China time is 8 hours ahead
    expect(new Date().getTimezoneOffset()).to.equal(0);
    const screen = await screenOf(app, 'xnfz-admin-banners', '.order-list > li');
    const root = shadowOf(screen);
    const title = `寒假轮播 ${stamp()}`;
    (root.querySelector('button.new-banner') as HTMLButtonElement).click();
    const save = await findIn<HTMLButtonElement>(screen, 'button.save-banner');
    typeInto(root.getElementById('banner-title') as HTMLInputElement, title);
    typeInto(root.getElementById('banner-image') as HTMLInputElement, image);
    const starts = root.getElementById('banner-startsAt') as HTMLInputElement;
    const ends = root.getElementById('banner-endsAt') as HTMLInputElement;
    expect(root.querySelector('label[for="banner-startsAt"]')?.textContent).to.equal('开始展示');
    expect(root.querySelector('label[for="banner-endsAt"]')?.textContent).to.equal('结束展示');
    typeInto(starts, '2030-01-10T09:00');
    typeInto(ends, '2030-01-10T08:00');
    save.click();
    await waitForText(screen, '结束展示时间必须晚于开始展示时间');
    expect(ends.getAttribute('aria-invalid')).to.equal('true');
    await waitUntil(() => root.activeElement === ends, 'the end field has the focus');
    expect(await saved(title)).to.equal(undefined, 'nothing saved');

    typeInto(ends, '2030-01-31T18:30');
    await expect(screen).to.be.accessible();
    save.click();
    await waitUntil(() => rowOf(screen, title), 'listed');
    const banner = (await saved(title)) as AdminBanner;
    // 09:00 in Beijing is 01:00 UTC
    expect(banner.startsAt).to.equal('2030-01-10T01:00:00.000Z');
    expect(banner.endsAt).to.equal('2030-01-31T10:30:00.000Z');
    expect(banner.status).to.equal('scheduled');
    const row = rowOf(screen, title) as HTMLElement;
    expect(row.querySelector('.banner-status')?.textContent).to.equal('未开始');
    expect(row.querySelector('.banner-period')?.textContent).to.equal(
      '展示时间：2030-01-10 09:00 至 2030-01-31 18:30',
    );
    const portal = must(await apiGet<Banner[]>('/api/xnfz/banners'));
    expect(portal.map((item) => item.title)).to.not.include(title);

    // opened again, the form shows the same China times
    (row.querySelector('button.edit-banner') as HTMLButtonElement).click();
    await waitUntil(
      () => (root.getElementById('banner-startsAt') as HTMLInputElement | null)?.value,
      'form opened',
    );
    expect((root.getElementById('banner-startsAt') as HTMLInputElement).value).to.equal(
      '2030-01-10T09:00',
    );
    expect((root.getElementById('banner-endsAt') as HTMLInputElement).value).to.equal(
      '2030-01-31T18:30',
    );
    // no start and an end in the past: it has ended
    typeInto(root.getElementById('banner-startsAt') as HTMLInputElement, '');
    typeInto(root.getElementById('banner-endsAt') as HTMLInputElement, '2020-06-01T12:00');
    (root.querySelector('button.save-banner') as HTMLButtonElement).click();
    await waitUntil(
      () => rowOf(screen, title)?.querySelector('.banner-status')?.textContent === '已结束',
      '已结束',
    );
    expect(rowOf(screen, title)?.querySelector('.banner-period')?.textContent).to.equal(
      '展示时间：至 2020-06-01 12:00',
    );
    const ended = (await saved(title)) as AdminBanner;
    expect(ended.startsAt).to.equal(null);
    expect(ended.endsAt).to.equal('2020-06-01T04:00:00.000Z');

    // 隐藏 and 显示 keep the times
    (rowOf(screen, title)?.querySelector('button.toggle-banner') as HTMLButtonElement).click();
    await waitUntil(
      () => rowOf(screen, title)?.querySelector('.banner-status')?.textContent === '已隐藏',
      '已隐藏',
    );
    expect((await saved(title))?.endsAt).to.equal('2020-06-01T04:00:00.000Z');
    await expect(screen).to.be.accessible();
  });
});
