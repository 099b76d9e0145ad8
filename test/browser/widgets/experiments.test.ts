// 虚拟实验: the catalogue and <xnfz-experiment-list> against the real server, a built-in experiment
// launched in the full-screen frame and driven like a student to a stored result, the result
// protocol's checks (origin, source window, session, shape), and the experiments' scoring.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/experiment-center/experiment-center.element';
import '../../../src/widgets/experiment-list/experiment-list.element';
import type {
  Experiment,
  ExperimentFinishData,
  ExperimentStartData,
  IdentityValue,
  Paged,
  UserExperimentRecordRow,
} from '../../../src/core/api/contract';
import { experimentLaunch } from '../../../src/core/experiments/launch';
import {
  EXPERIMENT_RESULT_TYPE,
  experimentResult,
  readExperimentResult,
} from '../../../src/core/experiments/result-message';
import type { XnfzEventMap } from '../../../src/core/events/events';
import { formatCount } from '../../../src/core/i18n/format';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import {
  benchResistors,
  readings,
  AMMETER_RANGES,
  VOLTMETER_RANGES,
  type Circuit,
} from '../../../src/experiments/ohms-law/ohms-law-circuit';
import { fitResistance, scoreOhmsLaw } from '../../../src/experiments/ohms-law/ohms-law-scoring';
import { pendulumPeriod } from '../../../src/experiments/pendulum/pendulum-physics';
import { PENDULUM_STEPS } from '../../../src/experiments/pendulum/pendulum-steps';
import {
  scorePendulum,
  trialG,
  type PendulumTrial,
} from '../../../src/experiments/pendulum/pendulum-scoring';
import {
  arrivedAt,
  go,
  mountPortal,
  rewriteAnswers,
  screenElement,
  serverPage,
  typeIntoField,
  waitForIds,
  watchCalls,
} from '../helpers/content';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

const LIST = '/api/xnfz/experimentList';
type FinishDetail = XnfzEventMap['xnfz-experiment-finish'];

const experimentPage = (query: Record<string, string | number> = {}) =>
  serverPage<Experiment>(LIST, { pageSize: 12, ...query });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

async function builtIn(slug: 'pendulum' | 'ohms-law'): Promise<Experiment> {
  const { rows } = await experimentPage({ pageSize: 100 });
  const found = rows.find((row) => row.launchUrl === `/PC/experiments/${slug}.html`);
  if (!found) throw new Error(`演示数据中没有 /PC/experiments/${slug}.html`);
  return found;
}

async function launchesBy(identity: string): Promise<number> {
  const rows = must(await apiGet<IdentityValue[]>('/api/xnfz/identityTrainingClicks'));
  return rows.find((row) => row.identity === identity)?.value ?? 0;
}

function submitSearch(element: HTMLElement, keyword: string) {
  const root = shadowOf(element);
  typeIntoField(root.querySelector('input[name=keyword]') as HTMLInputElement, keyword);
  (root.querySelector('form[role=search]') as HTMLFormElement).requestSubmit();
}

function pagerButton(element: HTMLElement, page: number): HTMLButtonElement {
  const button = shadowOf(element).querySelector<HTMLButtonElement>(
    `.xnfz-pager button[aria-label="第 ${page} 页"]`,
  );
  if (!button) throw new Error(`no pager button for page ${page}`);
  return button;
}

// ------------------------------------------------------------------ the experiment page, as a student

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sets an input of the experiment page the way typing does (plain DOM, no React there). */
function setField(doc: Document, selector: string, value: string): void {
  const input = doc.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`${selector} missing in the experiment page`);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function press(doc: Document, selector: string): void {
  const button = doc.querySelector<HTMLButtonElement>(selector);
  if (!button) throw new Error(`${selector} missing in the experiment page`);
  button.click();
}

/** The frame's document once the pendulum page has built itself. */
async function pendulumDocument(frame: HTMLIFrameElement, sessionId?: string): Promise<Document> {
  await waitUntil(
    () =>
      frame.contentDocument?.querySelector('#release') &&
      (!sessionId || frame.contentDocument.location.search.includes(sessionId)),
    'pendulum page loaded in the frame (run `npx rollup -c` first)',
    { timeout: 15000 },
  );
  return frame.contentDocument as Document;
}

/**
 * A student's run: L = 20 cm, θ = 5°, release, time N = 5 oscillations on the stopwatch,
 * record, work out g = 4π²L/T² from the recorded row and hand it in.
 */
