import { useCallback, useEffect, useState } from 'react';
import {
  deleteCategory,
  getCategoryTree,
  orderCategories,
  saveCategory,
} from '../../core/api/admin/course-calls';
import type { AdminCategory, CategoryScope } from '../../core/api/admin-contract';
import type { CourseType } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { courseT, type AdminCourseKey } from '../../core/i18n/zh-cn/admin-courses';
import { useT } from '../../core/i18n/translate';
import { SelectField } from '../../core/ui/admin/console-fields';
import {
  BlockedDialog,
  ConsoleDialog,
  DeleteDialogActions,
} from '../../core/ui/admin/console-dialog';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { NameDialog } from '../../core/ui/admin/name-dialog';
import { OrderableList } from '../../core/ui/admin/orderable-list';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormError } from '../../core/ui/admin/form-actions';
import { useEditingRun } from '../../core/ui/admin/use-editing-run';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { COURSE_LIMITS } from '../../core/validation/course-rules';
import { adminCategoriesStyles } from './admin-categories.styles';

const SCOPES: readonly CategoryScope[] = ['course', 'resource', 'red'];
const SCOPE_KEYS: Record<CategoryScope, AdminCourseKey> = {
  course: 'categories.scope.course',
  resource: 'categories.scope.resource',
  red: 'categories.scope.red',
};
const COURSE_TYPES: readonly CourseType[] = ['major', 'practice', 'simulation'];

type Editing =
  | { kind: 'add'; parent: AdminCategory | null }
  | { kind: 'rename'; category: AdminCategory }
  | { kind: 'delete'; category: AdminCategory }
  | { kind: 'blocked'; category: AdminCategory };

/** Whether a category can be deleted: it holds nothing, not even in a sub-category. */
const deletable = (node: AdminCategory) => node.children.length === 0 && node.totalItemCount === 0;

/**
 * Why a category cannot be deleted, said before anything is asked or sent: what it still holds
 * (sub-categories, the courses or resources in it and below it) and what to do first.
 */
function BlockedDelete({
  scope,
  category,
  onClose,
}: {
  scope: CategoryScope;
  category: AdminCategory;
  onClose: () => void;
}) {
  const children = category.children.length;
  const items = category.totalItemCount;
  const what = [
    children > 0 ? courseT('categories.blockedChildren', { n: children }) : '',
    items > 0
      ? courseT(
          scope === 'course'
            ? 'categories.blockedItems.course'
            : 'categories.blockedItems.resource',
          {
            n: items,
          },
        ) + (items > category.itemCount ? courseT('categories.blockedWithin') : '')
      : '',
  ]
    .filter(Boolean)
    .join('、');
  return (
    <BlockedDialog
      title={courseT('categories.blockedTitle')}
      reason={courseT('categories.blocked', { name: category.name, what })}
      hint={courseT(
        children > 0 ? 'categories.blockedHintChildren' : 'categories.blockedHintItems',
      )}
      onClose={onClose}
    />
  );
}

function CategoryDialog({
  scope,
  editing,
  busy,
  error,
  onSave,
  onCancel,
}: {
  scope: CategoryScope;
  editing: Extract<Editing, { kind: 'add' | 'rename' }>;
  busy: boolean;
  error: string | null;
  onSave: (name: string, courseType: CourseType | null) => void;
  onCancel: () => void;
}) {
  const t = useAdminT();
  const current = editing.kind === 'rename' ? editing.category : null;
  const [courseType, setCourseType] = useState<string>(
    current?.courseType ?? (editing.kind === 'add' ? (editing.parent?.courseType ?? '') : ''),
  );
  const title =
    editing.kind === 'rename'
      ? courseT('categories.renameTitle')
      : editing.parent
        ? courseT('categories.newChildTitle', { name: editing.parent.name })
        : courseT('categories.newTitle');
  return (
    <NameDialog
      title={title}
      formId="category-form"
      fieldId="category-name"
      label={courseT('categories.name')}
      initial={current?.name ?? ''}
      max={COURSE_LIMITS.categoryName}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSave={(name) => onSave(name, (courseType || null) as CourseType | null)}
    >
      {scope === 'course' ? (
        <SelectField
          id="category-course-type"
          label={courseT('categories.courseType')}
          value={courseType}
          options={[
            ['', courseT('categories.noType')],
            ...COURSE_TYPES.map((type) => [type, t(`courses.type.${type}`)] as const),
          ]}
          onChange={(event) => setCourseType(event.target.value)}
        />
      ) : null}
    </NameDialog>
  );
}

