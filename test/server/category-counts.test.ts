/**
 * 分类管理: a category's count includes its sub-categories' content (a parent whose children hold
 * everything showed 0 项), and a delete that cannot be done says why once — naming the category,
 * what it still holds and what to do — without a doubled 不能删除.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminCategory } from '../../src/core/api/admin-contract';
import { resources } from '../../server/db/schema';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

async function post(path: string, body: object) {
  return call<AdminCategory[]>(f.t, 'POST', path, { token: f.tokens.editor1, body });
}

async function added(name: string, parentId: number | null): Promise<number> {
  const answer = await post('/api/admin/categorySave', {
    scope: 'red',
    parentId,
    name,
    courseType: null,
  });
  assert.equal(answer.body.code, 0, answer.raw);
  const all = (nodes: AdminCategory[]): AdminCategory[] =>
    nodes.flatMap((node) => [node, ...all(node.children)]);
  return all(answer.body.data!).find((node) => node.name === name)!.id;
}

async function holding(categoryId: number, n: number): Promise<void> {
  await f.t.db.insert(resources).values(
    Array.from({ length: n }, (_, i) => ({
      kind: 'red' as const,
      categoryId,
      title: `红色资源 ${categoryId}-${i}`,
      mediaType: 'document' as const,
      published: i % 2 === 0,
    })),
  );
}

function find(nodes: AdminCategory[], id: number): AdminCategory {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = node.children.length ? findOrNull(node.children, id) : null;
    if (below) return below;
  }
  assert.fail(`category ${id}`);
}

function findOrNull(nodes: AdminCategory[], id: number): AdminCategory | null {
  try {
    return find(nodes, id);
  } catch {
    return null;
  }
}

describe('category counts and deletes', () => {
  let root = 0;
  let child = 0;
  let grandchild = 0;
  let empty = 0;
  before(async () => {
    root = await added('革命旧址', null);
    child = await added('湘赣边区', root);
    grandchild = await added('井冈山', child);
    empty = await added('待整理', root);
    await holding(root, 1);
    await holding(child, 2);
    await holding(grandchild, 3); // published or not, each counts: it is filed there
  });

  it('each category counts what it holds itself and with its sub-categories', async () => {
    const answer = await call<AdminCategory[]>(f.t, 'GET', '/api/admin/categoryTree', {
      token: f.tokens.editor1,
      query: { scope: 'red' },
    });
    const tree = answer.body.data!;
    assert.deepEqual(
      [root, child, grandchild, empty].map((id) => {
        const node = find(tree, id);
        return [node.itemCount, node.totalItemCount];
      }),
      [
        [1, 6],
        [2, 5],
        [3, 3],
        [0, 0],
      ],
    );
  });

  it('a delete that cannot be done says why once, naming the category', async () => {
    const parent = await post('/api/admin/categoryDelete', { id: child });
    assert.equal(
      parent.body.msg,
      '分类“湘赣边区”下还有 1 个子分类，不能删除：请先删除或移走子分类',
    );
    const full = await post('/api/admin/categoryDelete', { id: grandchild });
    assert.equal(full.body.msg, '分类“井冈山”下还有 3 个资源，不能删除：请先把它们移到其他分类');
    for (const msg of [parent.body.msg, full.body.msg]) {
      assert.equal(msg.split('不能删除').length, 2, `不能删除 once: ${msg}`);
    }
    const gone = await post('/api/admin/categoryDelete', { id: empty });
    assert.equal(gone.body.code, 0, gone.raw);
  });
});