async function measureLikeAStudent(doc: Document): Promise<{ trial: PendulumTrial; g: number }> {
  setField(doc, '#length', '20');
  setField(doc, '#angle', '5');
  press(doc, '#release');
  await pause(150);
  press(doc, '#timer-toggle');
  await pause(5 * pendulumPeriod(0.2, 5) * 1000);
  press(doc, '#timer-toggle');
  setField(doc, '#oscillations', '5');
  press(doc, '#record');
  const cells = [...doc.querySelectorAll('#trials tr[data-trial="1"] td')].map((cell) =>
    Number(cell.textContent),
  );
  const trial: PendulumTrial = {
    lengthM: cells[1] ?? NaN,
    angleDeg: cells[2] ?? NaN,
    oscillations: cells[3] ?? NaN,
    timeS: cells[4] ?? NaN,
  };
  expect(trial.lengthM).to.equal(0.2);
  expect(trial.oscillations).to.equal(5);
  const g = Number(trialG(trial).toFixed(2));
  setField(doc, '#g-value', g.toFixed(2));
  press(doc, '#submit');
  return { trial, g };
}

/** The quickest hand-in: a short timing of one oscillation. */
async function quickResult(doc: Document): Promise<void> {
  press(doc, '#release');
  press(doc, '#timer-toggle');
  await pause(200);
  press(doc, '#timer-toggle');
  setField(doc, '#oscillations', '1');
  press(doc, '#record');
  setField(doc, '#g-value', '9.80');
  press(doc, '#submit');
  await waitUntil(() => doc.querySelector('#result [data-score]'), 'the page shows its score');
}

/** Every xnfz-experiment-result message this window receives, whoever it came from. */
function recordMessages(): { seen: MessageEvent[]; stop: () => void } {
  const seen: MessageEvent[] = [];
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === EXPERIMENT_RESULT_TYPE) seen.push(event);
  };
  window.addEventListener('message', listener);
  return { seen, stop: () => window.removeEventListener('message', listener) };
}

function recordFinishEvents(): { details: FinishDetail[]; stop: () => void } {
  const details: FinishDetail[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<FinishDetail>).detail);
  document.addEventListener('xnfz-experiment-finish', listener);
  return { details, stop: () => document.removeEventListener('xnfz-experiment-finish', listener) };
}

/**
 * The page of one experiment on the /experiment screen, freshly mounted: through the catalogue,
 * so no run of an earlier test is still on it.
 */
async function openExperimentPage(portal: HTMLElement, id: number): Promise<HTMLElement> {
  await go('#/experiment');
  const center = await screenElement(portal, 'xnfz-experiment-center');
  await findIn(center, '[part=catalogue]');
  await go(`#/experiment?id=${id}`);
  await findIn(center, `[part=page][data-experiment-id="${id}"]`);
  return center;
}

// ------------------------------------------------------------------ catalogue

describe('<xnfz-experiment-center> catalogue on its own (state in the element)', () => {
  it('shows the server’s experiments with cover, summary, course link, launches, average score and duration', async () => {
    const data = await experimentPage({ pageSize: 4 });
    expect(data.total, 'demo experiments').to.be.greaterThan(4);
    const element = await fixture<HTMLElement>(
      html`<xnfz-experiment-center page-size="4"></xnfz-experiment-center>`,
    );
    await waitForIds(element, 'data-experiment-id', ids(data.rows));
    const root = shadowOf(element);
    expect(root.querySelector('h1')?.textContent).to.equal('虚拟实验');
    expect(root.querySelector('.xnfz-pager-total')?.textContent).to.equal(`共 ${data.total} 条`);
    for (const row of data.rows) {
      const card = root.querySelector(`[data-experiment-id="${row.id}"]`) as HTMLElement;
      expect(card.querySelector('.xnfz-card-title')?.textContent).to.equal(row.title);
      expect(card.querySelector('.experiment-summary')?.textContent).to.equal(row.summary);
      expect(card.querySelector('[data-launch-count]')?.textContent).to.equal(
        `${formatCount(row.launchCount)} 人次`,
      );
      expect(card.querySelector('[data-avg-score]')?.textContent).to.equal(
        row.avgScore > 0 ? `平均 ${row.avgScore} 分` : '暂无成绩',
      );
      expect(card.querySelector('[data-duration-minutes]')?.textContent).to.equal(
        `约 ${row.durationMinutes} 分钟`,
      );
      const course = card.querySelector('[part=course-link]');
      if (row.courseId === null) expect(course).to.equal(null);
      else expect(course?.getAttribute('href')).to.equal(`#/coursecatalog?id=${row.courseId}`);
      if (row.cover) {
        expect(card.querySelector('img')?.getAttribute('src')).to.equal(row.cover);
        expect(card.querySelector('img')?.getAttribute('alt')).to.equal(`实验封面：${row.title}`);
      }
    }
  });

  it('pages and searches like the server does', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-experiment-center page-size="2"></xnfz-experiment-center>`,
    );
    const first = await experimentPage({ pageSize: 2 });
    await waitForIds(element, 'data-experiment-id', ids(first.rows));
    pagerButton(element, 2).click();
    const second = await experimentPage({ pageSize: 2, pageNum: 2 });
    await waitForIds(element, 'data-experiment-id', ids(second.rows));
    const keyword = (await builtIn('ohms-law')).title.slice(0, 2);
    submitSearch(element, keyword);
    const found = await experimentPage({ pageSize: 2, keyword });
    expect(found.total).to.be.greaterThan(0);
    await waitForIds(element, 'data-experiment-id', ids(found.rows));
    await waitForText(element, `“${keyword}”的搜索结果`);
    submitSearch(element, '没有这样的实验名称');
    await waitForText(element, '暂无数据');
  });

  it('opens an experiment’s page with its instructions inside the element, and comes back', async () => {
    const pendulum = await builtIn('pendulum');
    const element = await fixture<HTMLElement>(
      html`<xnfz-experiment-center></xnfz-experiment-center>`,
    );
    const link = await findIn<HTMLAnchorElement>(
      element,
      `[data-experiment-id="${pendulum.id}"] .xnfz-card-title`,
    );
    expect(link.getAttribute('href')).to.equal(`#/experiment?id=${pendulum.id}`);
    link.click();
    const page = await findIn(element, '[part=page]');
    expect(page.querySelector('h1')?.textContent).to.equal(pendulum.title);
    expect(shadowOf(element).querySelectorAll('[part=instructions] li').length).to.equal(4);
    expect(shadowOf(element).querySelector('[part=start]')?.textContent).to.equal('开始实验');
    await waitForText(element, '您尚未登录：可以完成实验，但成绩不会保存。');
    (shadowOf(element).querySelector('.back') as HTMLButtonElement).click();
    await findIn(element, '[part=catalogue]');
  });
});

