import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/video-detail/video-detail.element';
import type { Paged, UserLearnRecordRow, UserLearnRow } from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import type { XnfzEventMap } from '../../../src/core/events/events';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { WatchClock } from '../../../src/core/ui/course-watch-clock';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { arrivedAt, courseWithLessons, go, mountPortal, serverLesson } from '../helpers/courses';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

type Progress = XnfzEventMap['xnfz-lesson-progress'];

async function videoOf(element: HTMLElement): Promise<HTMLVideoElement> {
  const video = await findIn<HTMLVideoElement>(element, 'video');
  await waitUntil(() => video.readyState >= HTMLMediaElement.HAVE_METADATA, 'video metadata', {
    timeout: 10000,
  });
  return video;
}

/** Plays a muted video for real until it has played `seconds` past where it started. */
async function playFor(video: HTMLVideoElement, seconds: number): Promise<void> {
  video.muted = true;
  const from = video.currentTime;
  await video.play();
  await waitUntil(() => video.currentTime >= from + seconds, `played ${seconds} s`, {
    timeout: (seconds + 8) * 1000,
  });
}

async function learnRow(token: string, courseId: number): Promise<UserLearnRow | undefined> {
  const mine = must(await apiGet<Paged<UserLearnRow>>('/api/xnfz/userLearn?pageSize=100', token));
  return mine.rows.find((row) => row.courseId === courseId);
}

describe('<xnfz-video-detail>', () => {
  afterEach(() => {
    configure({ apiBase: '' });
    signOutLocally();
  });

  it('plays the lesson for anyone, with 学习进度仅在登录后记录, neighbours and the lesson list', async () => {
    const { course, lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[1] ?? 0;
    const lesson = await serverLesson(lessonId);
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    const video = await videoOf(element);
    const root = shadowOf(element);
    expect(video.controls).to.equal(true);
    expect(video.getAttribute('src')).to.equal(lesson.videoUrl);
    expect(video.getAttribute('aria-label')).to.include(lesson.title);
    expect(video.currentTime).to.equal(0);
    expect(root.querySelector('h1')?.textContent).to.equal(lesson.title);
    expect(
      [...root.querySelectorAll('[part=breadcrumb] li')].map((li) => li.textContent),
    ).to.deep.equal(['首页', '课程中心', lesson.courseTitle, lesson.title]);

    const note = root.querySelector('[part=note]') as HTMLElement;
    expect(note.textContent).to.include('学习进度仅在登录后记录');
    expect(note.querySelector('a')?.getAttribute('href')).to.equal(
      `#/login?redirect=${encodeURIComponent(`/videodetail?id=${lessonId}`)}`,
    );

    expect(root.querySelector('[part=prev]')?.getAttribute('href')).to.equal(
      `#/videodetail?id=${lesson.prevLessonId}`,
    );
    expect(root.querySelector('[part=next]')?.getAttribute('href')).to.equal(
      `#/videodetail?id=${lesson.nextLessonId}`,
    );
    expect(lesson.prevLessonId).to.equal(lessonIds[0]);
    expect(lesson.nextLessonId).to.equal(lessonIds[2]);

    await findIn(element, '[part=lessons] [data-lesson-id]');
    const listed = [...root.querySelectorAll('[part=lessons] [data-lesson-id]')];
    expect(listed.map((li) => Number(li.getAttribute('data-lesson-id')))).to.deep.equal(lessonIds);
    const current = root.querySelectorAll('[part=lessons] a[aria-current=page]');
    expect(current.length).to.equal(1);
    expect(current[0]?.closest('[data-lesson-id]')?.getAttribute('data-lesson-id')).to.equal(
      String(lessonId),
    );
    expect(course.id).to.equal(lesson.courseId);

    // anonymous viewing reports nothing (no token, no call, no event)
    let events = 0;
    element.addEventListener('xnfz-lesson-progress', () => (events += 1));
    await playFor(video, 1);
    video.pause();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events).to.equal(0);
  });

  it('has 已是第一课时 as a disabled button on the first lesson', async () => {
    const { lessonIds } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonIds[0]}></xnfz-video-detail>`,
    );
    await waitForText(element, '已是第一课时');
    const first = shadowOf(element).querySelector<HTMLButtonElement>('button.prev');
    expect(first?.disabled).to.equal(true);
  });

  it('resumes a token holder at the stored position', async () => {
    const { token } = await registerUser();
    const { lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[2] ?? 0;
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId, position: 12, watchedSeconds: 3 },
        token,
      ),
    );
    expect((await serverLesson(lessonId, token)).position).to.equal(12);
    signIn(token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    const video = await videoOf(element);
    await waitUntil(
      () => Math.abs(video.currentTime - 12) < 0.5,
      `currentTime ${video.currentTime}`,
    );
    await waitForText(element, '已从上次学习位置 00:12 继续');
    expect(shadowOf(element).querySelector('[part=note]')).to.equal(null);
  });

  it('reports the time really played on pause: xnfz-lesson-progress and /userLearn follow', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[0] ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    const events: Progress[] = [];
    element.addEventListener('xnfz-lesson-progress', (event) => events.push(event.detail));
    const video = await videoOf(element);
    const started = performance.now();
    await playFor(video, 3);
    video.pause();
    const wallSeconds = (performance.now() - started) / 1000;
    await waitUntil(() => events.length === 1, 'one progress event', { timeout: 10000 });
    const [event] = events;
    expect(event?.lessonId).to.equal(lessonId);
    expect(event?.position).to.equal(Math.floor(video.currentTime));
    expect(event?.learnedSeconds).to.be.within(2, Math.ceil(wallSeconds));
    expect(event?.finished).to.equal(false);
    const row = await learnRow(token, course.id);
    expect(row?.learnedSeconds).to.equal(event?.learnedSeconds);
    expect(row?.lastLessonId).to.equal(lessonId);
    const stored = await serverLesson(lessonId, token);
    expect(stored.position).to.equal(event?.position);
    await waitForText(element, '本课时已学习');
    const records = must(
      await apiGet<Paged<UserLearnRecordRow>>('/api/xnfz/userLearnRecord', token),
    );
    expect(records.rows.some((record) => record.lessonId === lessonId)).to.equal(true);
  });

  it('reports every 15 s while playing, and when the page is hidden', async function () {
    this.timeout(45000);
    const { token } = await registerUser();
    signIn(token);
    const { lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[2] ?? 0;
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    const events: Progress[] = [];
    element.addEventListener('xnfz-lesson-progress', (event) => events.push(event.detail));
    const video = await videoOf(element);
    video.muted = true;
    const started = performance.now();
    await video.play();
    await waitUntil(() => events.length === 1, 'a report while playing', { timeout: 25000 });
    const elapsed = (performance.now() - started) / 1000;
    expect(video.paused, 'still playing').to.equal(false);
    expect(elapsed).to.be.within(14, 20);
    expect(events[0]?.learnedSeconds).to.be.within(12, Math.ceil(elapsed));
    await playFor(video, 1);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitUntil(() => events.length === 2, 'a report on page hide');
    expect(video.paused).to.equal(false);
    expect(events[1]?.learnedSeconds).to.be.greaterThan(events[0]?.learnedSeconds ?? 0);
    video.pause();
  });

  it('reports when it leaves the page while playing', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonIds[1]}></xnfz-video-detail>`,
    );
    const video = await videoOf(element);
    await playFor(video, 2);
    element.remove();
    await waitUntil(
      async () => ((await learnRow(token, course.id))?.learnedSeconds ?? 0) >= 1,
      'progress stored after leaving',
      { timeout: 10000 },
    );
  });

  it('counts played time only, never more than the wall clock', () => {
    const clock = new WatchClock();
    clock.start(0, 0);
    clock.sample(2, 1000); // twice the speed: 2 s of video in 1 s count 1 s
    clock.sample(100, 1500); // a jump forward without seeking counts the 0.5 s that passed
    clock.sample(100.2, 3000); // buffering: 1.5 s passed, 0.2 s played
    clock.sample(101.5, 4300); // normal playing
    expect(clock.take()).to.equal(3); // 1 + 0.5 + 0.2 + 1.3
    clock.halt(); // seeking
    clock.sample(10, 9000);
    expect(clock.take()).to.equal(0);
    clock.start(10, 10000);
    clock.stop(11.7, 12000);
    clock.sample(20, 20000); // stopped: no counting
    expect(clock.take()).to.equal(1);
    clock.start(11.7, 20000);
    clock.stop(12.1, 20400);
    expect(clock.take(), 'the fraction left over from before').to.equal(1);
  });

  it('says 暂无数据 without a lesson and retries after a failure', async () => {
    const none = await fixture<HTMLElement>(html`<xnfz-video-detail></xnfz-video-detail>`);
    expect((await findIn(none, '[part=state-empty]')).textContent).to.equal('暂无数据');

    const { lessonIds } = await courseWithLessons();
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonIds[0]}></xnfz-video-detail>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    await findIn(element, 'video', 'video after retry');
  });
});

