import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/lesson-ranking/lesson-ranking.element';
import type { LessonRankingRow } from '../../../src/core/api/contract';
import { badgeTone } from '../../../src/core/ui/rank-badge';
import { starIcons } from '../../../src/core/ui/stars';
import { findIn, shadowOf } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

describe('<xnfz-lesson-ranking>', () => {
  for (const by of ['learn', 'rating', 'click'] as const) {
    it(`lists the courses in the server order by ${by}, with badges 1–5 and the star beyond`, async () => {
      const rows = must(
        await apiGet<LessonRankingRow[]>(`/api/xnfz/lessonRanking?by=${by}&limit=7`),
      );
      expect(rows.length).to.equal(7);
      const element = await fixture<HTMLElement>(
        html`<xnfz-lesson-ranking by=${by} limit="7"></xnfz-lesson-ranking>`,
      );
      await findIn(element, '.item');
      const items = [...shadowOf(element).querySelectorAll('.item')];
      expect(items.map((item) => Number(item.getAttribute('data-course-id')))).to.deep.equal(
        rows.map((row) => row.courseId),
      );
      expect(
        items.map((item) => item.querySelector('.xnfz-badge')?.getAttribute('data-tone')),
      ).to.deep.equal(['gold', 'silver', 'bronze', 'plain', 'plain', 'star', 'star']);
      expect(items[0]?.querySelector('.xnfz-badge')?.getAttribute('aria-label')).to.equal(
        '第 1 名',
      );
      expect(items[0]?.querySelector('.course')?.textContent).to.equal(rows[0]?.title);
      expect(
        Number(items[0]?.querySelector('[data-learn-count]')?.getAttribute('data-learn-count')),
      ).to.equal(rows[0]?.learnCount);
    });
  }

  it('maps ranks and ratings to badges and stars', () => {
    expect([1, 2, 3, 4, 5, 6, 42].map(badgeTone)).to.deep.equal([
      'gold',
      'silver',
      'bronze',
      'plain',
      'plain',
      'star',
      'star',
    ]);
    expect(starIcons(3.5)).to.deep.equal([
      'star-full',
      'star-full',
      'star-full',
      'star-half',
      'star-empty',
    ]);
    expect(starIcons(0)).to.deep.equal(Array(5).fill('star-empty'));
    expect(starIcons(5)).to.deep.equal(Array(5).fill('star-full'));
  });
});