function Tree({ scope }: { scope: CategoryScope }) {
  const t = useAdminT();
  const portalT = useT();
  const load = useCallback(() => getCategoryTree(scope), [scope]);
  const result = useAsync(load, [load]);
  const [tree, setTree] = useState<AdminCategory[] | null>(null);
  const {
    editing,
    setEditing,
    busy,
    dialogError,
    areaError: treeError,
    setAreaError: setTreeError,
    run,
    close,
  } = useEditingRun<Editing, AdminCategory[]>({
    inDialog: (what) => what.kind === 'add' || what.kind === 'rename',
    apply: setTree,
  });

  useEffect(() => {
    if (result.state.status === 'ready') setTree(result.state.data);
  }, [result.state]);

  async function order(parentId: number | null, ids: number[]) {
    setTreeError(null);
    try {
      setTree(await orderCategories({ scope, parentId, ids }));
    } catch (error) {
      setTreeError(
        courseT('order.saveFailed', { reason: errorText(error, portalT('state.networkError')) }),
      );
      throw error;
    }
  }

  function level(nodes: readonly AdminCategory[], parent: AdminCategory | null) {
    return (
      <OrderableList
        className="tree-level"
        label={
          parent
            ? courseT('categories.children', { name: parent.name })
            : courseT('categories.roots')
        }
        items={nodes}
        idOf={(node) => node.id}
        labelOf={(node) => node.name}
        disabled={busy}
        onOrder={(ids) => order(parent?.id ?? null, ids)}
        render={(node) => (
          <div className="node" data-category-id={node.id}>
            <div className="node-row">
              <span className="node-name">{node.name}</span>
              {node.courseType ? (
                <span className="badge badge--muted">{t(`courses.type.${node.courseType}`)}</span>
              ) : null}
              <span className="muted node-count">
                {node.children.length > 0
                  ? courseT('categories.itemsTotal', { n: node.totalItemCount })
                  : courseT('categories.items', { n: node.itemCount })}
              </span>
              <div className="actions">
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain add-child"
                  aria-label={courseT('categories.addChildLabel', { name: node.name })}
                  onClick={() => setEditing({ kind: 'add', parent: node })}
                >
                  {courseT('categories.addChild')}
                </button>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain rename-category"
                  aria-label={courseT('categories.renameLabel', { name: node.name })}
                  onClick={() => setEditing({ kind: 'rename', category: node })}
                >
                  {courseT('editor.rename')}
                </button>
                <button
                  type="button"
                  className="xnfz-button xnfz-button--danger delete-category"
                  aria-label={courseT('categories.deleteLabel', { name: node.name })}
                  onClick={() =>
                    setEditing({ kind: deletable(node) ? 'delete' : 'blocked', category: node })
                  }
                >
                  {courseT('editor.confirmDelete')}
                </button>
              </div>
            </div>
            {node.children.length > 0 ? level(node.children, node) : null}
          </div>
        )}
      />
    );
  }

  return (
    <>
      <div className="bar">
        <h2 className="tree-heading" id="tree-heading">
          {courseT(SCOPE_KEYS[scope])}
        </h2>
        <button
          type="button"
          className="xnfz-button add-root"
          onClick={() => setEditing({ kind: 'add', parent: null })}
        >
          {courseT('categories.addRoot')}
        </button>
      </div>
      <FormError message={treeError} />
      <AsyncView result={result}>
        {(data) =>
          (tree ?? data).length > 0 ? (
            <div className="card tree">{level(tree ?? data, null)}</div>
          ) : (
            <p className="muted">{courseT('categories.empty')}</p>
          )
        }
      </AsyncView>
      {editing && (editing.kind === 'add' || editing.kind === 'rename') ? (
        <CategoryDialog
          scope={scope}
          editing={editing}
          busy={busy}
          error={dialogError}
          onCancel={close}
          onSave={(name, courseType) =>
            void run(
              () =>
                saveCategory(
                  editing.kind === 'rename'
                    ? {
                        id: editing.category.id,
                        scope,
                        parentId: editing.category.parentId,
                        name,
                        courseType,
                      }
                    : { scope, parentId: editing.parent?.id ?? null, name, courseType },
                ),
              courseT('categories.saved'),
            )
          }
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConsoleDialog
          title={courseT('categories.deleteTitle')}
          onCancel={close}
          actions={
            <DeleteDialogActions
              confirmLabel={courseT('editor.confirmDelete')}
              busy={busy}
              onCancel={close}
              onConfirm={() =>
                void run(
                  () => deleteCategory(editing.category.id),
                  courseT('categories.deleted', { name: editing.category.name }),
                )
              }
            />
          }
        >
          <p>{courseT('categories.deleteConfirm', { name: editing.category.name })}</p>
        </ConsoleDialog>
      ) : null}
      {editing?.kind === 'blocked' ? (
        <BlockedDelete scope={scope} category={editing.category} onClose={close} />
      ) : null}
    </>
  );
}

/** The category trees (course, resource and 红色资源 categories): add, rename, delete, order. */
export function AdminCategories() {
  const [scope, setScope] = useState<CategoryScope>('course');
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminCategoriesStyles}>
      <section className="screen" aria-labelledby="categories-heading">
        <div className="bar">
          <h1 className="heading" id="categories-heading">
            {courseT('categories.heading')}
          </h1>
        </div>
        <div className="filters">
          <SelectField
            id="categories-scope"
            label={courseT('categories.scope')}
            value={scope}
            options={SCOPES.map((value) => [value, courseT(SCOPE_KEYS[value])] as const)}
            onChange={(event) => setScope(event.target.value as CategoryScope)}
          />
        </div>
        <Tree key={scope} scope={scope} />
      </section>
    </WidgetShell>
  );
}
