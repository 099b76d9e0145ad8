import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/lesson-count/lesson-count.element';
import '../../../src/widgets/lesson-learn-count/lesson-learn-count.element';
import '../../../src/widgets/month-clicks/month-clicks.element';
import '../../../src/widgets/month-duration/month-duration.element';
import '../../../src/widgets/training-clicks/training-clicks.element';
import '../../../src/widgets/web-month-clicks/web-month-clicks.element';
import type {
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  NameValue,
  WebMonthClicks,
} from '../../../src/core/api/contract';
import { findIn, shadowOf } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

/** Opens the 数据表 view of a chart element and returns its cells as numbers, row by row. */
async function tableOf(
  element: HTMLElement,
): Promise<{ labels: string[]; columns: string[]; values: number[][] }> {
  const toggle = await findIn<HTMLButtonElement>(element, '.toggle');
  if (toggle.getAttribute('aria-pressed') !== 'true') toggle.click();
  const table = await findIn<HTMLTableElement>(element, 'table');
  const columns = [...table.querySelectorAll('thead th')]
    .slice(1)
    .map((th) => th.textContent ?? '');
  const rows = [...table.querySelectorAll('tbody tr')];
  return {
    columns,
    labels: rows.map((row) => row.querySelector('th')?.textContent ?? ''),
    values: rows.map((row) =>
      [...row.querySelectorAll('td')].map((td) => Number(td.getAttribute('data-value'))),
    ),
  };
}

function monthColumn(data: IdentityMonthSeries, identity: string, months = 12): number[] {
  return (data.series.find((series) => series.identity === identity)?.data ?? []).slice(-months);
}

describe('statistics chart elements (real server)', () => {
  it('<xnfz-web-month-clicks> shows the server months, and the visits the test makes', async () => {
    const before = must(await apiGet<WebMonthClicks>('/api/xnfz/webMonthClicks'));
    for (let i = 0; i < 3; i++) await apiGet('/api/xnfz/webClicksAdd');
    const after = must(await apiGet<WebMonthClicks>('/api/xnfz/webMonthClicks'));
    expect(after.data.at(-1)).to.equal((before.data.at(-1) ?? 0) + 3);

    const element = await fixture<HTMLElement>(
      html`<xnfz-web-month-clicks></xnfz-web-month-clicks>`,
    );
    const table = await tableOf(element);
    expect(table.labels).to.deep.equal(after.months);
    expect(table.values.map((row) => row[0])).to.deep.equal(after.data);
  });

  it('<xnfz-month-clicks months="6"> splits the visits by identity', async () => {
    const { token } = await registerUser('teacher');
    const before = must(await apiGet<IdentityMonthSeries>('/api/xnfz/identityMonthClicks'));
    await apiGet('/api/xnfz/webClicksAdd', token);
    await apiGet('/api/xnfz/webClicksAdd', token);
    const after = must(await apiGet<IdentityMonthSeries>('/api/xnfz/identityMonthClicks'));
    expect(monthColumn(after, 'teacher').at(-1)).to.equal(
      (monthColumn(before, 'teacher').at(-1) ?? 0) + 2,
    );

    const element = await fixture<HTMLElement>(
      html`<xnfz-month-clicks months="6"></xnfz-month-clicks>`,
    );
    const table = await tableOf(element);
    expect(table.labels).to.deep.equal(after.months.slice(-6));
    expect(table.columns).to.deep.equal(['学生', '教师', '社会学习者', '游客']);
    const teacherColumn = table.columns.indexOf('教师');
    expect(table.values.map((row) => row[teacherColumn])).to.deep.equal(
      monthColumn(after, 'teacher', 6),
    );
  });

  it('<xnfz-training-clicks> shows experiment launches by identity, including a new one', async () => {
    const { token } = await registerUser('public');
    const list = must(
      await apiGet<{ rows: { id: number }[] }>('/api/xnfz/experimentList?pageSize=1'),
    );
    const experimentId = list.rows[0]?.id;
    expect(experimentId, 'demo experiments exist').to.be.a('number');
    const before = must(await apiGet<IdentityValue[]>('/api/xnfz/identityTrainingClicks'));
    must(await apiPost('/api/xnfz/experimentStart', { experimentId }, token));
    const after = must(await apiGet<IdentityValue[]>('/api/xnfz/identityTrainingClicks'));
    const publicBefore = before.find((row) => row.identity === 'public')?.value ?? 0;
    expect(after.find((row) => row.identity === 'public')?.value).to.equal(publicBefore + 1);

    const element = await fixture<HTMLElement>(html`<xnfz-training-clicks></xnfz-training-clicks>`);
    const table = await tableOf(element);
    expect(table.labels).to.deep.equal(['学生', '教师', '社会学习者', '游客']);
    expect(table.values.map((row) => row[0])).to.deep.equal(after.map((row) => row.value));
  });

  it('<xnfz-month-duration> shows learning hours by identity, as the server adds them up', async () => {
    const data = must(await apiGet<IdentityMonthSeries>('/api/xnfz/identityMonthDuration'));
    const element = await fixture<HTMLElement>(html`<xnfz-month-duration></xnfz-month-duration>`);
    const table = await tableOf(element);
    const student = table.columns.indexOf('学生');
    expect(table.values.map((row) => row[student])).to.deep.equal(
      monthColumn(data, 'student').map((seconds) => Math.round((seconds / 3600) * 10) / 10),
    );
  });

  it('<xnfz-lesson-count> and <xnfz-lesson-learn-count> show the server rows', async () => {
    const counts = must(await apiGet<NameValue[]>('/api/xnfz/lessonCount'));
    const countElement = await fixture<HTMLElement>(html`<xnfz-lesson-count></xnfz-lesson-count>`);
    const countTable = await tableOf(countElement);
    expect(countTable.labels).to.deep.equal(counts.map((row) => row.name));
    expect(countTable.values.map((row) => row[0])).to.deep.equal(counts.map((row) => row.value));

    const learn = must(await apiGet<LessonLearnCountRow[]>('/api/xnfz/lessonLearnCount?limit=5'));
    const learnElement = await fixture<HTMLElement>(
      html`<xnfz-lesson-learn-count limit="5"></xnfz-lesson-learn-count>`,
    );
    const learnTable = await tableOf(learnElement);
    expect(learnTable.labels).to.deep.equal(learn.map((row) => row.title));
    expect(learnTable.values.map((row) => row[0])).to.deep.equal(
      learn.map((row) => row.learnCount),
    );
  });

  it('draws a labelled chart canvas, and the table toggle is a pressed button', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-web-month-clicks heading="本站访问"></xnfz-web-month-clicks>`,
    );
    const canvas = await findIn<HTMLCanvasElement>(element, 'canvas');
    expect(canvas.getAttribute('role')).to.equal('img');
    expect(canvas.getAttribute('aria-label')).to.include('12');
    await waitUntil(() => canvas.width > 0, 'chart drawn');
    expect(shadowOf(element).querySelector('h3')?.textContent).to.equal('本站访问');
    const toggle = shadowOf(element).querySelector('.toggle') as HTMLButtonElement;
    expect(toggle.textContent).to.equal('数据表');
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await findIn(element, 'table');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(shadowOf(element).querySelector('canvas')).to.equal(null);
  });
});
