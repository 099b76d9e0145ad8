import { expect } from '@open-wc/testing';
import type { CourseDetail, Paged, ResourceSummary, CourseSummary, ArticleSummary } from '../../../src/core/api/contract';
import { apiGet, must, registerUser } from '../helpers/server-api';
import { manifestDeclarations } from '../helpers/manifest';

/**
 * The Custom Elements Manifest against what each element really does (issue #30): every element
 * of the one-file bundle, shown with data on a page of its own, sends `xnfz-ready` once it shows
 * its first data, and every part it renders and every `var(--xnfz-…)` its adopted style sheets
 * read is listed in the manifest (built from the source by scripts/element-docs.mjs). An element
 * that starts using a part or a custom property the manifest does not list fails here.
 */

interface Declaration {
  tagName: string;
  attributes: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
  events: { name: string }[];
}

const declarations = () => manifestDeclarations<Declaration>();

/** Records with data to show: an article, a course and its first lesson, a resource. */
async function someIds(): Promise<Record<string, string>> {
  const article = must(await apiGet<Paged<ArticleSummary>>('/api/xnfz/articleList?kind=news&pageSize=1')).rows[0]!;
  const course = must(await apiGet<Paged<CourseSummary>>('/api/xnfz/courseList?pageSize=1')).rows[0]!;
  const detail = must(await apiGet<CourseDetail>(`/api/xnfz/courseDetail?id=${course.id}`));
  const lesson = detail.chapters.flatMap((chapter) => chapter.lessons)[0]!;
  const resource = must(await apiGet<Paged<ResourceSummary>>('/api/xnfz/resourceList?kind=resource&pageSize=1')).rows[0]!;
  return {
    'article-id': String(article.id),
    'course-id': String(course.id),
    'lesson-id': String(lesson.id),
    'resource-id': String(resource.id),
  };
}

/** The `var(--xnfz-…)` names in the style sheets a shadow root adopted. */
function propertiesRead(root: ShadowRoot): string[] {
  const text = root.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  return [...new Set([...text.matchAll(/var\((--xnfz-[a-z0-9-]+)/g)].map((match) => match[1]!))];
}

/** The parts in a shadow root (not those of other elements inside it: they are theirs). */
function partsShown(root: ShadowRoot): string[] {
  return [...new Set([...root.querySelectorAll('[part]')].flatMap((node) => [...node.part]))];
}

describe('the manifest lists what every element really renders and reads', function () {
  this.timeout(120000);
  let documented: Declaration[] = [];
  const frames: HTMLElement[] = [];

  before(async () => {
    documented = await declarations();
    const ids = await someIds();
    // logged in: the personal screens show their data (the elements' own key on this page)
    const { token } = await registerUser('student');
    localStorage.setItem('xnfz-token', JSON.stringify({ token }));
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/dist/xnfz-widgets.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('bundle missing'));
      document.head.append(script);
    });
    // navigations out of the test page (links, redirects to 登录) are cancelled
    document.addEventListener('xnfz-navigate', (event) => event.preventDefault());
    for (const declaration of documented) {
      const box = document.createElement('div');
      box.style.width = '1000px';
      const element = document.createElement(declaration.tagName);
      for (const attribute of declaration.attributes) {
        const id = ids[attribute.name];
        if (id) element.setAttribute(attribute.name, id);
      }
      box.append(element);
      frames.push(box);
    }
  });

  after(() => {
    for (const frame of frames) frame.remove();
    localStorage.removeItem('xnfz-token');
  });

  it('every element sends xnfz-ready once, when it shows its first data', async () => {
    const ready = new Map<string, number>();
    const wrong: string[] = [];
    const listener = (event: HTMLElementEventMap['xnfz-ready']) => {
      const tag = (event.target as Element).localName;
      // the elements of the page only (those inside <xnfz-home> tell <xnfz-home>)
      if (event.detail.tag !== tag) wrong.push(`${event.detail.tag} as ${tag}`);
      ready.set(tag, (ready.get(tag) ?? 0) + 1);
    };
    document.addEventListener('xnfz-ready', listener);
    try {
      for (const frame of frames) document.body.append(frame);
      const deadline = Date.now() + 60000;
      while (ready.size < documented.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      document.removeEventListener('xnfz-ready', listener);
    }
    expect(wrong).to.deep.equal([]);
    const missing = documented.map((d) => d.tagName).filter((tag) => !ready.has(tag));
    expect(missing, 'elements that never became ready').to.deep.equal([]);
    for (const [tag, count] of ready) expect(count, tag).to.equal(1);
    for (const frame of frames) {
      const root = frame.firstElementChild!.shadowRoot!;
      const tag = frame.firstElementChild!.localName;
      expect(root.querySelector('[part~=state-loading]'), `${tag} still loading`).to.equal(null);
    }
  });

  it('every part an element renders and every custom property it reads is in the manifest', () => {
    const unlisted: string[] = [];
    for (const frame of frames) {
      const element = frame.firstElementChild!;
      const declaration = documented.find((d) => d.tagName === element.localName)!;
      const parts = new Set(declaration.cssParts.map((part) => part.name));
      const properties = new Set(declaration.cssProperties.map((property) => property.name));
      const root = element.shadowRoot!;
      const shown = partsShown(root);
      const read = propertiesRead(root);
      expect(shown.length, `${element.localName} shows parts`).to.be.greaterThan(0);
      expect(read.length, `${element.localName} reads properties`).to.be.greaterThan(3);
      for (const part of shown) if (!parts.has(part)) unlisted.push(`${element.localName} ::part(${part})`);
      for (const property of read) if (!properties.has(property)) unlisted.push(`${element.localName} ${property}`);
    }
    expect(unlisted).to.deep.equal([]);
  });

  it('the chart elements expose their title and 数据表 button as parts, and list their series colours', () => {
    for (const declaration of documented.filter((d) => d.cssProperties.some((p) => p.name === '--xnfz-chart-height'))) {
      const names = declaration.cssParts.map((part) => part.name);
      expect(names, declaration.tagName).to.include.members(['title', 'table-toggle', 'chart', 'table', 'base']);
      const properties = declaration.cssProperties.map((property) => property.name);
      expect(properties, declaration.tagName).to.include.members(
        [1, 2, 3, 4, 5].map((n) => `--xnfz-color-chart-${n}`),
      );
      const element = frames.map((frame) => frame.firstElementChild!).find((e) => e.localName === declaration.tagName)!;
      expect(element.shadowRoot!.querySelector('[part~=title]')?.textContent, declaration.tagName).to.match(/\S/);
    }
  });
});
