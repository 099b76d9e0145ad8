/**
 * Every route of the portal at a phone's 375 px and a desktop's 1440 px, logged in as a user with
 * collections, learning records and an experiment attempt, against the real server: nothing is
 * wider than the viewport on any screen (issue 18 · 1: the home page's 新闻动态 and 通知公告
 * panels were 470 px wide on a 375 px phone, their dates and 更多 links off-screen).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type {
  ArticleSummary,
  CourseSummary,
  ResourceSummary,
} from '../../../src/core/api/contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { go, mountPortal, serverPage } from '../helpers/content';
import { serverCourse } from '../helpers/courses';
import { atWidths, settled, stickingOut } from '../helpers/layout';
import { apiPost, finishOpenExperiment, must, registerUser } from '../helpers/server-api';

async function firstId<T extends { id: number }>(
  path: string,
  query: Record<string, string | number>,
): Promise<number> {
  const page = await serverPage<T>(path, { pageSize: 1, ...query });
  const row = page.rows[0];
  if (!row) throw new Error(`${path}: no demo data`);
  return row.id;
}

describe('every route fits the viewport', function () {
  this.timeout(240000);
  let routes: string[] = [];

  before(async () => {
    await mountPortal();
    const { token } = await registerUser();
    const courseId = await firstId<CourseSummary>('/api/xnfz/courseList', {});
    const course = await serverCourse(courseId, token);
    const lessonId = course.chapters[0]?.lessons[0]?.id ?? 0;
    must(await apiPost('/api/xnfz/collect', { targetType: 'course', targetId: courseId }, token));
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId, position: 30, watchedSeconds: 30 },
        token,
      ),
    );
    await finishOpenExperiment(token, { score: 80, report: '单摆实验报告'.repeat(40) });
    const newsId = await firstId<ArticleSummary>('/api/xnfz/articleList', { kind: 'news' });
    const noticeId = await firstId<ArticleSummary>('/api/xnfz/articleList', { kind: 'notice' });
    const researchId = await firstId<ArticleSummary>('/api/xnfz/articleList', { kind: 'research' });
    const resourceId = await firstId<ResourceSummary>('/api/xnfz/resourceList', {
      kind: 'resource',
    });
    const redId = await firstId<ResourceSummary>('/api/xnfz/resourceList', { kind: 'red' });
    signIn(token);
    routes = [
      '#/',
      '#/courselist',
      '#/redlist',
      '#/resourceslist',
      '#/experiment',
      '#/newslist',
      '#/notice',
      '#/researchcenter',
      `#/newsdetail?id=${newsId}`,
      `#/noticedetail?id=${noticeId}`,
      `#/researchdetail?id=${researchId}`,
      `#/coursecatalog?id=${courseId}`,
      `#/redshow?id=${redId}`,
      `#/resourcesdetail?id=${resourceId}`,
      `#/videodetail?id=${lessonId}`,
      '#/datastatistics',
      '#/personalcenter?tab=collection',
      '#/personalcenter?tab=learning',
      '#/personalcenter?tab=records',
      '#/personalcenter?tab=profile',
      '#/personalcenter?tab=password',
      '#/contactus',
    ];
  });
  after(() => signOutLocally());

  it('logged in: no screen is wider than 375 px or 1440 px', async () => {
    const failures: string[] = [];
    await atWidths(async (width) => {
      for (const hash of routes) {
        await go(hash);
        await settled();
        const out = stickingOut(document.body, width);
        const scrollWidth = document.documentElement.scrollWidth;
        if (out.length > 0 || scrollWidth > width)
          failures.push(
            `${width}px ${hash}: scrollWidth ${scrollWidth}; ${out.slice(0, 4).join(', ')}`,
          );
      }
    });
    expect(failures).to.deep.equal([]);
  });

  it('logged out: the account screens and the home page fit too', async () => {
    signOutLocally();
    const failures: string[] = [];
    await atWidths(async (width) => {
      for (const hash of ['#/', '#/login', '#/register', '#/forgotpassword', '#/experiment']) {
        await go(hash);
        await settled();
        await waitUntil(() => document.readyState === 'complete');
        const out = stickingOut(document.body, width);
        const scrollWidth = document.documentElement.scrollWidth;
        if (out.length > 0 || scrollWidth > width)
          failures.push(
            `${width}px ${hash}: scrollWidth ${scrollWidth}; ${out.slice(0, 4).join(', ')}`,
          );
      }
    });
    expect(failures).to.deep.equal([]);
  });
});
