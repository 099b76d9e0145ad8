/**
 * The demo data as a new user reads it (issue 18 · 7, 18), against the real server and its
 * fresh demo database: 注册用户 is a believable figure beside thousands of visits a month, and no
 * course recommends a feature the portal does not have (配套练习, 讨论区).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { CourseSummary } from '../../../src/core/api/contract';
import '../../../src/widgets/census-total/census-total.element';
import '../../../src/widgets/course-catalog/course-catalog.element';
import { serverPage } from '../helpers/content';
import { deepText } from '../helpers/deep-dom';
import { shadowOf, waitForText } from '../helpers/dom';

describe('demo data a new user believes', () => {
  it('注册用户 shows thousands of accounts', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-census-total></xnfz-census-total>`);
    await waitUntil(
      () =>
        [...shadowOf(element).querySelectorAll('.card')].some((card) =>
          card.textContent?.includes('注册用户'),
        ),
      'census cards',
    );
    const card = [...shadowOf(element).querySelectorAll('.card')].find((item) =>
      item.textContent?.includes('注册用户'),
    );
    const shown = card?.querySelector('.value')?.textContent ?? '';
    expect(Number(shown.replace(/,/g, '')), `注册用户 ${shown}`).to.be.at.least(1000);
  });

  it('no 专业课程 recommends 配套练习 or 讨论区', async () => {
    const majors = await serverPage<CourseSummary>('/api/xnfz/courseList', {
      pageSize: 3,
      type: 'major',
    });
    expect(majors.rows.length).to.be.above(0);
    for (const course of majors.rows) {
      const element = await fixture<HTMLElement>(
        html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
      );
      await waitForText(element, '学习建议');
      const text = deepText(element);
      expect(text, course.title).not.to.match(/配套练习|讨论区/);
    }
  });
});
