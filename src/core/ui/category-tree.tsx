import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Category } from '../api/contract';
import { useT } from '../i18n/translate';
import { Icon } from './icons';

export interface CategoryTreeProps {
  categories: Category[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** Label of the entry that clears the filter (全部). */
  allLabel?: string;
}

/** The key of a tree item: a category id, or `all` for 全部. */
type ItemKey = string;
const ALL: ItemKey = 'all';

function containsId(category: Category, id: number | null): boolean {
  return (
    id !== null && (category.id === id || category.children.some((child) => containsId(child, id)))
  );
}

/** What the tree needs to know of a branch's state while rendering and on a key press. */
interface TreeState {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  isOpen: (category: Category, level: number) => boolean;
  setOpen: (id: number, open: boolean) => void;
  tabbable: ItemKey;
  onFocusItem: (key: ItemKey) => void;
}

interface VisibleItem {
  key: ItemKey;
  id: number | null;
  parent: ItemKey | null;
  hasChildren: boolean;
  open: boolean;
}

/** The items a user can reach now (全部, then every category of an open branch), in order. */
function visibleItems(
  categories: Category[],
  isOpen: (category: Category, level: number) => boolean,
): VisibleItem[] {
  const items: VisibleItem[] = [
    { key: ALL, id: null, parent: null, hasChildren: false, open: false },
  ];
  const walk = (list: Category[], level: number, parent: ItemKey | null) => {
    for (const category of list) {
      const hasChildren = category.children.length > 0;
      const open = hasChildren && isOpen(category, level);
      const key = String(category.id);
      items.push({ key, id: category.id, parent, hasChildren, open });
      if (open) walk(category.children, level + 1, key);
    }
  };
  walk(categories, 0, null);
  return items;
}

function Branch({
  category,
  level,
  state,
}: {
  category: Category;
  level: number;
  state: TreeState;
}) {
  const t = useT();
  const open = state.isOpen(category, level);
  const hasChildren = category.children.length > 0;
  const key = String(category.id);
  const selected = state.selectedId === category.id;
  return (
    <li className="xnfz-tree-item" role="none" data-category-id={category.id}>
      <div
        className="xnfz-tree-row"
        style={{ paddingInlineStart: `calc(${level} * var(--xnfz-space, 8px) * 2)` }}
      >
        {hasChildren ? (
          // a pointer target; keyboard users open and close with the arrow keys
          <span
            className="xnfz-tree-toggle"
            aria-hidden="true"
            title={t(open ? 'tree.collapse' : 'tree.expand', { name: category.name })}
            onClick={() => state.setOpen(category.id, !open)}
          >
            <Icon name={open ? 'tree-collapse' : 'tree-expand'} size={16} />
          </span>
        ) : (
          <span className="xnfz-tree-spacer" aria-hidden="true" />
        )}
        <span
          className="xnfz-tree-label"
          role="treeitem"
          data-tree-key={key}
          aria-level={level + 1}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={selected}
          aria-current={selected ? 'true' : undefined}
          tabIndex={state.tabbable === key ? 0 : -1}
          onFocus={() => state.onFocusItem(key)}
          onClick={() => state.onSelect(category.id)}
        >
          {category.name}
        </span>
      </div>
      {hasChildren && open ? (
        <ul className="xnfz-tree-list" role="group">
          {category.children.map((child) => (
            <Branch key={child.id} category={child} level={level + 1} state={state} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The category tree menu, one tab stop (ARIA tree pattern): Up / Down move through the visible
 * categories, Right opens a branch or enters it, Left closes it or goes to the parent, Home / End
 * go to the first / last, Enter or Space chooses; a pointer uses the markers and the names.
 * Choosing a category filters the list.
 * @example
 * <CategoryTree categories={tree} selectedId={3} onSelect={(id) => setQuery({ category: id, page: 1 })} />
 */
export function CategoryTree({ categories, selectedId, onSelect, allLabel }: CategoryTreeProps) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [focused, setFocused] = useState<ItemKey | null>(null);

  // top-level branches and the branch holding the chosen category start open
  const isOpen = (category: Category, level: number) =>
    toggled.get(category.id) ?? (level === 0 || containsId(category, selectedId));
  const setOpen = (id: number, open: boolean) =>
    setToggled((previous) => new Map(previous).set(id, open));
  const items = visibleItems(categories, isOpen);
  const keys = items.map((item) => item.key);
  const selectedKey = selectedId === null ? ALL : String(selectedId);
  const tabbable =
    focused !== null && keys.includes(focused)
      ? focused
      : keys.includes(selectedKey)
        ? selectedKey
        : ALL;

  const focusItem = (key: ItemKey | null | undefined) => {
    if (!key) return;
    setFocused(key);
    listRef.current?.querySelector<HTMLElement>(`[data-tree-key="${key}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const key = (event.target as HTMLElement).getAttribute('data-tree-key');
    const at = items.findIndex((item) => item.key === key);
    const item = items[at];
    if (!item) return;
    switch (event.key) {
      case 'ArrowDown':
        focusItem(items[at + 1]?.key);
        break;
      case 'ArrowUp':
        focusItem(items[at - 1]?.key);
        break;
      case 'Home':
        focusItem(items[0]?.key);
        break;
      case 'End':
        focusItem(items[items.length - 1]?.key);
        break;
      case 'ArrowRight':
        if (item.hasChildren && !item.open && item.id !== null) setOpen(item.id, true);
        else if (item.open) focusItem(items[at + 1]?.key);
        break;
      case 'ArrowLeft':
        if (item.open && item.id !== null) setOpen(item.id, false);
        else focusItem(item.parent);
        break;
      case 'Enter':
      case ' ':
        onSelect(item.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const state: TreeState = {
    selectedId,
    onSelect,
    isOpen,
    setOpen,
    tabbable,
    onFocusItem: setFocused,
  };
  return (
    <nav className="xnfz-tree" aria-label={t('tree.label')} part="category-tree">
      <ul
        className="xnfz-tree-list"
        role="tree"
        aria-label={t('tree.label')}
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        <li className="xnfz-tree-item" role="none">
          <div className="xnfz-tree-row">
            <span className="xnfz-tree-spacer" aria-hidden="true" />
            <span
              className="xnfz-tree-label"
              role="treeitem"
              data-tree-key={ALL}
              aria-level={1}
              aria-selected={selectedId === null}
              aria-current={selectedId === null ? 'true' : undefined}
              tabIndex={tabbable === ALL ? 0 : -1}
              onFocus={() => setFocused(ALL)}
              onClick={() => onSelect(null)}
            >
              {allLabel ?? t('tree.all')}
            </span>
          </div>
        </li>
        {categories.map((category) => (
          <Branch key={category.id} category={category} level={0} state={state} />
        ))}
      </ul>
    </nav>
  );
}
