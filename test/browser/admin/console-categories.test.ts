/**
 * 分类管理 against the real server: a parent whose sub-categories hold the content counts it
 * (共 N 项（含子分类）, it said 0 项); 删除 on a category that still holds something says why at once
 * — no confirmation first, nothing sent, the reason shown once — and an empty one is deleted after
 * a confirmation.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminCategory } from '../../../src/core/api/admin-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { notices } from '../../../src/core/store/notices';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function nodeOf(screen: HTMLElement, id: number): HTMLElement {
  return shadowOf(screen).querySelector(`[data-category-id="${id}"]`) as HTMLElement;
}

/** The row of a category (its own, not its children's). */
function rowText(screen: HTMLElement, id: number, selector: string): string {
  return nodeOf(screen, id)?.querySelector(`:scope > .node-row ${selector}`)?.textContent ?? '';
}

/** How often a text is on the page: in the screen and in the notices at the top. */
function timesShown(app: HTMLElement, screen: HTMLElement, text: string): number {
  const inScreen = (shadowOf(screen).textContent ?? '').split(text).length - 1;
  const atTop = notices.items.filter((notice) => notice.text.includes(text)).length;
  const inHost = (shadowOf(app).textContent ?? '').split(text).length - 1;
  return inScreen + atTop + inHost;
}

describe('the console: 分类管理 counts and deletes', () => {
  let app: HTMLElement;
  let token: string;
  const ids = { root: 0, child: 0, empty: 0 };
  const names = { root: `红色旧址${stamp()}`, child: '瑞金', empty: '待整理' };

  async function saveCategory(name: string, parentId: number | null): Promise<number> {
    const tree = must(
      await apiPost<AdminCategory[]>(
        '/api/admin/categorySave',
        { scope: 'red', parentId, name, courseType: null },
        token,
      ),
    );
    const all = (nodes: AdminCategory[]): AdminCategory[] =>
      nodes.flatMap((node) => [node, ...all(node.children)]);
    return all(tree).find((node) => node.name === name && node.parentId === parentId)!.id;
  }

  before(async () => {
    ({ token } = await signInAs('editor1'));
    ids.root = await saveCategory(names.root, null);
    ids.child = await saveCategory(names.child, ids.root);
    ids.empty = await saveCategory(names.empty, ids.root);
    for (const n of [1, 2, 3]) {
      must(
        await apiPost(
          '/api/admin/resourceSave',
          {
            kind: 'red',
            title: `瑞金旧址 ${n} ${stamp()}`,
            categoryId: ids.child,
            cover: '',
            summary: '',
            content: '<p>介绍</p>',
            mediaType: 'document',
            videoUrl: null,
            attachments: [],
            published: n !== 3,
          },
          token,
        ),
      );
    }
    app = await mountConsole();
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('a parent counts what its sub-categories hold', async () => {
    await consoleGo('#/categories');
    const screen = await screenOf(app, 'xnfz-admin-categories', '.tree .order-handle');
    chooseIn(shadowOf(screen).getElementById('categories-scope') as HTMLSelectElement, 'red');
    await waitUntil(() => nodeOf(screen, ids.root), 'the 红色资源 tree');
    expect(rowText(screen, ids.root, '.node-count')).to.equal('共 3 项（含子分类）');
    expect(rowText(screen, ids.child, '.node-count')).to.equal('3 项内容');
    expect(rowText(screen, ids.empty, '.node-count')).to.equal('0 项内容');
  });

  it('删除 on a category holding something says why at once, once, and asks nothing', async () => {
    const screen = await screenOf(app, 'xnfz-admin-categories', '.tree .order-handle');
    const sent: string[] = [];
    const fetchBefore = window.fetch;
    window.fetch = (input, init) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return fetchBefore(input, init);
    };
    try {
      (
        shadowOf(screen).querySelector(
          `button[aria-label="删除分类：${names.root}"]`,
        ) as HTMLButtonElement
      ).click();
      const dialog = await findIn(screen, '[role=dialog]');
      expect(dialog.querySelector('h2')?.textContent).to.equal('不能删除分类');
      const reason = `分类“${names.root}”下还有 2 个子分类、3 个资源（含子分类中的），不能删除。`;
      expect(dialog.querySelector('.blocked-reason')?.textContent).to.equal(reason);
      expect(dialog.querySelector('.confirm-delete'), 'no confirmation to press').to.equal(null);
      expect(timesShown(app, screen, reason)).to.equal(1);
      await expect(screen).to.be.accessible();
      (dialog.querySelector('button.close-blocked') as HTMLButtonElement).click();
      await waitUntil(() => !shadowOf(screen).querySelector('[role=dialog]'), 'closed');

      (
        shadowOf(screen).querySelector(
          `button[aria-label="删除分类：${names.child}"]`,
        ) as HTMLButtonElement
      ).click();
      const second = await findIn(screen, '[role=dialog] .blocked-reason');
      expect(second.textContent).to.equal(`分类“${names.child}”下还有 3 个资源，不能删除。`);
      (shadowOf(screen).querySelector('button.close-blocked') as HTMLButtonElement).click();
    } finally {
      window.fetch = fetchBefore;
    }
    expect(sent.filter((url) => url.includes('categoryDelete'))).to.deep.equal([]);
  });

  it('an empty category is deleted after a confirmation', async () => {
    const screen = await screenOf(app, 'xnfz-admin-categories', '.tree .order-handle');
    (
      shadowOf(screen).querySelector(
        `button[aria-label="删除分类：${names.empty}"]`,
      ) as HTMLButtonElement
    ).click();
    ((await findIn(screen, '[role=dialog] .confirm-delete')) as HTMLButtonElement).click();
    await waitUntil(() => !nodeOf(screen, ids.empty), 'gone from the tree');
    const tree = must(await apiGet<AdminCategory[]>('/api/admin/categoryTree?scope=red', token));
    const root = tree.find((node) => node.id === ids.root);
    expect(root?.children.map((node) => node.name)).to.deep.equal([names.child]);
  });
});
