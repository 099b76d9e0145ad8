/**
 * OrderableList on its own: the keyboard (handle ↑/↓, Alt+↑/↓ inside an item, 上移/下移) and a
 * drag move items, every move reports the whole new order, keeps the focus on the moved item's
 * handle and is announced; a refused order goes back; a nested list moves only its own items.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { createRoot, type Root } from 'react-dom/client';
import { OrderableList } from '../../../src/core/ui/admin/orderable-list';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, name: '第一章' },
  { id: 2, name: '第二章' },
  { id: 3, name: '第三章' },
];

let root: Root | null = null;

async function mount(
  onOrder: (ids: number[]) => Promise<unknown> | void,
  rows: Row[] = ROWS,
): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  root = createRoot(host);
  root.render(
    <OrderableList
      label="章节"
      items={rows}
      idOf={(row) => row.id}
      labelOf={(row) => row.name}
      render={(row) => <span className="name">{row.name}</span>}
      onOrder={onOrder}
    />,
  );
  await waitUntil(() => host.querySelector('li'), 'list rendered');
  return host;
}

const names = (host: HTMLElement) =>
  [...host.querySelectorAll(':scope ol > li .name')].map((cell) => cell.textContent);
const handleOf = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll<HTMLButtonElement>('.order-handle')].find((button) =>
    button.getAttribute('aria-label')?.includes(name),
  )!;
const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

describe('OrderableList', () => {
  afterEach(() => {
    root?.unmount();
    root = null;
  });

  it('moves an item with the arrow keys on its handle; focus and announcement follow', async () => {
    const orders: number[][] = [];
    let done: () => void = () => undefined;
    const host = await mount((ids) => {
      orders.push(ids);
      return new Promise<void>((resolve) => {
        done = resolve;
      });
    });
    const list = host.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).to.equal('章节');
    const handle = handleOf(host, '第一章');
    expect(handle.getAttribute('aria-label')).to.equal('调整顺序：第一章（第 1 / 3 项）');
    const hint = host.querySelector(`#${CSS.escape(handle.getAttribute('aria-describedby')!)}`);
    expect(hint?.textContent).to.contain('↑');
    handle.focus();
    key(handle, { key: 'ArrowDown' });
    await waitUntil(() => orders.length === 1, 'order reported');
    expect(orders[0]).to.deep.equal([2, 1, 3]);
    await waitUntil(() => names(host)[1] === '第一章', 'shown in the new order');
    expect(names(host)).to.deep.equal(['第二章', '第一章', '第三章']);
    expect(handleOf(host, '第一章').getAttribute('aria-label')).to.equal(
      '调整顺序：第一章（第 2 / 3 项）',
    );
    expect(host.querySelector('[role=status]')?.textContent).to.equal('第一章 已移到第 2 / 3 项');
    done();
    await waitUntil(
      () => document.activeElement === handleOf(host, '第一章'),
      'the moved item keeps the focus',
    );
    // the list shows the items it is given: the owner did not take the new order here
    await waitUntil(() => names(host)[0] === '第一章', 'back to the given order');
  });

  it('ArrowUp on the first handle and ArrowDown on the last change nothing', async () => {
    const orders: number[][] = [];
    const host = await mount((ids) => {
      orders.push(ids);
    });
    key(handleOf(host, '第一章'), { key: 'ArrowUp' });
    key(handleOf(host, '第三章'), { key: 'ArrowDown' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(orders).to.deep.equal([]);
  });

  it('Alt+↑ inside an item, and the 上移 / 下移 buttons, move it; the ends are disabled', async () => {
    let rows = [...ROWS];
    const orders: number[][] = [];
    const host = await mount(() => undefined);
    const rerender = () =>
      root!.render(
        <OrderableList
          label="章节"
          items={rows}
          idOf={(row) => row.id}
          labelOf={(row) => row.name}
          render={(row) => (
            <button type="button" className="name">
              {row.name}
            </button>
          )}
          onOrder={(ids) => {
            orders.push(ids);
            rows = ids.map((id) => ROWS.find((row) => row.id === id)!);
            rerender();
          }}
        />,
      );
    rerender();
    await waitUntil(() => host.querySelector('button.name'), 'rerendered');
    const third = [...host.querySelectorAll('button.name')].find(
      (b) => b.textContent === '第三章',
    )!;
    key(third, { key: 'ArrowUp', altKey: true });
    await waitUntil(() => orders.length === 1, 'Alt+↑ reported');
    expect(orders[0]).to.deep.equal([1, 3, 2]);
    key(third, { key: 'ArrowUp' });
    expect(orders.length, 'a plain arrow inside the content does not move').to.equal(1);

    await waitUntil(
      () => host.querySelector('ol')?.getAttribute('aria-busy') === 'false',
      'the save is over',
    );
    const up = host.querySelector<HTMLButtonElement>('li:first-child .order-up')!;
    expect(up.disabled).to.equal(true);
    const down = host.querySelector<HTMLButtonElement>('li:last-child .order-down')!;
    expect(down.disabled).to.equal(true);
    host.querySelector<HTMLButtonElement>('li:first-child .order-down')!.click();
    await waitUntil(() => orders.length === 2, '下移 reported');
    expect(orders[1]).to.deep.equal([3, 1, 2]);
    expect(names(host)).to.deep.equal(['第三章', '第一章', '第二章']);
  });

  it('a drag onto another item moves it there', async () => {
    const orders: number[][] = [];
    const host = await mount((ids) => {
      orders.push(ids);
    });
    const items = [...host.querySelectorAll('li')];
    const transfer = new DataTransfer();
    const drag = (type: string, target: Element) =>
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    drag('dragstart', items[2]!);
    const over = drag('dragover', items[0]!);
    expect(over, 'dragover accepted (default prevented)').to.equal(false);
    drag('drop', items[0]!);
    drag('dragend', items[2]!);
    await waitUntil(() => orders.length === 1, 'drop reported');
    expect(orders[0]).to.deep.equal([3, 1, 2]);
  });

  it('a refused order goes back to the order it was given', async () => {
    let fail: () => void = () => undefined;
    const host = await mount(
      () =>
        new Promise((_, reject) => {
          fail = () => reject(new Error('refused'));
        }),
    );
    const handle = handleOf(host, '第二章');
    key(handle, { key: 'ArrowUp' });
    await waitUntil(() => names(host)[0] === '第二章', 'moved while saving');
    expect(host.querySelector('ol')?.getAttribute('aria-busy')).to.equal('true');
    fail();
    await waitUntil(() => names(host)[0] === '第一章', 'back after the refusal');
  });
});
