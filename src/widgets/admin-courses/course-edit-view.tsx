import { useCallback, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { listCourseOwnerChoices } from '../../core/api/admin/admin-calls';
import { listCourseCategories } from '../../core/api/courses';
import {
  deleteAdminCourse,
  discardAdminCourseDraft,
  getAdminCourse,
  getCategoryTree,
  publishAdminCourse,
  saveAdminCourse,
} from '../../core/api/admin/course-calls';
import { mayCall, type AdminCourse } from '../../core/api/admin-contract';
import type { CourseType } from '../../core/api/contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { useT } from '../../core/i18n/translate';
import { consoleHref, consoleNavigate } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { pushNotice } from '../../core/store/notices';
import { SelectField, TextAreaField } from '../../core/ui/admin/console-fields';
import {
  BlockedDialog,
  ConsoleDialog,
  DeleteDialogActions,
} from '../../core/ui/admin/console-dialog';
import { MediaField } from '../../core/ui/admin/media-field';
import { useHistoryToggle, VersionHistory } from '../../core/ui/admin/version-history';
import {
  ConflictNotice,
  conflictRowsOf,
  savedVersionHeading,
  type ConflictRow,
} from '../../core/ui/admin/conflict-panel';
import {
  useDiscardDraft,
  LiveStatusBadge,
  publishedStatus,
  WithdrawDialog,
} from '../../core/ui/admin/draft-status';
import { RichTextField } from '../../core/ui/admin/rich-text-field';
import { plainTextOf } from '../../core/ui/admin/rich-text-plain';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormError } from '../../core/ui/admin/form-actions';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { COURSE_LIMITS } from '../../core/validation/course-rules';
import { CourseOutline } from './course-outline';
import { CoursePreview } from './course-preview';
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

interface CategoryNode {
  id: number;
  name: string;
  children: readonly CategoryNode[];
}

function flatten(nodes: readonly CategoryNode[], depth = 0): [string, string][] {
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
  // a teacher does not manage categories, but reads their names as visitors do (the form's
  // 课程分类, the conflict panel and 历史版本 name them, never `#6`)
  if (!staff) return { categories: flatten(await listCourseCategories()), owners: [] };
  const [tree, owners] = await Promise.all([getCategoryTree('course'), listCourseOwnerChoices()]);
  return {
    categories: flatten(tree),
    owners: owners.map((owner) => [String(owner.id), owner.label] as const),
  };
}

/** The name a choice list gives an id ('' for none, `#id` for one it does not list). */
function choiceName(options: readonly (readonly [string, string])[], id: string): string {
  if (!id) return '';
  return options.find(([value]) => value === id)?.[1].trim() ?? `#${id}`;
}

/**
 * A course's fields as text, side by side in the conflict panel and (without its 负责教师, which
 * versions do not hold: it applies at once) in 历史版本.
 */
function fieldRows(d: CourseDraft, choices: Choices, withOwner = true): [string, string][] {
  const label = (field: CourseField) => courseT(COURSE_FIELD_LABELS[field]);
  return [
    [label('title'), d.title],
    [label('type'), adminT(`courses.type.${d.type}`)],
    [label('categoryId'), choiceName(choices.categories, d.categoryId)],
    [label('cover'), d.cover],
    [label('teacher'), d.teacher],
    [label('tags'), d.tags],
    ...(withOwner
      ? [[label('ownerId'), choiceName(choices.owners, d.ownerId)] as [string, string]]
      : []),
    [label('summary'), d.summary],
    [label('description'), plainTextOf(d.description)],
  ];
}

