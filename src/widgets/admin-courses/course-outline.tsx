import { useState, type FormEvent } from 'react';
import {
  deleteChapter,
  deleteLesson,
  getAdminCourse,
  orderOutline,
  saveChapter,
  saveLesson,
} from '../../core/api/admin/course-calls';
import type { AdminChapter, AdminCourse, AdminLesson } from '../../core/api/admin-contract';
import { adminT } from '../../core/i18n/admin-translate';
import { formatDuration } from '../../core/i18n/format';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { useT } from '../../core/i18n/translate';
import {
  ConsoleDialog,
  DialogFormActions,
  BlockedDialog,
  DeleteDialogActions,
} from '../../core/ui/admin/console-dialog';
import { NameDialog } from '../../core/ui/admin/name-dialog';
import { OrderableList } from '../../core/ui/admin/orderable-list';
import { useEditingRun } from '../../core/ui/admin/use-editing-run';
import { errorText, isEditConflict } from '../../core/ui/admin/server-errors';
import { FormField } from '../../core/ui/form-field';
import { mediaFileUrl, requiredText, type FieldProblem } from '../../core/validation/admin-rules';
import { COURSE_LIMITS } from '../../core/validation/course-rules';
import { MediaField } from '../../core/ui/admin/media-field';
import { FormError } from '../../core/ui/admin/form-actions';

type Editing =
  | { kind: 'chapter'; chapter: AdminChapter | null }
  | { kind: 'lesson'; chapterId: number; lesson: AdminLesson | null }
  | { kind: 'delete-chapter'; chapter: AdminChapter }
  | { kind: 'delete-lesson'; lesson: AdminLesson };

interface LessonDraft {
  title: string;
  videoUrl: string;
  poster: string;
  durationSeconds: number;
}

