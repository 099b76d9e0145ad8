import { useCallback, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { listCourseOwnerChoices } from '../../core/api/admin/admin-calls';
import {
  deleteAdminCourse,
  getAdminCourse,
  getCategoryTree,
  publishAdminCourse,
  saveAdminCourse,
} from '../../core/api/admin/course-calls';
import { mayCall, type AdminCategory, type AdminCourse } from '../../core/api/admin-contract';
import type { CourseType } from '../../core/api/contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { useT } from '../../core/i18n/translate';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { pushNotice } from '../../core/store/notices';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import { ConsoleDialog, DeleteDialogActions } from '../../core/ui/admin/console-dialog';
import { MediaField } from '../../core/ui/admin/media-field';
import {
  ConflictNotice,
  conflictRowsOf,
  type ConflictRow,
} from '../../core/ui/admin/conflict-panel';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormError } from '../../core/ui/admin/form-actions';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { COURSE_LIMITS } from '../../core/validation/course-rules';
import { CourseOutline } from './course-outline';
import {
  COURSE_FIELD_LABELS,
  checkCourseDraft,
  courseBodyOf,
  courseDraftOf,
  courseFieldOf,
  emptyCourseDraft,
  type CourseDraft,
  type CourseField,
} from './course-form';

export const COURSE_TYPES: readonly CourseType[] = ['major', 'practice', 'simulation'];

/** What the form offers to choose from: course categories and accounts that may own a course. */
interface Choices {
  categories: readonly (readonly [string, string])[];
  owners: readonly (readonly [string, string])[];
}

function flatten(nodes: readonly AdminCategory[], depth = 0): [string, string][] {
  return nodes.flatMap((node) => [
    [String(node.id), `${'　'.repeat(depth)}${node.name}`] as [string, string],
    ...flatten(node.children, depth + 1),
  ]);
}

/**
 * Course categories and the accounts a course may be given to (editors and admins), the latter
 * named 姓名（用户名） by the server — the same for every role that sets a course's owner.
 */
async function loadChoices(staff: boolean): Promise<Choices> {
  if (!staff) return { categories: [], owners: [] };
  const [tree, owners] = await Promise.all([getCategoryTree('course'), listCourseOwnerChoices()]);
  return {
    categories: flatten(tree),
    owners: owners.map((owner) => [String(owner.id), owner.label] as const),
  };
}

function conflictRows(draft: CourseDraft, latest: AdminCourse): ConflictRow[] {
  const label = (field: CourseField) => courseT(COURSE_FIELD_LABELS[field]);
  const shown = (d: CourseDraft): [string, string][] => [
    [label('title'), d.title],
    [label('type'), adminT(`courses.type.${d.type}`)],
    [label('categoryId'), d.categoryId],
    [label('cover'), d.cover],
    [label('teacher'), d.teacher],
    [label('tags'), d.tags],
    [label('ownerId'), d.ownerId],
    [label('summary'), d.summary],
    [label('description'), d.description],
  ];
  return conflictRowsOf(shown, draft, courseDraftOf(latest));
}

interface CourseFormProps {
  course: AdminCourse | null;
  choices: Choices;
  container?: ShadowRoot;
}

