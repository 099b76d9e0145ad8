import { useSnapshot } from 'valtio';
import { listAdminCourses } from '../../core/api/admin/admin-calls';
import { getClass, listClassTeacherChoices, saveClass } from '../../core/api/teaching/class-calls';
import type { AdminCourseRow } from '../../core/api/admin-contract';
import {
  CLASS_LIMITS,
  type ClassDetail,
  type ClassTeacherChoice,
} from '../../core/api/teaching-contract';
import { adminT, useAdminT } from '../../core/i18n/admin-translate';
import { classT } from '../../core/i18n/zh-cn/admin-classes';
import { consoleHref } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { CheckboxField, SelectField } from '../../core/ui/admin/console-fields';
import {
  ConflictNotice,
  conflictRowsOf,
  type ConflictRow,
} from '../../core/ui/admin/conflict-panel';
import { FormError } from '../../core/ui/admin/form-actions';
import { EditorBar } from '../../core/ui/admin/screen-bar';
import { useDraftEditor } from '../../core/ui/admin/use-draft-editor';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { requiredText } from '../../core/validation/admin-rules';

interface ClassDraft {
  courseId: string;
  name: string;
  term: string;
  coTeacherIds: number[];
}
type Field = 'courseId' | 'name' | 'term' | 'coTeacherIds';

const emptyDraft = (): ClassDraft => ({ courseId: '', name: '', term: '', coTeacherIds: [] });
const draftOf = (opened: ClassDetail): ClassDraft => ({
  courseId: String(opened.courseId),
  name: opened.name,
  term: opened.term,
  coTeacherIds: [...opened.coTeacherIds],
});

function checkDraft(draft: ClassDraft): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!draft.courseId) found.courseId = classT('classes.chooseCourse');
  for (const field of ['name', 'term'] as const) {
    const problem = requiredText(draft[field], CLASS_LIMITS[field], classT(`classes.${field}`));
    if (problem) found[field] = adminT(problem.key, problem.params);
  }
  return found;
}

const fieldOf = (server: string): Field | null =>
  (['courseId', 'name', 'term', 'coTeacherIds'] as const).find((field) =>
    server.startsWith(field),
  ) ?? null;

interface Choices {
  courses: AdminCourseRow[];
  teachers: ClassTeacherChoice[];
}