describe('<xnfz-experiment-list>', () => {
  it('shows the first experiments of the catalogue, linking to their pages in the portal', async () => {
    const data = await experimentPage({ pageSize: 3 });
    const element = await fixture<HTMLElement>(
      html`<xnfz-experiment-list limit="3"></xnfz-experiment-list>`,
    );
    await waitForIds(element, 'data-experiment-id', ids(data.rows));
    const root = shadowOf(element);
    expect(root.querySelector('[part=more]')?.getAttribute('href')).to.equal('#/experiment');
    for (const row of data.rows) {
      const card = root.querySelector(`[data-experiment-id="${row.id}"]`) as HTMLElement;
      expect(card.querySelector('.xnfz-card-title')?.getAttribute('href')).to.equal(
        `#/experiment?id=${row.id}`,
      );
    }
  });
});

// ------------------------------------------------------------------ the /experiment screen

describe('/experiment in the portal', function () {
  this.timeout(60000);
  let portal: HTMLElement;

  before(async () => {
    signOutLocally();
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    signOutLocally();
  });
  afterEach(() => {
    // an open experiment closes with its element; the next test starts from the catalogue
    document.documentElement.style.overflow = '';
  });

  it('is a top-level screen whose keyword, page and experiment live in the address', async () => {
    await go('#/experiment');
    const center = await screenElement(portal, 'xnfz-experiment-center');
    expect(shadowOf(portal).querySelector('.top-level')).to.not.equal(null);
    const all = await experimentPage();
    await waitForIds(center, 'data-experiment-id', ids(all.rows));

    const keyword = (await builtIn('pendulum')).title.slice(0, 2);
    submitSearch(center, keyword);
    await arrivedAt(`#/experiment?keyword=${encodeURIComponent(keyword)}`);
    const found = await experimentPage({ keyword });
    await waitForIds(center, 'data-experiment-id', ids(found.rows));

    await go('#/experiment');
    center.setAttribute('page-size', '2');
    await waitForIds(
      center,
      'data-experiment-id',
      ids((await experimentPage({ pageSize: 2 })).rows),
    );
    pagerButton(center, 3).click();
    await arrivedAt('#/experiment?page=3');
    const third = await experimentPage({ pageSize: 2, pageNum: 3 });
    await waitForIds(center, 'data-experiment-id', ids(third.rows));
    const target = third.rows[0] as Experiment;
    (
      shadowOf(center).querySelector(
        `[data-experiment-id="${target.id}"] .xnfz-card-title`,
      ) as HTMLAnchorElement
    ).click();
    await arrivedAt(`#/experiment?page=3&id=${target.id}`);
    await findIn(center, `[part=page][data-experiment-id="${target.id}"]`);
    (shadowOf(center).querySelector('.back') as HTMLButtonElement).click();
    await arrivedAt('#/experiment?page=3');
    center.setAttribute('page-size', '12');
  });

  it('says so for an experiment that does not exist', async () => {
    await go('#/experiment?id=987654');
    const center = await screenElement(portal, 'xnfz-experiment-center');
    await waitForText(center, '实验不存在或已下线');
  });

  it('runs the pendulum for a logged-in student: frame, result stored with the right score, launch counted, event fired', async () => {
    const { token, user } = await registerUser('teacher');
    signIn(token, user);
    const pendulum = await builtIn('pendulum');
    const teacherLaunches = await launchesBy('teacher');
    const events = recordFinishEvents();
    const finishes = watchCalls('/api/xnfz/experimentFinish');
    try {
      const center = await openExperimentPage(portal, pendulum.id);
      const start = await findIn<HTMLButtonElement>(center, '[part=start]');
      expect(shadowOf(center).querySelector('[part=anonymous-note]')).to.equal(null);
      start.click();

      const frame = await findIn<HTMLIFrameElement>(center, 'iframe[part=frame]');
      const player = shadowOf(center).querySelector('[part=player]') as HTMLElement;
      expect(player.getAttribute('role')).to.equal('dialog');
      expect(player.getAttribute('aria-modal')).to.equal('true');
      expect((shadowOf(center).querySelector('[part=page]') as HTMLElement).inert).to.equal(true);
      const src = new URL(frame.src);
      expect(src.origin).to.equal(location.origin);
      expect(src.pathname).to.equal('/PC/experiments/pendulum.html');
      expect(src.searchParams.get('portalOrigin')).to.equal(location.origin);
      const sessionId = src.searchParams.get('sessionId') as string;
      expect(sessionId).to.match(/^[\w-]{16,}$/);
      await waitUntil(
        async () => (await launchesBy('teacher')) === teacherLaunches + 1,
        'launch counted for teachers',
      );

      const doc = await pendulumDocument(frame);
      expect(doc.title).to.equal('单摆测重力加速度');
      expect(doc.querySelector('label[for=length]')?.textContent).to.equal('摆长 L（cm）');
      const { trial, g } = await measureLikeAStudent(doc);
      const expected = scorePendulum([trial], g).total;

      await waitUntil(() => events.details.length === 1, 'xnfz-experiment-finish fired', {
        timeout: 10000,
      });
      expect(
        Number(doc.querySelector('#result [data-score]')?.getAttribute('data-score')),
      ).to.equal(expected);
      const detail = events.details[0] as FinishDetail;
      expect(detail).to.include({
        experimentId: pendulum.id,
        sessionId,
        score: expected,
        saved: true,
        best: expected,
        attempts: 1,
      });
      expect(detail.durationSeconds).to.be.within(0, 120);
      expect(finishes.calls).to.have.length(1);
      // stored as the student's attempt, as 学习记录 lists it
      const stored = must(
        await apiGet<Paged<UserExperimentRecordRow>>('/api/xnfz/userExperimentRecord', token),
      );
      expect(stored.rows.map((row) => [row.id, row.experimentId, row.score])).to.deep.equal([
        [sessionId, pendulum.id, expected],
      ]);
      // the server scored the raw readings itself and kept the page's 10 timed steps
      const steps = stored.rows[0]?.steps ?? [];
      expect(steps.map((step) => step.seq)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(steps.map((step) => step.title)).to.include.members([
        '测量并设定摆长 L',
        '释放摆球',
        '摆球经过平衡位置时开始计时',
        '记录测量数据',
        '提交实验结果',
      ]);
      expect(steps.reduce((sum, step) => sum + step.score, 0)).to.equal(expected);
      expect(stored.rows[0]?.status).to.equal('finished');
      for (const [index, step] of steps.entries()) {
        expect(step.endTime, `step ${step.seq}`).to.be.at.least(step.startTime);
        if (index > 0) expect(step.startTime).to.be.at.least(steps[index - 1]!.endTime);
      }
      // honest times: step 5 (数完 N 次全振动后停止计时) lasted the five oscillations timed
      const timing = steps[4]!;
      expect(timing.title).to.equal('数完 N 次全振动后停止计时');
      expect(timing.endTime - timing.startTime).to.be.at.least(4000);
      expect(timing.timeUsed).to.be.within(4, 6);
      expect(doc.querySelectorAll('#steps-table tbody tr')).to.have.length(10);
      await waitForText(center, `本次得分 ${expected} 分 · 最高分 ${expected} 分 · 实验次数 1 次`);
      expect(shadowOf(center).querySelector('[part=result] [data-score]')?.textContent).to.equal(
        `${expected} 分`,
      );

      // a score forged from the browser console is refused: built-ins are scored by the server
      const again = must(
        await apiPost<ExperimentStartData>(
          '/api/xnfz/experimentStart',
          { experimentId: pendulum.id },
          token,
        ),
      );
      const forged = await apiPost<ExperimentFinishData>(
        '/api/xnfz/experimentFinish',
        { sessionId: again.sessionId, score: 100, durationSeconds: 1 },
        token,
      );
      expect(forged).to.deep.equal({
        code: 500,
        msg: '参数错误：readings 不能为空（内置实验提交原始测量数据，由服务器评分）',
      });
      // with readings copied from the real attempt and made-up steps, right after the start
      const startedAt = Number(
        new URL(again.launchUrl, location.href).searchParams.get('xnfzStart'),
      );
      const madeUp = PENDULUM_STEPS.map((step, index) => ({
        ...step,
        seq: index + 1,
        startTime: startedAt,
        endTime: startedAt,
        timeUsed: 0,
        score: step.maxScore,
        repeatCount: 0,
      }));
      const copied = await apiPost<ExperimentFinishData>(
        '/api/xnfz/experimentFinish',
        {
          sessionId: again.sessionId,
          score: 100,
          durationSeconds: 60,
          steps: madeUp,
          readings: { trials: [trial], reportedG: g },
        },
        token,
      );
      expect(copied.code).to.equal(500);
      expect(copied.msg).to.match(/^实验用时过短：服务器记录本次实验只进行了 \d 秒/);
      const afterForgery = must(
        await apiGet<Paged<UserExperimentRecordRow>>('/api/xnfz/userExperimentRecord', token),
      );
      expect(afterForgery.total, 'nothing stored for the forged attempts').to.equal(1);
      // and the same session cannot be handed in twice
      const twice = await apiPost(
        '/api/xnfz/experimentFinish',
        { sessionId, score: 100, durationSeconds: 1 },
        token,
      );
      expect(twice.code).to.equal(500);

      // Escape inside the experiment closes it; focus returns to the start button
      doc.dispatchEvent(
        new (frame.contentWindow as Window & typeof globalThis).KeyboardEvent('keydown', {
          key: 'Escape',
          bubbles: true,
        }),
      );
      await waitUntil(() => !shadowOf(center).querySelector('[part=player]'), 'player closed');
      await waitUntil(
        () => shadowOf(center).activeElement === shadowOf(center).querySelector('[part=start]'),
        'focus back on 开始实验',
      );
      expect(shadowOf(center).querySelector('[part=start]')?.textContent).to.equal('再做一次');
      expect(document.documentElement.style.overflow).to.equal('');
    } finally {
      events.stop();
      finishes.stop();
      signOutLocally();
    }
  });

  it('ignores results from a foreign origin (even in the experiment frame), from another window and for another session', async () => {
    const { token, user } = await registerUser('student');
    signIn(token, user);
    const pendulum = await builtIn('pendulum');
    const events = recordFinishEvents();
    const messages = recordMessages();
    const finishes = watchCalls('/api/xnfz/experimentFinish');
    const extraFrames: HTMLIFrameElement[] = [];
    try {
      const center = await openExperimentPage(portal, pendulum.id);
      (await findIn<HTMLButtonElement>(center, '[part=start]')).click();
      const frame = await findIn<HTMLIFrameElement>(center, 'iframe[part=frame]');
      const launchUrl = new URL(frame.src);
      const sessionId = launchUrl.searchParams.get('sessionId') as string;
      await pendulumDocument(frame);
      const valid = experimentResult({ sessionId, score: 100, durationSeconds: 5 });

      // a sandboxed frame has the opaque origin 'null'
      const foreign = document.createElement('iframe');
      foreign.setAttribute('sandbox', 'allow-scripts');
      foreign.srcdoc = `<script>parent.postMessage(${JSON.stringify(valid)}, '*');</script>`;
      extraFrames.push(foreign);
      document.body.append(foreign);
      await waitUntil(() => messages.seen.some((event) => event.origin === 'null'), 'foreign sent');

      // the experiment's own window showing a page of another (here: opaque) origin
      const foreignPage = `<script>parent.postMessage(${JSON.stringify(valid)}, '*');</script>`;
      frame.contentWindow?.location.replace(`data:text/html,${encodeURIComponent(foreignPage)}`);
      await waitUntil(
        () =>
          messages.seen.some(
            (event) => event.origin === 'null' && event.source === frame.contentWindow,
          ),
        'a foreign page in the experiment frame sent',
      );

      // this test page has the right origin but is not the experiment's window
      window.postMessage(valid, location.origin);
      await waitUntil(() => messages.seen.some((event) => event.source === window), 'window sent');

      // the experiment's own window, but reporting a session the portal did not start
      launchUrl.searchParams.set('sessionId', 'forged-session-id');
      frame.contentWindow?.location.replace(launchUrl.href);
      const forgedDoc = await pendulumDocument(frame, 'forged-session-id');
      await quickResult(forgedDoc);
      await waitUntil(
        () =>
          messages.seen.some(
            (event) =>
              event.source === frame.contentWindow &&
              (event.data as { sessionId?: string }).sessionId === 'forged-session-id',
          ),
        'forged session sent',
      );

      expect(events.details, 'no event for ignored messages').to.deep.equal([]);
      expect(finishes.calls, 'no experimentFinish for ignored messages').to.deep.equal([]);
      expect(shadowOf(center).querySelector('[part=player-status]')?.textContent).to.equal(
        '完成实验并提交后，成绩会显示在这里',
      );

      // the real session from the real window still gets through
      launchUrl.searchParams.set('sessionId', sessionId);
      frame.contentWindow?.location.replace(launchUrl.href);
      const realDoc = await pendulumDocument(frame, sessionId);
      // (the test server refuses attempts quicker than 3 s: 5 % of the pendulum's minimum time)
      await pause(3500);
      await quickResult(realDoc);
      await waitUntil(() => events.details.length === 1, 'the real result is taken');
      const score = Number(
        realDoc.querySelector('#result [data-score]')?.getAttribute('data-score'),
      );
      expect(events.details[0]).to.include({ sessionId, score, saved: true, attempts: 1 });
      expect(finishes.calls).to.have.length(1);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitUntil(() => !shadowOf(center).querySelector('[part=player]'), 'player closed');
    } finally {
      extraFrames.forEach((frame) => frame.remove());
      events.stop();
      messages.stop();
      finishes.stop();
      signOutLocally();
    }
  });

  it('shows an anonymous visitor the score, says it was not saved and offers the login', async () => {
    signOutLocally();
    expect(auth.token).to.equal(null);
    const pendulum = await builtIn('pendulum');
    const visitorLaunches = await launchesBy('visitor');
    const events = recordFinishEvents();
    const finishes = watchCalls('/api/xnfz/experimentFinish');
    try {
      const center = await openExperimentPage(portal, pendulum.id);
      await findIn(center, '[part=anonymous-note]');
      (await findIn<HTMLButtonElement>(center, '[part=start]')).click();
      const frame = await findIn<HTMLIFrameElement>(center, 'iframe[part=frame]');
      const doc = await pendulumDocument(frame);
      await quickResult(doc);
      const score = Number(doc.querySelector('#result [data-score]')?.getAttribute('data-score'));
      await waitUntil(() => events.details.length === 1, 'event fired');
      expect(events.details[0]).to.include({ score, saved: false, best: null, attempts: null });
      expect(finishes.calls).to.deep.equal([]);
      await waitForText(center, `本次得分 ${score} 分 · 您尚未登录，本次成绩未保存。`);
      expect(await launchesBy('visitor')).to.be.greaterThan(visitorLaunches);
      (shadowOf(center).querySelector('[part=close]') as HTMLButtonElement).click();
      await waitUntil(() => !shadowOf(center).querySelector('[part=player]'), 'player closed');
      const login = shadowOf(center).querySelector('[part=login-link]');
      expect(login?.getAttribute('href')).to.equal(
        `#/login?redirect=${encodeURIComponent(`/experiment?id=${pendulum.id}`)}`,
      );
    } finally {
      events.stop();
      finishes.stop();
    }
  });

  it('opens an experiment that forbids framing in a new window (and offers a button when blocked)', async () => {
    const pendulum = await builtIn('pendulum');
    const restore = rewriteAnswers<{ rows: Experiment[] }>(LIST, (data) => ({
      ...data,
      rows: data.rows.map((row) =>
        row.id === pendulum.id ? { ...row, launchUrl: `${row.launchUrl}?xnfzOpen=window` } : row,
      ),
    }));
    const opened: string[] = [];
    let answer: 'blocked' | 'window' = 'blocked';
    const fakeWindow = {
      closed: false,
      close() {
        fakeWindow.closed = true;
      },
      location: { replace: (url: string) => opened.push(`replace ${url}`) },
    };
    const originalOpen = window.open;
    window.open = ((url?: string | URL) => {
      opened.push(`open ${String(url)}`);
      return answer === 'blocked' ? null : (fakeWindow as unknown as Window);
    }) as typeof window.open;
    try {
      const center = await openExperimentPage(portal, pendulum.id);
      await waitForText(center, '该实验需要在新窗口中进行。');
      (await findIn<HTMLButtonElement>(center, '[part=start]')).click();
      await waitForText(center, '浏览器阻止了实验窗口');
      expect(shadowOf(center).querySelector('iframe')).to.equal(null);
      answer = 'window';
      const retry = [...shadowOf(center).querySelectorAll('button')].find(
        (button) => button.textContent === '在新窗口中打开实验',
      ) as HTMLButtonElement;
      retry.click();
      await waitForText(center, '实验已在新窗口中打开');
      expect(opened[0]).to.equal('open about:blank');
      const url = new URL((opened[1] ?? '').replace(/^open /, ''));
      expect(url.pathname).to.equal('/PC/experiments/pendulum.html');
      expect(url.searchParams.get('sessionId')).to.match(/^[\w-]{16,}$/);
      expect(url.searchParams.get('portalOrigin')).to.equal(location.origin);
      expect(shadowOf(center).querySelector('iframe')).to.equal(null);
    } finally {
      window.open = originalOpen;
      restore();
    }
  });
});

// ------------------------------------------------------------------ protocol and scoring units

describe('the result protocol module', () => {
  const good = {
    type: EXPERIMENT_RESULT_TYPE,
    sessionId: 'abc',
    score: 86.5,
    durationSeconds: 640,
    report: '数据',
  };

  it('accepts a well-formed result and drops unknown fields', () => {
    expect(readExperimentResult({ ...good, extra: 1 })).to.deep.equal(good);
    const withoutReport = { ...good };
    delete (withoutReport as Partial<typeof good>).report;
    expect(readExperimentResult(withoutReport)).to.deep.equal(withoutReport);
  });

  it('rejects anything else', () => {
    const bad: unknown[] = [
      null,
      'xnfz-experiment-result',
      [good],
      { ...good, type: 'other' },
      { ...good, sessionId: '' },
      { ...good, sessionId: 'x'.repeat(65) },
      { ...good, sessionId: 42 },
      { ...good, score: 100.5 },
      { ...good, score: -1 },
      { ...good, score: Number.NaN },
      { ...good, score: '80' },
      { ...good, durationSeconds: 1.5 },
      { ...good, durationSeconds: -1 },
      { ...good, durationSeconds: 86_401 },
      { ...good, report: 5 },
      { ...good, report: 'x'.repeat(20_001) },
    ];
    for (const data of bad) expect(readExperimentResult(data), JSON.stringify(data)).to.equal(null);
  });

  it('builds messages within the limits', () => {
    expect(
      experimentResult({ sessionId: 's', score: 86.44, durationSeconds: 12.6, report: 'r' }),
    ).to.deep.equal({
      type: EXPERIMENT_RESULT_TYPE,
      sessionId: 's',
      score: 86.4,
      durationSeconds: 13,
      report: 'r',
    });
    const clamped = experimentResult({ sessionId: 's', score: 130, durationSeconds: 1e9 });
    expect([clamped.score, clamped.durationSeconds]).to.deep.equal([100, 86_400]);
    expect(readExperimentResult(clamped)).to.deep.equal(clamped);
  });

  it('resolves launch addresses, adds the portal origin and reads the window flag', () => {
    const page = 'http://portal.test/PC/#/experiment?id=1';
    expect(experimentLaunch('/PC/experiments/pendulum.html?sessionId=abc', '', page)).to.deep.equal(
      {
        url: 'http://portal.test/PC/experiments/pendulum.html?sessionId=abc&portalOrigin=http%3A%2F%2Fportal.test',
        origin: 'http://portal.test',
        inWindow: false,
      },
    );
    const remote = experimentLaunch(
      '/PC/experiments/ohms-law.html?sessionId=x',
      'https://api.example.edu.cn/',
      page,
    );
    expect(remote?.origin).to.equal('https://api.example.edu.cn');
    const framed = experimentLaunch(
      'https://sim.example.edu.cn/ohm?xnfzOpen=window&sessionId=x#start',
      '',
      page,
    );
    expect(framed?.inWindow).to.equal(true);
    expect(framed?.url.endsWith('#start')).to.equal(true);
    expect(experimentLaunch('javascript:alert(1)', '', page)).to.equal(null);
  });
});

describe('pendulum scoring', () => {
  it('g from one trial is 4π²L/T² with T = t/N', () => {
    expect(trialG({ lengthM: 1, angleDeg: 5, oscillations: 20, timeS: 40 })).to.be.closeTo(
      Math.PI ** 2,
      1e-12,
    );
    expect(pendulumPeriod(1, 0)).to.be.closeTo(2 * Math.PI * Math.sqrt(1 / 9.8), 1e-12);
    expect(pendulumPeriod(1, 30) / pendulumPeriod(1, 0)).to.be.closeTo(1.0174, 0.0002);
  });

  it('gives full marks for careful work: small angle, 20 oscillations, three lengths, right sums', () => {
    const trials = [0.5, 0.8, 1].map((lengthM) => ({
      lengthM,
      angleDeg: 5,
      oscillations: 20,
      timeS: Math.round(20 * pendulumPeriod(lengthM, 5) * 100) / 100,
    }));
    const dataG = trials.reduce((sum, trial) => sum + trialG(trial), 0) / 3;
    const score = scorePendulum(trials, Number(dataG.toFixed(2)));
    expect(score.parts).to.deep.equal({
      accuracy: 60,
      calculation: 10,
      repeats: 10,
      oscillations: 10,
      amplitude: 10,
    });
    expect(score.total).to.equal(100);
  });

  it('scores a single timing of one swing at 20° (T = 2.1 s, L = 1 m) as 19', () => {
    // g = 4π²/2.1² = 8.952 m/s², 8.65 % low: 60 × (10 − 8.65) / 9.5 = 8.5 → 9
    const trial = { lengthM: 1, angleDeg: 20, oscillations: 1, timeS: 2.1 };
    const score = scorePendulum([trial], 8.95);
    expect(score.dataG).to.be.closeTo(8.952, 0.001);
    expect(score.relativeError).to.be.closeTo(0.0865, 0.0001);
    expect(score.parts).to.deep.equal({
      accuracy: 9,
      calculation: 10,
      repeats: 0,
      oscillations: 0,
      amplitude: 0,
    });
    expect(score.total).to.equal(19);
  });

  it('scores what was measured, not what was typed: 9.8 typed over poor data earns no accuracy', () => {
    const trial = { lengthM: 1, angleDeg: 20, oscillations: 1, timeS: 2.1 };
    expect(scorePendulum([trial], 9.8).parts).to.include({ accuracy: 9, calculation: 0 });
    expect(scorePendulum([], 9.8).total).to.equal(0);
  });

  it('gives half marks for two trials of 5 oscillations at 12°', () => {
    const trials = [0.6, 0.9].map((lengthM) => ({
      lengthM,
      angleDeg: 12,
      oscillations: 5,
      timeS: 5 * pendulumPeriod(lengthM, 0),
    }));
    const score = scorePendulum(trials, 9.8);
    expect(score.parts).to.include({ repeats: 5, oscillations: 5, amplitude: 5 });
    expect(score.parts.calculation).to.equal(10);
    expect(score.parts.accuracy).to.equal(60);
  });
});

describe('Ohm’s-law scoring and circuit', () => {
  const ohm = (resistance: number) => (current: number) => ({
    voltage: Math.round(resistance * current * 100) / 100,
    current,
  });

  it('fits R through the origin by least squares', () => {
    expect(fitResistance([ohm(20)(0.05), ohm(20)(0.1)])).to.be.closeTo(20, 1e-9);
    // U = 1, 2, 3.3 at I = 0.1, 0.2, 0.3: Σ(UI)/Σ(I²) = 1.49 / 0.14
    expect(
      fitResistance([
        { voltage: 1, current: 0.1 },
        { voltage: 2, current: 0.2 },
        { voltage: 3.3, current: 0.3 },
      ]),
    ).to.be.closeTo(1.49 / 0.14, 1e-9);
    expect(fitResistance([])).to.equal(null);
  });

  it('gives 100 for five exact points over a wide range without overloads', () => {
    const points = [0.1, 0.2, 0.3, 0.4, 0.5].map(ohm(20));
    const score = scoreOhmsLaw({ points, trueResistance: 20, overloads: 0 });
    expect(score.parts).to.deep.equal({ accuracy: 70, data: 15, safety: 15 });
    expect(score.total).to.equal(100);
  });

  it('scores a 5 % error on three points with one overload as 59', () => {
    // accuracy 70 × (10 − 5) / 9 = 38.9 → 39; data 5 + 5 (spread); safety 15 − 5
    const points = [0.1, 0.2, 0.3].map(ohm(21));
    const score = scoreOhmsLaw({ points, trueResistance: 20, overloads: 1 });
    expect(score.fitted).to.be.closeTo(21, 1e-9);
    expect(score.relativeError).to.be.closeTo(0.05, 1e-9);
    expect(score.parts).to.deep.equal({ accuracy: 39, data: 10, safety: 10 });
    expect(score.total).to.equal(59);
  });

  it('gives nothing below three points, and no safety marks below zero', () => {
    expect(
      scoreOhmsLaw({ points: [0.1, 0.2].map(ohm(20)), trueResistance: 20, overloads: 0 }).total,
    ).to.equal(0);
    const careless = scoreOhmsLaw({
      points: [0.1, 0.12, 0.14].map(ohm(20)),
      trueResistance: 20,
      overloads: 4,
    });
    expect(careless.parts).to.deep.equal({ accuracy: 70, data: 5, safety: 0 });
  });

  it('simulates the meters: right and wrong connections, ranges and the two methods', () => {
    const base: Circuit = {
      supplyVolts: 6,
      resistance: 20,
      ammeter: 'series',
      voltmeter: 'parallel',
      method: 'external',
      ammeterRange: AMMETER_RANGES[0] as Circuit['ammeterRange'],
      voltmeterRange: VOLTMETER_RANGES[1] as Circuit['voltmeterRange'],
      closed: true,
    };
    const external = readings(base);
    expect(external.correct).to.equal(true);
    expect(external.overload).to.equal(false);
    expect(external.exactVoltage / external.exactCurrent).to.be.lessThan(20);
    const internal = readings({ ...base, method: 'internal' });
    expect(internal.exactVoltage / internal.exactCurrent).to.be.greaterThan(20);
    expect(internal.current).to.equal(0.2);
    expect(readings({ ...base, closed: false })).to.include({ current: 0, voltage: 0 });
    // the ammeter across Rₓ: only R₀ limits the current, 12 V / 10 Ω is past 0.6 A
    const shorted = readings({ ...base, supplyVolts: 12, ammeter: 'parallel' });
    expect(shorted).to.include({ current: null, overload: true, correct: false });
    const seriesVoltmeter = readings({ ...base, voltmeter: 'series' });
    expect(seriesVoltmeter.current).to.equal(0);
    expect(seriesVoltmeter.voltage).to.be.closeTo(6, 0.1);
    const bench = benchResistors('session-1');
    expect(bench).to.deep.equal(benchResistors('session-1'));
    expect(bench.every((value, i) => Math.abs(value / [10, 20, 51][i]! - 1) <= 0.05)).to.equal(
      true,
    );
  });
});
