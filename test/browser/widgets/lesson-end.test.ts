/**
 * The end of a lesson (issue 18 · 8), in the portal against the real server with the real clips:
 * the side list shows the server's answer at once (已完成 when it counts the lesson finished, the
 * new percentage otherwise), the status says 本课时已学完, and 下一课时 is offered with its title
 * and a countdown that opens it, or that 取消自动播放 stops.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { lessonPercent } from '../../../src/core/ui/course-duration';
import { router } from '../../../src/core/router/router';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { courseWithLessons, go, mountPortal, serverCourse, serverLesson } from '../helpers/courses';
import { registerUser } from '../helpers/server-api';

async function shownVideo(
  portal: HTMLElement,
  lessonId: number,
): Promise<{ element: HTMLElement; video: HTMLVideoElement }> {
  const { title } = await serverLesson(lessonId);
  const element = await findIn<HTMLElement>(portal, 'xnfz-video-detail');
  await waitUntil(
    () => shadowOf(element).querySelector('video')?.getAttribute('aria-label')?.includes(title),
    `the video of ${title}`,
  );
  const video = shadowOf(element).querySelector('video') as HTMLVideoElement;
  await waitUntil(() => video.readyState >= HTMLMediaElement.HAVE_METADATA, 'video metadata', {
    timeout: 10000,
  });
  return { element, video };
}

function listEntry(element: HTMLElement, lessonId: number): HTMLElement {
  return shadowOf(element).querySelector(
    `[part~=lessons] [data-lesson-id="${lessonId}"]`,
  ) as HTMLElement;
}

describe('the end of a lesson', function () {
  this.timeout(90000);
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => signOutLocally());

  it('watched to the end: 已完成 in the list at once, 本课时已学完, 下一课时 with its title; 取消自动播放 stays', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const [first, second] = lessonIds as [number, number];
    const next = await serverLesson(second);
    await go(`#/videodetail?id=${first}`);
    const { element, video } = await shownVideo(portal, first);
    await waitUntil(() => listEntry(element, first), 'lesson list');
    expect(listEntry(element, first).dataset.finished).to.equal('false');
    video.muted = true;
    await video.play();
    await waitUntil(() => video.ended, 'played to the end', { timeout: 60000 });
    await waitUntil(
      () => listEntry(element, first).dataset.finished === 'true',
      'the list says 已完成 at once',
    );
    expect(listEntry(element, first).textContent).to.include('已完成');
    await waitForText(element, '本课时已学完');
    const upNext = await findIn(element, '[part=up-next]');
    expect(upNext.textContent).to.include(`下一课时：${next.title}`);
    expect(upNext.textContent).to.match(/\d 秒后自动播放/);
    (upNext.querySelector('[part=up-next-cancel]') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 6500));
    expect(router.current?.href, 'cancelled: still on the lesson').to.equal(
      `/videodetail?id=${first}`,
    );
    expect(upNext.querySelector('[part=up-next-play]')?.getAttribute('href')).to.equal(
      `#/videodetail?id=${second}`,
    );
    const lesson = (await serverCourse(course.id, token)).chapters
      .flatMap((chapter) => chapter.lessons)
      .find((item) => item.id === first);
    expect(lesson?.finished, 'the server counts it finished').to.equal(true);
  });

  it('skipped to the end: the list shows the new percentage, and the next lesson opens after the countdown', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const [, first, second] = lessonIds as [number, number, number];
    const next = await serverLesson(second);
    await go(`#/videodetail?id=${first}`);
    const { element, video } = await shownVideo(portal, first);
    await waitUntil(() => listEntry(element, first), 'lesson list');
    video.muted = true;
    await video.play();
    await waitUntil(() => video.currentTime >= 2, 'played 2 s', { timeout: 10000 });
    video.currentTime = video.duration - 1;
    await waitUntil(() => video.ended, 'played to the end', { timeout: 10000 });
    await findIn(element, '[part=up-next]');
    // the report of the end is on its way to the server: the list and the server agree once it
    // is stored (read before that, the server may not have it yet)
    let percent = 0;
    await waitUntil(
      async () => {
        const server = (await serverCourse(course.id, token)).chapters
          .flatMap((chapter) => chapter.lessons)
          .find((item) => item.id === first);
        percent = lessonPercent(server?.learnedSeconds, server?.durationSeconds ?? 0);
        return percent > 0 && listEntry(element, first).textContent?.includes(`已学 ${percent}%`);
      },
      'the list says the 已学 percentage the server has',
      { interval: 200 },
    );
    expect(percent).to.be.above(0);
    await waitUntil(
      () => router.current?.href === `/videodetail?id=${second}`,
      'the next lesson opens by itself',
      { timeout: 9000 },
    );
    const opened = await findIn<HTMLElement>(portal, 'xnfz-video-detail');
    await waitUntil(() => shadowOf(opened).querySelector('h1')?.textContent === next.title);
  });
});
