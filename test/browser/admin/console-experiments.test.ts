/**
 * The console's 实验登记 screen against the real server: built-in experiments are listed read-only
 * with their badge; an editor registers a third-party experiment (the launch address and result
 * origin checked at their fields as the server checks them), the portal's experiment list shows
 * it on the next load; closed, it leaves the portal; each row links to its 实验成绩.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/experiment-list/experiment-list.element';
import type { AdminExperiment } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function input(screen: HTMLElement, id: string): HTMLInputElement {
  return shadowOf(screen).getElementById(id) as HTMLInputElement;
}

async function portalTitles(): Promise<string[]> {
  const list = await fixture<HTMLElement>(
    html`<xnfz-experiment-list limit="24"></xnfz-experiment-list>`,
  );
  await findIn(list, '[part=card], [part=state-empty]');
  const titles = [...shadowOf(list).querySelectorAll('[part=card]')].map(
    (card) => card.textContent ?? '',
  );
  list.remove();
  return titles;
}

describe('the console: experiments registry', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole();
    await consoleGo('#/experiments');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('lists built-in experiments read-only with a badge and a link to their 实验成绩', async () => {
    const screen = await screenOf(app, 'xnfz-admin-experiments', 'tbody tr');
    const builtIn = [...shadowOf(screen).querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('内置实验'),
    ) as HTMLElement;
    expect(builtIn, 'a built-in experiment').to.not.equal(undefined);
    expect(builtIn.querySelector('button.edit-experiment')).to.equal(null);
    expect(builtIn.querySelector('button.toggle-open')).to.not.equal(null);
    const id = builtIn.getAttribute('data-experiment-id');
    const link = builtIn.querySelector('a.attempts-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal(`#/experiments/attempts?id=${id}`);
    await expect(screen).to.be.accessible();
  });

  it('an editor registers a third-party experiment (launch address and origin checked at their fields), the portal lists it; closed it leaves', async () => {
    const title = `第三方光学实验 ${stamp()}`;
    const screen = await screenOf(app, 'xnfz-admin-experiments', 'tbody tr');
    (shadowOf(screen).querySelector('button.new-experiment') as HTMLButtonElement).click();
    await findIn(screen, '#experiment-title');
    typeInto(input(screen, 'experiment-title'), title);
    typeInto(input(screen, 'experiment-launchUrl'), 'http://lab.example.edu.cn/optics/start');
    const save = shadowOf(screen).querySelector('button.save-experiment') as HTMLButtonElement;
    save.click();
    await waitForText(screen, '启动地址须为完整的 https 网址');
    expect(input(screen, 'experiment-launchUrl').getAttribute('aria-invalid')).to.equal('true');

    typeInto(input(screen, 'experiment-launchUrl'), '/PC/experiments/pendulum/');
    save.click();
    await waitForText(screen, '启动地址不能使用内置实验的地址');

    typeInto(input(screen, 'experiment-launchUrl'), 'https://lab.example.edu.cn/optics/start');
    typeInto(input(screen, 'experiment-resultOrigin'), 'https://other.example.cn');
    save.click();
    await waitForText(screen, '结果来源须为启动地址所在的源 https://lab.example.edu.cn');
    expect(input(screen, 'experiment-resultOrigin').getAttribute('aria-invalid')).to.equal('true');
    (shadowOf(screen).querySelector('button.use-origin') as HTMLButtonElement).click();
    await waitUntil(
      () => input(screen, 'experiment-resultOrigin').value === 'https://lab.example.edu.cn',
      'origin filled',
    );
    typeInto(input(screen, 'experiment-duration'), '0');
    save.click();
    await waitForText(screen, '预计用时须为 1 到 600 之间的整数');
    typeInto(input(screen, 'experiment-duration'), '40');
    const course = shadowOf(screen).getElementById('experiment-courseId') as HTMLSelectElement;
    await waitUntil(() => course.options.length > 1, 'courses');
    chooseIn(course, course.options[1]!.value);
    await expect(screen).to.be.accessible();
    save.click();
    await waitUntil(() => !shadowOf(screen).querySelector('form.experiment-form'), 'saved');

    const page = must(
      await apiGet<Paged<AdminExperiment>>(
        `/api/admin/experimentList?keyword=${encodeURIComponent(title)}`,
        token,
      ),
    );
    const stored = page.rows[0]!;
    expect(stored).to.include({
      title,
      launchUrl: 'https://lab.example.edu.cn/optics/start',
      resultOrigin: 'https://lab.example.edu.cn',
      durationMinutes: 40,
      courseId: Number(course.value),
      published: true,
      builtIn: false,
    });
    expect((await portalTitles()).some((text) => text.includes(title))).to.equal(true);

    // closed from the list: off the portal
    const row = () =>
      shadowOf(screen).querySelector(`tr[data-experiment-id="${stored.id}"]`) as HTMLElement;
    await waitUntil(() => row(), 'the new row');
    expect(row().textContent).to.include('第三方');
    (row().querySelector('button.toggle-open') as HTMLButtonElement).click();
    await waitUntil(() => row().textContent?.includes('已关闭'), 'closed');
    expect((await portalTitles()).some((text) => text.includes(title))).to.equal(false);

    // its 实验成绩
    (row().querySelector('a.attempts-link') as HTMLAnchorElement).click();
    await screenOf(app, 'xnfz-admin-experiment-attempts', 'h1');
    expect(location.hash).to.equal(`#/experiments/attempts?id=${stored.id}`);
  });

  it('an administrator makes a result secret: shown once in a dialog; making a new one asks first and replaces it', async () => {
    ({ token } = await signInAs('admin1'));
    app.remove();
    app = await mountConsole();
    await consoleGo('#/experiments');
    const title = `签名密钥实验 ${stamp()}`;
    const body = {
      title,
      cover: '',
      summary: '',
      courseId: null,
      durationMinutes: 30,
      published: false,
      launchUrl: 'https://lab.example.edu.cn/secret/start',
      resultOrigin: 'https://lab.example.edu.cn',
    };
    const made = must(await apiPost<AdminExperiment>('/api/admin/experimentSave', body, token));
    const screen = await screenOf(app, 'xnfz-admin-experiments', 'tbody tr');
    const row = () =>
      shadowOf(screen).querySelector(`tr[data-experiment-id="${made.id}"]`) as HTMLElement | null;
    typeInto(input(screen, 'experiments-keyword'), title);
    (
      shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(() => row(), 'the new experiment in the list', { timeout: 10000 });
    expect(row()!.querySelector('.no-secret')?.textContent).to.include('未生成签名密钥');

    const secretButton = () =>
      row()!.querySelector('button.experiment-secret') as HTMLButtonElement;
    secretButton().click();
    const shown = await findIn(screen, '[role=dialog] .result-secret');
    const first = shown.textContent ?? '';
    expect(first).to.match(/^[\w-]{43}$/);
    await expect(screen).to.be.accessible();
    (
      shadowOf(screen).querySelector('[role=dialog] .dialog-actions button') as HTMLButtonElement
    ).click();
    await waitUntil(() => !shadowOf(screen).querySelector('[role=dialog]'), 'dialog closed');
    await waitUntil(() => row() && !row()!.querySelector('.no-secret'), 'the row has a secret');

    // a second one replaces the first, but only once confirmed
    secretButton().click();
    const confirm = await findIn(screen, '[role=dialog] button.confirm-delete');
    expect(shadowOf(screen).querySelector('[role=dialog]')?.textContent).to.include(
      '旧密钥立即失效',
    );
    confirm.click();
    const second = await findIn(screen, '[role=dialog] .result-secret');
    await waitUntil(() => (second.textContent ?? '') !== '', 'second secret');
    expect(second.textContent).to.match(/^[\w-]{43}$/);
    expect(second.textContent).to.not.equal(first);
    (
      shadowOf(screen).querySelector('[role=dialog] .dialog-actions button') as HTMLButtonElement
    ).click();

    // a demo experiment registered before result origins were asked for: no origin, so nothing a
    // secret could sign; no button, and the row says why
    typeInto(input(screen, 'experiments-keyword'), '心脏结构');
    (
      shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    const unsignedRow = () =>
      [...shadowOf(screen).querySelectorAll('tbody tr')].find((tr) =>
        tr.textContent?.includes('心脏结构'),
      ) as HTMLElement | undefined;
    await waitUntil(() => unsignedRow(), 'the experiment without a result origin');
    expect(unsignedRow()!.querySelector('.no-origin')?.textContent).to.include('未登记结果来源');
    expect(unsignedRow()!.querySelector('button.experiment-secret')).to.equal(null);
  });
});
