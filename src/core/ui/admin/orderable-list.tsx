import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { courseT } from '../../i18n/zh-cn/admin-courses';
import { cssVar, space } from '../../theme/tokens';

export interface OrderableListProps<T> {
  items: readonly T[];
  /** The item's id (what `onOrder` receives). */
  idOf: (item: T) => number;
  /** The item's name in the handle's label and in the announcement of a move. */
  labelOf: (item: T) => string;
  /** The item's own content, shown after the handle. */
  render: (item: T, index: number) => ReactNode;
  /** Called with every id in the new order; while it runs the list shows that order. */
  onOrder: (ids: number[]) => Promise<unknown> | void;
  /** Names the list for screen readers (e.g. 章节). */
  label: string;
  disabled?: boolean;
  className?: string;
}

/** The list a drag started in (a drag never moves an item into another list). */
let dragging: { list: string; id: number } | null = null;

function moved(ids: readonly number[], id: number, to: number): number[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, id);
  return rest;
}

/**
 * An ordered list whose items move by dragging (HTML drag and drop) and by the keyboard: each item
 * has a handle button (↑ / ↓ or Alt+↑ / Alt+↓ move it, the focus stays with it) and 上移 / 下移
 * buttons; every move is announced in a live region and reported as the whole new order.
 * @example
 * <OrderableList label="章节" items={chapters} idOf={(c) => c.id} labelOf={(c) => c.title}
 *   render={(c) => <span>{c.title}</span>} onOrder={(ids) => saveOrder(ids)} />
 */
export function OrderableList<T>({
  items,
  idOf,
  labelOf,
  render,
  onOrder,
  label,
  disabled = false,
  className,
}: OrderableListProps<T>) {
  const listId = useId();
  const [pending, setPending] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [over, setOver] = useState<number | null>(null);
  const focusAfter = useRef<number | null>(null);
  const box = useRef<HTMLOListElement>(null);

  const byId = new Map(items.map((item) => [idOf(item), item]));
  const ids = (pending ?? items.map(idOf)).filter((id) => byId.has(id));
  const busy = disabled || pending !== null;

  useEffect(() => {
    const id = focusAfter.current;
    if (id === null) return;
    const handle = box.current?.querySelector<HTMLElement>(
      `:scope > li[data-order-id="${id}"] > .order-tools > .order-handle`,
    );
    if (handle) {
      handle.focus();
      focusAfter.current = null;
    }
  });

  async function move(id: number, to: number) {
    const from = ids.indexOf(id);
    if (busy || from < 0 || to < 0 || to >= ids.length || to === from) return;
    const next = moved(ids, id, to);
    const item = byId.get(id);
    focusAfter.current = id;
    setPending(next);
    setAnnouncement(
      courseT('order.moved', {
        label: item ? labelOf(item) : String(id),
        position: to + 1,
        total: next.length,
      }),
    );
    try {
      await onOrder(next);
    } catch {
      // the owner reports the failure; the list goes back to the order it is given
    } finally {
      focusAfter.current = id;
      setPending(null);
    }
  }

  function onKeyDown(event: KeyboardEvent, id: number, onHandle: boolean) {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (!onHandle && !event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    const from = ids.indexOf(id);
    void move(id, event.key === 'ArrowUp' ? from - 1 : from + 1);
  }

  function onDragStart(event: DragEvent, id: number) {
    event.stopPropagation();
    if (busy) {
      event.preventDefault();
      return;
    }
    dragging = { list: listId, id };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(id));
  }

  function onDragOver(event: DragEvent, id: number) {
    if (dragging?.list !== listId) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'move';
    if (over !== id) setOver(id);
  }

  function onDrop(event: DragEvent, id: number) {
    if (dragging?.list !== listId) return;
    event.preventDefault();
    event.stopPropagation();
    const from = dragging.id;
    dragging = null;
    setOver(null);
    void move(from, ids.indexOf(id));
  }

  const hintId = `${listId}-hint`;
  return (
    <div className={className ? `orderable ${className}` : 'orderable'}>
      <p id={hintId} className="xnfz-visually-hidden">
        {courseT('order.hint')}
      </p>
      <ol ref={box} className="order-list" aria-label={label} aria-busy={pending !== null}>
        {ids.map((id, index) => {
          const item = byId.get(id) as T;
          const name = labelOf(item);
          return (
            <li
              key={id}
              data-order-id={id}
              className={over === id ? 'order-item drop-target' : 'order-item'}
              draggable={!busy}
              onDragStart={(event) => onDragStart(event, id)}
              onDragOver={(event) => onDragOver(event, id)}
              onDragLeave={() => setOver((current) => (current === id ? null : current))}
              onDragEnd={() => {
                dragging = null;
                setOver(null);
              }}
              onDrop={(event) => onDrop(event, id)}
              onKeyDown={(event) => onKeyDown(event, id, false)}
            >
              <div className="order-tools">
                <button
                  type="button"
                  className="order-handle"
                  aria-label={courseT('order.handle', {
                    label: name,
                    position: index + 1,
                    total: ids.length,
                  })}
                  aria-describedby={hintId}
                  aria-disabled={busy || undefined}
                  onKeyDown={(event) => onKeyDown(event, id, true)}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain order-up"
                  aria-label={courseT('order.upLabel', { label: name })}
                  disabled={busy || index === 0}
                  onClick={() => void move(id, index - 1)}
                >
                  {courseT('order.up')}
                </button>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain order-down"
                  aria-label={courseT('order.downLabel', { label: name })}
                  disabled={busy || index === ids.length - 1}
                  onClick={() => void move(id, index + 1)}
                >
                  {courseT('order.down')}
                </button>
              </div>
              <div className="order-body">{render(item, index)}</div>
            </li>
          );
        })}
      </ol>
      <p className="xnfz-visually-hidden order-status" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The look of an OrderableList (add to the screen's styles). */
export const ORDERABLE_LIST_STYLES = `
.order-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${space(1)}; }
.order-item {
  display: flex; flex-wrap: wrap; align-items: flex-start; gap: ${space(1)}; padding: ${space(1)};
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
}
.order-item.drop-target { border-color: ${cssVar('color-primary')}; box-shadow: 0 0 0 2px ${cssVar('color-primary')}; }
.order-tools { display: flex; align-items: center; gap: ${space(0.5)}; }
.order-tools .xnfz-button { min-height: ${space(4)}; padding: 0 ${space(1)}; font-size: ${cssVar('font-size-small')}; }
.order-handle {
  min-width: ${space(4)}; min-height: ${space(4)}; cursor: grab; font: inherit; color: ${cssVar('color-muted')};
  background: ${cssVar('color-bg-soft')}; border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')};
}
.order-handle:focus-visible { outline: 2px solid ${cssVar('color-primary')}; outline-offset: 2px; }
.order-body { flex: 1; min-width: 0; }
`;