describe('视频学习 inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    signOutLocally();
  });

  it('goes to the next lesson by its link, reporting the lesson it leaves', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    await go(`#/videodetail?id=${lessonIds[0]}`);
    const element = await findIn<HTMLElement>(portal, 'xnfz-video-detail');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '课程中心',
    );
    expect(document.title).to.include('视频学习');
    const video = await videoOf(element);
    await playFor(video, 2);
    const next = await findIn<HTMLAnchorElement>(element, '[part=next]');
    next.click();
    await arrivedAt(`/videodetail?id=${lessonIds[1]}`);
    const nextLesson = await serverLesson(lessonIds[1] ?? 0, token);
    await waitUntil(
      () => shadowOf(element).querySelector('h1')?.textContent === nextLesson.title,
      'next lesson title',
    );
    await waitUntil(
      () =>
        shadowOf(element)
          .querySelector('[part=lessons] a[aria-current=page]')
          ?.closest('[data-lesson-id]')
          ?.getAttribute('data-lesson-id') === String(lessonIds[1]),
      'next lesson marked in the list',
    );
    await waitUntil(
      async () => ((await learnRow(token, course.id))?.learnedSeconds ?? 0) >= 1,
      'the lesson left was reported',
      { timeout: 10000 },
    );
    const left = await serverLesson(lessonIds[0] ?? 0, token);
    expect(left.position).to.be.at.least(1);
  });

  it('links an anonymous viewer to the login screen and back', async () => {
    signOutLocally();
    const { lessonIds } = await courseWithLessons();
    await go(`#/videodetail?id=${lessonIds[0]}`);
    const element = await findIn<HTMLElement>(portal, 'xnfz-video-detail');
    const note = await findIn(element, '[part=note]');
    const login = note.querySelector('a') as HTMLAnchorElement;
    login.click();
    await arrivedAt(`/login?redirect=${encodeURIComponent(`/videodetail?id=${lessonIds[0]}`)}`);
  });
});
