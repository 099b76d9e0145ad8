import { useState } from 'react';
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

function containsId(category: Category, id: number | null): boolean {
  return (
    id !== null && (category.id === id || category.children.some((child) => containsId(child, id)))
  );
}

function Branch({
  category,
  selectedId,
  onSelect,
  level,
}: { category: Category; level: number } & Omit<CategoryTreeProps, 'categories'>) {
  const t = useT();
  const [open, setOpen] = useState(() => level === 0 || containsId(category, selectedId));
  const hasChildren = category.children.length > 0;
  return (
    <li className="xnfz-tree-item" data-category-id={category.id}>
      <div
        className="xnfz-tree-row"
        style={{ paddingInlineStart: `calc(${level} * var(--xnfz-space, 8px) * 2)` }}
      >
        {hasChildren ? (
          <button
            type="button"
            className="xnfz-tree-toggle"
            aria-expanded={open}
            aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: category.name })}
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'tree-collapse' : 'tree-expand'} size={16} />
          </button>
        ) : (
          <span className="xnfz-tree-spacer" aria-hidden="true" />
        )}
        <button
          type="button"
          className="xnfz-tree-label"
          aria-current={selectedId === category.id ? 'true' : undefined}
          onClick={() => onSelect(category.id)}
        >
          {category.name}
        </button>
      </div>
      {hasChildren && open ? (
        <ul className="xnfz-tree-list">
          {category.children.map((child) => (
            <Branch
              key={child.id}
              category={child}
              selectedId={selectedId}
              onSelect={onSelect}
              level={level + 1}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The category tree menu with expand / collapse markers; choosing a category filters the list.
 * @example
 * <CategoryTree categories={tree} selectedId={3} onSelect={(id) => setQuery({ category: id, page: 1 })} />
 */
export function CategoryTree({ categories, selectedId, onSelect, allLabel }: CategoryTreeProps) {
  const t = useT();
  return (
    <nav className="xnfz-tree" aria-label={t('tree.label')} part="category-tree">
      <ul className="xnfz-tree-list">
        <li className="xnfz-tree-item">
          <div className="xnfz-tree-row">
            <span className="xnfz-tree-spacer" aria-hidden="true" />
            <button
              type="button"
              className="xnfz-tree-label"
              aria-current={selectedId === null ? 'true' : undefined}
              onClick={() => onSelect(null)}
            >
              {allLabel ?? t('tree.all')}
            </button>
          </div>
        </li>
        {categories.map((category) => (
          <Branch
            key={category.id}
            category={category}
            selectedId={selectedId}
            onSelect={onSelect}
            level={0}
          />
        ))}
      </ul>
    </nav>
  );
}