function Form({
  opened: first,
  choices,
  container,
}: {
  opened: ClassDetail | null;
  choices: Choices;
  container?: ShadowRoot;
}) {
  const t = useAdminT();
  const { user } = useSnapshot(auth);
  const ids = 'class';
  const editor = useDraftEditor({
    record: first,
    empty: emptyDraft,
    draftOf,
    check: checkDraft,
    fieldOf,
    load: getClass,
    write: (draft, _published, against) =>
      saveClass({
        ...(against ? { id: against.id, version: against.version } : {}),
        courseId: Number(draft.courseId),
        name: draft.name,
        term: draft.term,
        coTeacherIds: draft.coTeacherIds,
      }),
    createdNotice: (saved) =>
      classT('classes.created', { name: saved.name, code: saved.joinCode ?? '' }),
    savedNotice: () => classT('classes.saved'),
    editPath: '/classes/edit',
    ids,
    container,
  });
  const { opened, draft, set, errors, busy } = editor;
  const staff = user?.role === 'admin' || user?.role === 'editor';
  const course = choices.courses.find((row) => String(row.id) === draft.courseId);
  // only the course's owner (or staff) names co-teachers; its co-teachers see them
  const namesCoTeachers = staff || (course !== undefined && course.ownerId === user?.id);
  // the course's owner is its teacher already; nothing to choose before a course is
  const coTeacherChoices = draft.courseId
    ? choices.teachers.filter((person) => person.id !== course?.ownerId)
    : [];
  const courseOptions = choices.courses.map((row) => [String(row.id), row.title] as const);
  if (opened && !courseOptions.some(([id]) => id === draft.courseId))
    courseOptions.push([draft.courseId, opened.courseTitle]);
  const label = (field: Field) =>
    classT(
      field === 'courseId'
        ? 'classes.course'
        : field === 'coTeacherIds'
          ? 'classes.coTeachers'
          : `classes.${field}`,
    );
  const conflictRows = (latest: ClassDetail): ConflictRow[] =>
    conflictRowsOf(
      (d: ClassDraft) => [
        [label('name'), d.name],
        [label('term'), d.term],
        [
          label('coTeacherIds'),
          choices.teachers
            .filter((person) => d.coTeacherIds.includes(person.id))
            .map((person) => `${person.name}（${person.username}）`)
            .join('、'),
        ],
      ],
      draft,
      draftOf(latest),
    );

  return (
    <section className="screen" aria-labelledby={`${ids}-heading`}>
      <EditorBar
        ids={ids}
        heading={classT(opened ? 'classes.editHeading' : 'classes.newHeading')}
        status={
          opened?.archived ? (
            <span className="badge badge--muted">{classT('classes.archivedTab')}</span>
          ) : null
        }
        backHref={consoleHref('/classes')}
      >
        {opened ? (
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/classes/members', { id: opened.id })}
          >
            {classT('classes.manage')}
          </a>
        ) : null}
      </EditorBar>
      {editor.conflictNotice ? (
        <ConflictNotice
          {...editor.conflictNotice}
          theirsHeading={() => t('conflict.theirsPlain')}
          rows={conflictRows}
        />
      ) : null}
      {opened?.archived ? (
        <p className="card" role="note">
          {classT('classes.archivedNote')}
        </p>
      ) : null}
      <form
        className="card"
        noValidate
        onSubmit={editor.submitPublish}
        aria-labelledby={`${ids}-heading`}
      >
        <div className="form-grid">
          <SelectField
            id={`${ids}-courseId`}
            className="wide"
            label={label('courseId')}
            value={draft.courseId}
            disabled={opened !== null}
            error={errors.courseId ?? null}
            options={[['', classT('classes.chooseCourse')], ...courseOptions]}
            onChange={(event) => set('courseId', event.target.value)}
          />
          <FormField
            id={`${ids}-name`}
            label={label('name')}
            value={draft.name}
            maxLength={CLASS_LIMITS.name}
            error={errors.name ?? null}
            onChange={(event) => set('name', event.target.value)}
          />
          <FormField
            id={`${ids}-term`}
            label={label('term')}
            value={draft.term}
            maxLength={CLASS_LIMITS.term}
            hint={classT('classes.termHint')}
            error={errors.term ?? null}
            onChange={(event) => set('term', event.target.value)}
          />
        </div>
        <fieldset className="co-teachers" id={`${ids}-coTeacherIds`} tabIndex={-1}>
          <legend>{label('coTeacherIds')}</legend>
          <p className="hint">
            {classT(
              !draft.courseId
                ? 'classes.chooseCourseFirst'
                : namesCoTeachers
                  ? 'classes.coTeachersHint'
                  : 'classes.coTeachersOwnerOnly',
            )}
          </p>
          {draft.courseId && coTeacherChoices.length === 0 ? (
            <p className="muted">{classT('classes.noTeachers')}</p>
          ) : null}
          {coTeacherChoices.map((person) => (
            <CheckboxField
              key={person.id}
              id={`${ids}-teacher-${person.id}`}
              label={`${person.name}（${person.username}）`}
              checked={draft.coTeacherIds.includes(person.id)}
              disabled={!namesCoTeachers}
              onChange={(checked) =>
                set(
                  'coTeacherIds',
                  checked
                    ? [...draft.coTeacherIds, person.id]
                    : draft.coTeacherIds.filter((id) => id !== person.id),
                )
              }
            />
          ))}
          {errors.coTeacherIds ? <p className="field-error">{errors.coTeacherIds}</p> : null}
        </fieldset>
        <FormError message={editor.formError} />
        <div className="form-actions">
          <button
            type="submit"
            className="xnfz-button save-class"
            data-publish="false"
            disabled={busy || opened?.archived === true}
          >
            {busy ? t('form.saving') : classT('classes.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The class form: loads the class (or starts a new one), the courses and the teachers to choose. */
export function ClassForm({ classId, container }: { classId: number; container?: ShadowRoot }) {
  const result = useAsync(async () => {
    const [opened, courses, teachers] = await Promise.all([
      classId ? getClass(classId) : Promise.resolve(null),
      listAdminCourses({ pageNum: 1, pageSize: 100 }),
      listClassTeacherChoices(),
    ]);
    return { opened, choices: { courses: courses.rows, teachers } };
  }, [classId]);
  return (
    <AsyncView result={result}>
      {({ opened, choices }) => <Form opened={opened} choices={choices} container={container} />}
    </AsyncView>
  );
}
