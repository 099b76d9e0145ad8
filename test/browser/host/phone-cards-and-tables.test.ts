/**
 * Statistics cards and record tables on a 375 px phone (issue 18 · 3), against the real server:
 * the eight census cards stand two per row and fit one screen; the 学习记录 tables turn into one
 * card per record with each cell's heading beside it. At 1440 px: four cards per row, real tables.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { CourseSummary } from '../../../src/core/api/contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf } from '../helpers/dom';
import { go, mountPortal, screenElement, serverPage } from '../helpers/content';
import { serverCourse } from '../helpers/courses';
import { PHONE, atWidths, box } from '../helpers/layout';
import { apiPost, finishOpenExperiment, must, registerUser } from '../helpers/server-api';

describe('cards and tables on the phone', function () {
  this.timeout(60000);
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  afterEach(() => signOutLocally());

  it('#/datastatistics: the eight census cards two per row in one screen at 375 px, four per row at 1440 px', async () => {
    await atWidths(async (width) => {
      await go('#/datastatistics');
      const census = await screenElement(portal, 'xnfz-census-total');
      await findIn(census, '.card .value');
      const cards = [...shadowOf(census).querySelectorAll('.card')];
      expect(cards.length).to.equal(8);
      const columns = new Set(cards.map((card) => Math.round(box(card).left)));
      expect(columns.size, `columns at ${width}px`).to.equal(width === PHONE.width ? 2 : 4);
      const grid = box(shadowOf(census).querySelector('.cards'));
      if (width === PHONE.width) expect(grid.height, 'one screen').to.be.below(PHONE.height);
      for (const card of cards) {
        const value = card.querySelector('.value') as HTMLElement;
        expect(value.scrollWidth, `${value.textContent} fits its card`).to.be.at.most(
          value.clientWidth + 1,
        );
        expect(box(value).right).to.be.at.most(box(card).right);
      }
    });
  });

  it('#/personalcenter 学习记录: one card per record on the phone, a table on the desktop', async () => {
    const { token } = await registerUser();
    const courseId = (await serverPage<CourseSummary>('/api/xnfz/courseList', { pageSize: 1 }))
      .rows[0]?.id as number;
    const lessonId = (await serverCourse(courseId, token)).chapters[0]?.lessons[0]?.id as number;
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId, position: 40, watchedSeconds: 40 },
        token,
      ),
    );
    await finishOpenExperiment(token, { score: 70 });
    signIn(token);
    await atWidths(async (width) => {
      await go('#/personalcenter?tab=records');
      const center = await screenElement(portal, 'xnfz-personal-center');
      for (const selector of ['[data-record-id]', '[data-attempt-id]']) {
        const row = await findIn(center, selector);
        const cells = [...row.querySelectorAll('td')];
        const tops = cells.map((cell) => Math.round(box(cell).top));
        if (width === PHONE.width) {
          for (let i = 1; i < tops.length; i += 1)
            expect(tops[i], `${selector} cell ${i} below the one before`).to.be.above(
              tops[i - 1] as number,
            );
          for (const cell of cells) {
            expect(box(cell).width, 'cell as wide as the card').to.be.above(box(row).width * 0.8);
            const label = getComputedStyle(cell, '::before').content;
            expect(label, 'its heading beside it').to.equal(`"${cell.dataset.label}"`);
          }
          const head = row.closest('table')?.querySelector('thead') as HTMLElement;
          expect(box(head).height, 'the head row is not shown').to.be.at.most(1);
        } else {
          expect(new Set(tops).size, `${selector}: one line`).to.equal(1);
        }
      }
      await waitUntil(() => document.documentElement.scrollWidth <= width, 'no sideways scroll');
    });
  });
});