/** The form of one course (null: a new one), its publication, deletion and outline. */
function CourseForm({ course, choices, container }: CourseFormProps) {
  const t = useAdminT();
  const portalT = useT();
  const { user } = useSnapshot(auth);
  const staff = mayCall(user?.role, '/api/admin/coursePublish');
  const ids = 'course';
  const editor = useDraftEditor({
    record: course,
    empty: emptyCourseDraft,
    draftOf: courseDraftOf,
    check: checkCourseDraft,
    fieldOf: courseFieldOf,
    load: getAdminCourse,
    // publishing is a call of its own: a save keeps what the opened version had
    write: (draft, _published, against) =>
      saveAdminCourse(courseBodyOf(draft, against?.published ?? false, against)),
    createdNotice: (saved) => courseT('editor.created', { title: saved.title }),
    editPath: '/courses/edit',
    ids,
    container,
  });
  const { opened, setOpened, draft, set, errors, busy, setBusy, setFormError, showError } = editor;
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function publish(published: boolean) {
    if (!opened) return;
    setBusy(true);
    setFormError(null);
    try {
      const saved = await publishAdminCourse(opened.id, published);
      setOpened(saved);
      pushNotice(
        'success',
        courseT(published ? 'editor.publishedNotice' : 'editor.unpublishedNotice'),
      );
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!opened) return;
    setConfirmDelete(false);
    setBusy(true);
    setFormError(null);
    try {
      await deleteAdminCourse(opened.id);
      pushNotice('success', courseT('editor.deleted', { title: opened.title }));
      consoleNavigate('/courses');
    } catch (error) {
      setFormError(
        courseT('editor.deleteRefused', {
          reason: errorText(error, portalT('state.networkError')),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save(opened?.published ?? false);
  }

  const text = (field: 'title' | 'teacher', max: number, hint?: string) => (
    <FormField
      id={`${ids}-${field}`}
      label={courseT(COURSE_FIELD_LABELS[field])}
      value={draft[field]}
      maxLength={max}
      hint={hint}
      error={errors[field] ?? null}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  const ownerOptions: (readonly [string, string])[] = [
    ['', courseT('editor.noOwner')],
    ...choices.owners,
  ];
  if (draft.ownerId && !ownerOptions.some(([id]) => id === draft.ownerId))
    ownerOptions.push([draft.ownerId, `#${draft.ownerId}`]);
  const categoryOptions: (readonly [string, string])[] = [
    ['', courseT('editor.noCategory')],
    ...choices.categories,
  ];
  if (draft.categoryId && !categoryOptions.some(([id]) => id === draft.categoryId))
    categoryOptions.push([draft.categoryId, `#${draft.categoryId}`]);

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <div className="bar">
        <h1 className="heading" id={`${ids}-heading`}>
          {courseT(opened ? 'editor.editHeading' : 'editor.newHeading')}
          {opened ? (
            <span
              className={opened.published ? 'badge badge--ok' : 'badge badge--muted'}
              data-status={opened.published ? 'published' : 'draft'}
            >
              {courseT(opened.published ? 'editor.published' : 'editor.draft')}
            </span>
          ) : null}
        </h1>
        <div className="actions">
          {opened?.published ? (
            <a
              className="xnfz-button xnfz-button--plain"
              href={`/PC/#/coursecatalog?id=${opened.id}`}
              target="_blank"
              rel="noopener"
            >
              {courseT('editor.preview')}
            </a>
          ) : null}
          <a className="xnfz-button xnfz-button--plain" href={consoleHref('/courses')}>
            {courseT('editor.back')}
          </a>
        </div>
      </div>
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={() => t('conflict.theirsPlain')}
          rows={(latest) => conflictRows(draft, latest)}
        />
      ) : null}
      <form
        className="card course-form"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${ids}-heading`}
      >
        <div className="form-grid">
          <div className="wide">{text('title', COURSE_LIMITS.title)}</div>
          <SelectField
            id={`${ids}-type`}
            label={courseT('editor.type')}
            value={draft.type}
            options={COURSE_TYPES.map((type) => [type, t(`courses.type.${type}`)] as const)}
            onChange={(event) => set('type', event.target.value as CourseType)}
          />
          {text('teacher', COURSE_LIMITS.teacher)}
          {staff ? (
            <SelectField
              id={`${ids}-categoryId`}
              label={courseT('editor.category')}
              value={draft.categoryId}
              options={categoryOptions}
              onChange={(event) => set('categoryId', event.target.value)}
            />
          ) : null}
          {staff ? (
            <SelectField
              id={`${ids}-ownerId`}
              label={courseT('editor.owner')}
              value={draft.ownerId}
              options={ownerOptions}
              error={errors.ownerId ?? null}
              onChange={(event) => set('ownerId', event.target.value)}
            />
          ) : null}
          <div className="wide cover-field">
            <MediaField
              id={`${ids}-cover`}
              kind="image"
              label={courseT('editor.cover')}
              value={draft.cover}
              hint={courseT('editor.coverHint')}
              error={errors.cover ?? null}
              onChange={(url) => set('cover', url)}
            />
          </div>
          <div className="wide">
            <FormField
              id={`${ids}-tags`}
              label={courseT('editor.tags')}
              value={draft.tags}
              hint={courseT('editor.tagsHint')}
              error={errors.tags ?? null}
              onChange={(event) => set('tags', event.target.value)}
            />
          </div>
          <TextAreaField
            id={`${ids}-summary`}
            className="wide"
            label={courseT('editor.summary')}
            value={draft.summary}
            rows={3}
            maxLength={COURSE_LIMITS.summary}
            error={errors.summary ?? null}
            onChange={(event) => set('summary', event.target.value)}
          />
          <TextAreaField
            id={`${ids}-description`}
            className="wide"
            label={courseT('editor.description')}
            value={draft.description}
            rows={6}
            error={errors.description ?? null}
            onChange={(event) => set('description', event.target.value)}
          />
        </div>
        {!staff && opened ? <p className="muted">{courseT('editor.ownerFixed')}</p> : null}
        <FormError message={editor.formError} />
        <div className="form-actions">
          <button type="submit" className="xnfz-button save-course" disabled={busy}>
            {busy ? t('form.saving') : t('form.save')}
          </button>
          {staff && opened ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain publish-course"
              disabled={busy}
              onClick={() => void publish(!opened.published)}
            >
              {courseT(opened.published ? 'editor.unpublish' : 'editor.publish')}
            </button>
          ) : null}
          {staff && opened ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--danger delete-course"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
            >
              {courseT('editor.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {opened ? (
        <CourseOutline course={opened} onChange={setOpened} container={container} />
      ) : (
        <p className="muted">{courseT('editor.outlineHint')}</p>
      )}
      {confirmDelete && opened ? (
        <ConsoleDialog
          title={courseT('editor.deleteTitle')}
          onCancel={() => setConfirmDelete(false)}
          actions={
            <DeleteDialogActions
              confirmLabel={courseT('editor.confirmDelete')}
              onCancel={() => setConfirmDelete(false)}
              onConfirm={() => void remove()}
            />
          }
        >
          <p>{courseT('editor.deleteConfirm', { title: opened.title })}</p>
        </ConsoleDialog>
      ) : null}
    </section>
  );
}

/** The course editor: a new course (id 0) or an existing one with its outline. */
export function CourseEditView({
  courseId,
  container,
}: {
  courseId: number;
  container?: ShadowRoot;
}) {
  const { user } = useSnapshot(auth);
  const staff = mayCall(user?.role, '/api/admin/coursePublish');
  const load = useCallback(
    () =>
      Promise.all([
        courseId > 0 ? getAdminCourse(courseId) : Promise.resolve(null),
        loadChoices(staff),
      ]),
    [courseId, staff],
  );
  const result = useAsync(load, [load]);
  return (
    <AsyncView result={result}>
      {([course, choices]) => (
        <CourseForm key={course?.id ?? 0} course={course} choices={choices} container={container} />
      )}
    </AsyncView>
  );
}
