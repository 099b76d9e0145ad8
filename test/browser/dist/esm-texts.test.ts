/**
 * dist/esm: the zh-CN texts of the account, course, content and experiment areas are a chunk
 * that comes with the elements showing them. Statistics elements render completely without it;
 * every other element (and the portal) imports it statically, so it is there before they render.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { findIn, shadowOf } from '../helpers/dom';

const AREA_CHUNK = /chunks\/i18n-zh-cn-areas-[\w-]+\.js/;
const STATISTICS = [
  'census-total',
  'month-clicks',
  'web-month-clicks',
  'training-clicks',
  'month-duration',
  'lesson-count',
  'lesson-learn-count',
  'lesson-ranking',
];

function requested(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}

/** The files a module imports statically (its import statements, read from the built code). */
async function staticGraph(entry: string): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [new URL(entry, location.origin).href];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await (await fetch(url)).text();
    for (const match of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+)["']/g)) {
      queue.push(new URL(match[1] as string, url).href);
    }
  }
  return seen;
}

describe('dist/esm: zh-CN area texts travel with the elements that show them', () => {
  it('statistics elements render on their own without the area texts and miss no text', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      original(...args);
    };
    try {
      for (const name of STATISTICS) {
        // a plain variable: the test bundler must leave this import to the browser
        const module = `/dist/esm/${name}.js`;
        await import(/* @vite-ignore */ module);
      }
      const page = await fixture<HTMLElement>(html`
        <div>
          <xnfz-census-total></xnfz-census-total>
          <xnfz-month-clicks></xnfz-month-clicks>
          <xnfz-web-month-clicks></xnfz-web-month-clicks>
          <xnfz-training-clicks></xnfz-training-clicks>
          <xnfz-month-duration></xnfz-month-duration>
          <xnfz-lesson-count></xnfz-lesson-count>
          <xnfz-lesson-learn-count></xnfz-lesson-learn-count>
          <xnfz-lesson-ranking by="learn"></xnfz-lesson-ranking>
          <xnfz-lesson-ranking by="rating"></xnfz-lesson-ranking>
        </div>
      `);
      await findIn(page.querySelector('xnfz-census-total') as HTMLElement, '.card');
      for (const ranking of page.querySelectorAll<HTMLElement>('xnfz-lesson-ranking')) {
        await waitUntil(
          () => shadowOf(ranking).querySelectorAll('[data-course-id], [part=state-empty]').length,
          'ranking rows',
          { timeout: 10000 },
        );
      }
      expect(errors.filter((text) => text.includes('缺少文本'))).to.deep.equal([]);
      expect(requested('i18n-zh-cn-areas-')).to.deep.equal([]);
    } finally {
      console.error = original;
    }
  });

  it('every other element and the portal import the area texts statically', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .map((declaration) => declaration.tagName)
      .filter((tag): tag is string => Boolean(tag));
    expect(tags.length).to.be.at.least(20);
    for (const tag of tags) {
      const name = tag.replace(/^xnfz-/, '');
      const graph = [...(await staticGraph(`/dist/esm/${name}.js`))];
      const hasTexts = graph.some((url) => AREA_CHUNK.test(url));
      expect(hasTexts, `${tag} ${STATISTICS.includes(name) ? 'must not' : 'must'} bring them`).to.equal(
        !STATISTICS.includes(name),
      );
    }
  });
});
