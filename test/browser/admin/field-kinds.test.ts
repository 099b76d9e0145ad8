/**
 * Every console field is shown the way it is stored. Two kinds: rich text (article and resource
 * bodies, 课程介绍 — the rich-text editor, sanitised HTML, shown as HTML; console-courses and
 * console-articles test it) and plain text typed in a textarea (摘要, 简介, 实验简介), shown as
 * text: markup stays text and its line breaks stay where they were typed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { Experiment, Paged } from '../../../src/core/api/contract';
import '../../../src/widgets/experiment-center/experiment-center.element';
import { findIn } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

describe('plain-text fields', () => {
  it('实验简介 is shown as typed: its line breaks kept, nothing read as markup', async () => {
    const rows = must(
      await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'),
    ).rows;
    const demo = rows.find((row) => row.summary);
    expect(demo, 'a demo experiment with a summary').to.not.equal(undefined);
    const center = await fixture<HTMLElement>(
      html`<xnfz-experiment-center page-size="100"></xnfz-experiment-center>`,
    );
    const link = await findIn<HTMLElement>(
      center,
      `[data-experiment-id="${demo!.id}"] [part=card-link]`,
    );
    link.click();
    const summary = await findIn<HTMLElement>(center, '[part=page] .summary');
    await waitUntil(() => summary.textContent === demo!.summary, 'the summary shown');
    // a line break typed in the textarea is a line break on the page
    expect(getComputedStyle(summary).whiteSpace).to.equal('pre-line');
    expect(summary.children.length, 'no markup rendered').to.equal(0);
    center.remove();
  });
});