function LessonDialog({
  lesson,
  busy,
  error,
  onSave,
  onCancel,
}: {
  lesson: AdminLesson | null;
  busy: boolean;
  error: string | null;
  onSave: (draft: LessonDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<LessonDraft>({
    title: lesson?.title ?? '',
    videoUrl: lesson?.videoUrl ?? '',
    poster: lesson?.poster ?? '',
    durationSeconds: lesson?.durationSeconds ?? 0,
  });
  const [problems, setProblems] = useState<Partial<Record<keyof LessonDraft, string>>>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = (found: FieldProblem | null) =>
      found ? adminT(found.key, found.params) : undefined;
    const found = {
      title: text(
        requiredText(draft.title, COURSE_LIMITS.lessonTitle, courseT('editor.lessonTitle')),
      ),
      videoUrl: text(mediaFileUrl(draft.videoUrl.trim(), courseT('editor.video'))),
      poster: text(mediaFileUrl(draft.poster.trim(), courseT('editor.poster'))),
    };
    setProblems(found);
    if (!found.title && !found.videoUrl && !found.poster) onSave(draft);
  }
  return (
    <ConsoleDialog
      title={courseT(lesson ? 'editor.editLesson' : 'editor.addLesson')}
      onCancel={onCancel}
      actions={<DialogFormActions formId="lesson-form" busy={busy} onCancel={onCancel} />}
    >
      <form id="lesson-form" onSubmit={submit} noValidate>
        <FormField
          id="lesson-title"
          label={courseT('editor.lessonTitle')}
          value={draft.title}
          maxLength={COURSE_LIMITS.lessonTitle}
          error={problems.title ?? error}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </form>
      <MediaField
        id="lesson-video"
        kind="video"
        label={courseT('editor.video')}
        value={draft.videoUrl}
        hint={courseT('editor.videoHint')}
        error={problems.videoUrl ?? null}
        onChange={(videoUrl, row) =>
          setDraft((previous) => ({
            ...previous,
            videoUrl,
            durationSeconds: row ? (row.durationSeconds ?? 0) : previous.durationSeconds,
          }))
        }
      />
      {draft.videoUrl && draft.durationSeconds > 0 ? (
        <p className="muted lesson-duration">
          {courseT('editor.durationFromFile', {
            duration: formatDuration(draft.durationSeconds),
          })}
        </p>
      ) : null}
      <MediaField
        id="lesson-poster"
        kind="image"
        label={courseT('editor.poster')}
        value={draft.poster}
        hint={courseT('editor.posterHint')}
        error={problems.poster ?? null}
        onChange={(poster) => setDraft({ ...draft, poster })}
      />
    </ConsoleDialog>
  );
}

export interface CourseOutlineProps {
  course: AdminCourse;
  /** The course as the server returned it after a change (its new version). */
  onChange: (course: AdminCourse) => void;
  container?: ShadowRoot;
}

/**
 * A course's chapters and their lessons: add, rename, delete, order by drag or keyboard, and a
 * lesson's video with the duration the server read from it.
 */
export function CourseOutline({ course, onChange }: CourseOutlineProps) {
  const portalT = useT();
  const {
    editing,
    setEditing,
    busy,
    dialogError,
    areaError: outlineError,
    setAreaError: setOutlineError,
    run,
    close,
  } = useEditingRun<Editing, AdminCourse>({
    inDialog: (what) => what.kind === 'chapter' || what.kind === 'lesson',
    apply: onChange,
  });

  // a chapter or lesson with learners: why it cannot be deleted, instead of the confirmation
  const blocked =
    editing?.kind === 'delete-chapter' && editing.chapter.learnersOnRecord > 0
      ? ({
          item: editing.chapter,
          title: 'editor.chapterBlockedTitle',
          reason: 'editor.chapterBlocked',
        } as const)
      : editing?.kind === 'delete-lesson' && editing.lesson.learnersOnRecord > 0
        ? ({
            item: editing.lesson,
            title: 'editor.lessonBlockedTitle',
            reason: 'editor.lessonBlocked',
          } as const)
        : null;

  async function order(chapters: { id: number; lessonIds: number[] }[]) {
    setOutlineError(null);
    try {
      onChange(await orderOutline({ courseId: course.id, version: course.version, chapters }));
    } catch (error) {
      if (isEditConflict(error)) {
        setOutlineError(courseT('editor.outlineConflict'));
        onChange(await getAdminCourse(course.id));
      } else {
        setOutlineError(
          courseT('order.saveFailed', { reason: errorText(error, portalT('state.networkError')) }),
        );
      }
      throw error;
    }
  }

  const outlineOf = (chapters: readonly AdminChapter[]) =>
    chapters.map((chapter) => ({
      id: chapter.id,
      lessonIds: chapter.lessons.map((lesson) => lesson.id),
    }));

  const orderChapters = (ids: number[]) =>
    order(
      ids.map((id) => ({
        id,
        lessonIds:
          course.chapters.find((chapter) => chapter.id === id)?.lessons.map((l) => l.id) ?? [],
      })),
    );

  const orderLessons = (chapterId: number, lessonIds: number[]) =>
    order(
      outlineOf(course.chapters).map((chapter) =>
        chapter.id === chapterId ? { id: chapterId, lessonIds } : chapter,
      ),
    );

  return (
    <section className="card outline" aria-labelledby="outline-heading">
      <div className="bar">
        <h2 id="outline-heading" className="outline-heading">
          {courseT('editor.outline')}
        </h2>
        <button
          type="button"
          className="xnfz-button add-chapter"
          onClick={() => setEditing({ kind: 'chapter', chapter: null })}
        >
          {courseT('editor.addChapter')}
        </button>
      </div>
      <FormError message={outlineError} />
      {course.chapters.length === 0 ? (
        <p className="muted">{courseT('editor.noChapters')}</p>
      ) : (
        <OrderableList
          className="chapters"
          label={courseT('editor.chapters')}
          items={course.chapters}
          idOf={(chapter) => chapter.id}
          labelOf={(chapter) => chapter.title}
          onOrder={orderChapters}
          disabled={busy}
          render={(chapter) => (
            <div className="chapter" data-chapter-id={chapter.id}>
              <div className="bar">
                <h3 className="chapter-title">{chapter.title}</h3>
                <div className="actions">
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain add-lesson"
                    aria-label={`${courseT('editor.addLesson')}：${chapter.title}`}
                    onClick={() =>
                      setEditing({ kind: 'lesson', chapterId: chapter.id, lesson: null })
                    }
                  >
                    {courseT('editor.addLesson')}
                  </button>
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain rename-chapter"
                    aria-label={courseT('editor.renameLabel', { title: chapter.title })}
                    onClick={() => setEditing({ kind: 'chapter', chapter })}
                  >
                    {courseT('editor.rename')}
                  </button>
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--danger delete-chapter"
                    aria-label={courseT('editor.deleteChapterLabel', { title: chapter.title })}
                    onClick={() => setEditing({ kind: 'delete-chapter', chapter })}
                  >
                    {courseT('editor.confirmDelete')}
                  </button>
                </div>
              </div>
              {chapter.lessons.length === 0 ? (
                <p className="muted">{courseT('editor.noLessons')}</p>
              ) : (
                <OrderableList
                  className="lessons"
                  label={courseT('editor.lessons', { chapter: chapter.title })}
                  items={chapter.lessons}
                  idOf={(lesson) => lesson.id}
                  labelOf={(lesson) => lesson.title}
                  onOrder={(ids) => orderLessons(chapter.id, ids)}
                  disabled={busy}
                  render={(lesson) => (
                    <div className="lesson" data-lesson-id={lesson.id}>
                      <div className="lesson-text">
                        <span className="lesson-title">{lesson.title}</span>
                        <span className="muted lesson-meta" data-field="duration">
                          {lesson.videoUrl
                            ? `${formatDuration(lesson.durationSeconds)} · ${lesson.videoUrl}`
                            : courseT('editor.noVideo')}
                          {lesson.learnersOnRecord > 0
                            ? ` · ${courseT('editor.lessonLearners', { n: lesson.learnersOnRecord })}`
                            : ''}
                        </span>
                      </div>
                      <div className="actions">
                        <button
                          type="button"
                          className="xnfz-button xnfz-button--plain edit-lesson"
                          aria-label={courseT('editor.editLessonLabel', { title: lesson.title })}
                          onClick={() =>
                            setEditing({ kind: 'lesson', chapterId: chapter.id, lesson })
                          }
                        >
                          {courseT('editor.editLesson')}
                        </button>
                        <button
                          type="button"
                          className="xnfz-button xnfz-button--danger delete-lesson"
                          aria-label={courseT('editor.deleteLessonLabel', { title: lesson.title })}
                          onClick={() => setEditing({ kind: 'delete-lesson', lesson })}
                        >
                          {courseT('editor.confirmDelete')}
                        </button>
                      </div>
                    </div>
                  )}
                />
              )}
            </div>
          )}
        />
      )}
      {editing?.kind === 'chapter' ? (
        <NameDialog
          title={courseT(editing.chapter ? 'editor.rename' : 'editor.addChapter')}
          formId="chapter-form"
          fieldId="chapter-title"
          label={courseT('editor.chapterTitle')}
          initial={editing.chapter?.title ?? ''}
          max={COURSE_LIMITS.chapterTitle}
          busy={busy}
          error={dialogError}
          onCancel={close}
          onSave={(title) =>
            void run(
              () =>
                saveChapter({
                  ...(editing.chapter ? { id: editing.chapter.id } : {}),
                  courseId: course.id,
                  title,
                }),
              courseT('editor.chapterSaved'),
            )
          }
        />
      ) : null}
      {editing?.kind === 'lesson' ? (
        <LessonDialog
          lesson={editing.lesson}
          busy={busy}
          error={dialogError}
          onCancel={close}
          onSave={(draft) =>
            void run(
              () =>
                saveLesson({
                  ...(editing.lesson ? { id: editing.lesson.id } : {}),
                  chapterId: editing.chapterId,
                  title: draft.title.trim(),
                  videoUrl: draft.videoUrl.trim(),
                  poster: draft.poster.trim(),
                  durationSeconds: draft.durationSeconds,
                }),
              courseT('editor.lessonSaved'),
            )
          }
        />
      ) : null}
      {blocked ? (
        <BlockedDialog
          title={courseT(blocked.title)}
          reason={courseT(blocked.reason, {
            title: blocked.item.title,
            n: blocked.item.learnersOnRecord,
          })}
          hint={courseT('editor.outlineBlockedHint')}
          onClose={close}
        />
      ) : editing?.kind === 'delete-chapter' || editing?.kind === 'delete-lesson' ? (
        <ConsoleDialog
          title={courseT('editor.confirmDelete')}
          onCancel={close}
          actions={
            <DeleteDialogActions
              confirmLabel={courseT('editor.confirmDelete')}
              busy={busy}
              onCancel={close}
              onConfirm={() =>
                void run(() =>
                  editing.kind === 'delete-chapter'
                    ? deleteChapter(editing.chapter.id)
                    : deleteLesson(editing.lesson.id),
                )
              }
            />
          }
        >
          <p>
            {editing.kind === 'delete-chapter'
              ? courseT('editor.deleteChapterConfirm', { title: editing.chapter.title })
              : courseT('editor.deleteLessonConfirm', { title: editing.lesson.title })}
          </p>
        </ConsoleDialog>
      ) : null}
    </section>
  );
}
