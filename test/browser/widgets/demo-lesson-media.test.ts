/**
 * Honest demo media (issue 18 · 6), against the real server and its fresh demo database: a demo
 * lesson's player shows that lesson's own title and chapter on its poster (drawn by the server),
 * plays a neutral clip of its real length, and no lesson plays one of the old clips about other
 * subjects (单摆, 声波, 分形, 元胞自动机).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/video-detail/video-detail.element';
import type { CourseDetail, LessonDetail } from '../../../src/core/api/contract';
import { shadowOf } from '../helpers/dom';
import { serverCourse, serverCourses, serverLesson } from '../helpers/courses';

const OLD_TOPIC_CLIPS = ['pendulum', 'sound-waves', 'fractal', 'cellular-automaton'];

async function shownPlayer(lesson: LessonDetail): Promise<HTMLVideoElement> {
  const element = await fixture<HTMLElement>(
    html`<xnfz-video-detail lesson-id=${lesson.id}></xnfz-video-detail>`,
  );
  await waitUntil(
    () =>
      shadowOf(element).querySelector('video')?.getAttribute('aria-label')?.includes(lesson.title),
    `the player of ${lesson.title}`,
  );
  return shadowOf(element).querySelector('video') as HTMLVideoElement;
}

/** The poster as a browser draws it: it decodes as an image, and its text. */
async function posterOf(video: HTMLVideoElement): Promise<{ text: string; width: number }> {
  expect(video.poster, 'the player has a poster').to.match(/^https?:\/\//);
  const image = new Image();
  image.src = video.poster;
  await image.decode();
  const response = await fetch(video.poster);
  expect(response.headers.get('content-type')).to.match(/^image\/svg\+xml/);
  return { text: await response.text(), width: image.naturalWidth };
}

describe('demo lessons play honest media', function () {
  this.timeout(60000);

  it("each lesson's player shows its own title and chapter, checked for two lessons of two courses", async () => {
    const { rows } = await serverCourses({ pageSize: 2, sort: 'new' });
    expect(rows.length).to.equal(2);
    const lessons: LessonDetail[] = [];
    for (const row of rows) {
      const course = await serverCourse(row.id);
      const lessonId = course.chapters[1]?.lessons[0]?.id ?? course.chapters[0]!.lessons[0]!.id;
      lessons.push(await serverLesson(lessonId));
    }
    const [one, two] = lessons as [LessonDetail, LessonDetail];
    expect(one.chapterTitle).not.to.equal(two.chapterTitle);
    for (const [lesson, other] of [
      [one, two],
      [two, one],
    ] as const) {
      const video = await shownPlayer(lesson);
      const poster = await posterOf(video);
      expect(poster.width, 'the poster decodes').to.be.above(0);
      expect(poster.text).to.include(lesson.title);
      expect(poster.text).to.include(lesson.chapterTitle);
      expect(poster.text).to.include(lesson.courseTitle);
      expect(poster.text).not.to.include(other.title);
      await waitUntil(() => video.readyState >= HTMLMediaElement.HAVE_METADATA, 'video metadata', {
        timeout: 10000,
      });
      expect(Math.floor(video.duration), 'the clip is as long as the lesson says').to.equal(
        lesson.durationSeconds,
      );
      for (const clip of OLD_TOPIC_CLIPS) expect(video.currentSrc).not.to.include(clip);
    }
  });

  it('no lesson of any course plays one of the old clips about other subjects', async () => {
    const { rows, total } = await serverCourses({ pageSize: 100 });
    expect(rows.length).to.equal(total);
    const courses: CourseDetail[] = await Promise.all(rows.map((row) => serverCourse(row.id)));
    const videoUrls = new Set(
      courses.flatMap((course) =>
        course.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.videoUrl)),
      ),
    );
    expect(videoUrls.size).to.be.above(0);
    for (const url of videoUrls) {
      for (const clip of OLD_TOPIC_CLIPS) expect(url, url).not.to.include(clip);
    }
  });
});