function conflictRows(draft: CourseDraft, latest: AdminCourse, choices: Choices): ConflictRow[] {
  return conflictRowsOf((d) => fieldRows(d, choices), draft, courseDraftOf(latest));
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
    // 保存 of an unpublished course keeps it unpublished (发布 is a call of its own); of a
    // published one 保存草稿 (false) keeps the working copy, 发布更新 (true) puts it live
    write: (draft, published, against) => saveAdminCourse(courseBodyOf(draft, published, against)),
    createdNotice: (saved) => courseT('editor.created', { title: saved.title }),
    savedNotice: (saved, published) =>
      saved.hasDraft
        ? t('draft.savedDraft')
        : published
          ? t('draft.publishedUpdate', { title: saved.title })
          : t('form.saved'),
    discard: (opened) => discardAdminCourseDraft(opened.id, opened.version),
    editPath: '/courses/edit',
    ids,
    container,
  });
  const { opened, setOpened, draft, set, errors, busy, setBusy, setFormError, showError } = editor;
  const discard = useDiscardDraft({
    title: opened?.title,
    hasDraft: opened?.hasDraft,
    busy,
    onDiscard: editor.discard,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [preview, setPreview] = useState(false);
  const history = useHistoryToggle(`${ids}-history`);
  /** Published: 保存草稿 keeps a working copy beside the live course, 发布更新 replaces it. */
  const live = opened?.published ?? false;

  async function publish(published: boolean) {
    if (!opened) return;
    setBusy(true);
    setFormError(null);
    try {
      const saved = await publishAdminCourse(opened.id, published, opened.version);
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
      // the server's refusal says 不能删除 and why (learners who came after the page was opened)
      setFormError(errorText(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void editor.save(live && submitter?.getAttribute('data-publish') === 'true');
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
            <>
              {' '}
              <LiveStatusBadge
                status={publishedStatus(opened.published)}
                hasDraft={opened.hasDraft}
              />
            </>
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
          {opened ? history.button : null}
          <a className="xnfz-button xnfz-button--plain" href={consoleHref('/courses')}>
            {courseT('editor.back')}
          </a>
        </div>
      </div>
      {opened && history.open ? (
        <VersionHistory
          id={`${ids}-history`}
          entity="course"
          itemId={String(opened.id)}
          version={opened.version}
          fieldRows={(fields) =>
            fieldRows(courseDraftOf({ ...fields, ownerId: null }), choices, false)
          }
          restoreHint={t(opened.published ? 'history.restoreAsDraft' : 'history.restoreInPlace')}
          onRestored={async () => editor.reopen(await getAdminCourse(opened.id))}
        />
      ) : null}
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={savedVersionHeading}
          rows={(latest) => conflictRows(draft, latest, choices)}
        />
      ) : null}
      {opened?.hasDraft ? (
        <p className="card draft-pending" role="note">
          {t('draft.pendingHint')}
        </p>
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
        </div>
        <RichTextField
          id={`${ids}-description`}
          label={courseT('editor.description')}
          value={draft.description}
          error={errors.description}
          editorKey={editor.editorKey}
          onChange={(html) => set('description', html)}
        />
        {!staff && opened ? <p className="muted">{courseT('editor.ownerFixed')}</p> : null}
        <FormError message={editor.formError} />
        {live ? <p className="muted draft-note">{t('draft.liveHint')}</p> : null}
        <div className="form-actions">
          <button
            type="submit"
            className="xnfz-button save-course"
            data-publish="false"
            disabled={busy}
          >
            {busy ? t('form.saving') : live ? t('draft.saveDraft') : t('form.save')}
          </button>
          {live ? (
            <button
              type="submit"
              className="xnfz-button save-publish-course"
              data-publish="true"
              disabled={busy}
            >
              {t('draft.publishUpdate')}
            </button>
          ) : null}
          <button
            type="button"
            className="xnfz-button xnfz-button--plain toggle-course-preview"
            aria-expanded={preview}
            aria-controls={`${ids}-preview`}
            onClick={() => setPreview(!preview)}
          >
            {courseT(preview ? 'editor.previewClose' : 'editor.previewToggle')}
          </button>
          {discard.button}
          {staff && opened ? (
            <button
              type="button"
              className={
                opened.published
                  ? 'xnfz-button xnfz-button--danger publish-course'
                  : 'xnfz-button xnfz-button--plain publish-course'
              }
              disabled={busy}
              onClick={() => (opened.published ? setConfirmWithdraw(true) : void publish(true))}
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
      {preview ? <CoursePreview id={`${ids}-preview`} draft={draft} opened={opened} /> : null}
      {opened ? (
        <CourseOutline course={opened} onChange={setOpened} container={container} />
      ) : (
        <p className="muted">{courseT('editor.outlineHint')}</p>
      )}
      {confirmWithdraw && opened ? (
        <WithdrawDialog
          title={opened.title}
          busy={busy}
          onCancel={() => setConfirmWithdraw(false)}
          onConfirm={() => {
            setConfirmWithdraw(false);
            void publish(false);
          }}
        />
      ) : null}
      {discard.dialog}
      {confirmDelete && opened && opened.learnersOnRecord > 0 ? (
        <BlockedDialog
          title={courseT('editor.deleteBlockedTitle')}
          reason={courseT('editor.deleteBlocked', {
            title: opened.title,
            n: opened.learnersOnRecord,
          })}
          hint={courseT(
            opened.published ? 'editor.deleteBlockedHintPublished' : 'editor.deleteBlockedHint',
          )}
          onClose={() => setConfirmDelete(false)}
        />
      ) : confirmDelete && opened ? (
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
