import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import {
  exportCourseLearners,
  listAdminCourses,
  listCourseLearners,
} from '../../core/api/admin/admin-calls';
import {
  mayCall,
  type AdminCourseListQuery,
  type AdminCourseLearnersQuery,
} from '../../core/api/admin-contract';
import type { CourseType } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { courseT } from '../../core/i18n/zh-cn/admin-courses';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { consoleHref } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { DraftTitle, LiveStatusBadge, publishedStatus } from '../../core/ui/admin/draft-status';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminCoursesStyles } from './admin-courses.styles';
import { CourseEditView } from './course-edit-view';
import { CourseMessages } from './course-messages';

type CourseQuery = Required<Pick<AdminCourseListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminCourseListQuery, 'pageNum' | 'pageSize'>;
type LearnerQuery = Required<Pick<AdminCourseLearnersQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminCourseLearnersQuery, 'pageNum' | 'pageSize'>;

const TYPES: readonly CourseType[] = ['major', 'practice', 'simulation'];

function CourseList() {
  const t = useAdminT();
  const { user } = useSnapshot(auth);
  const [query, setFilter, setPage] = useListQuery<CourseQuery>({ pageNum: 1, pageSize: 10 });
  const load = useCallback(() => listAdminCourses(query), [query]);
  const result = useAsync(load, [query]);
  return (
    <section className="screen" aria-labelledby="courses-heading">
      <div className="bar">
        <h1 className="heading" id="courses-heading">
          {t('courses.heading')}
        </h1>
        {user?.role === 'teacher' ? <p className="muted">{t('courses.ownHint')}</p> : null}
        {mayCall(user?.role, '/api/admin/coursePublish') ? (
          <a className="xnfz-button new-course" href={consoleHref('/courses/edit')}>
            {courseT('editor.new')}
          </a>
        ) : null}
      </div>
      <ConsoleSearchBar id="courses-keyword" onSearch={(keyword) => setFilter({ keyword })}>
        <SelectField
          id="courses-type"
          label={t('courses.type')}
          value={query.type ?? ''}
          options={[
            ['', t('list.all')],
            ...TYPES.map((type) => [type, t(`courses.type.${type}`)] as const),
          ]}
          onChange={(event) =>
            setFilter({ type: (event.target.value || undefined) as CourseType | undefined })
          }
        />
      </ConsoleSearchBar>
      <ConsoleTable
        result={result}
        area={t('courses.heading')}
        columns={[
          { label: t('courses.title') },
          { label: t('courses.type') },
          { label: t('courses.teacher') },
          { label: t('courses.owner') },
          { label: t('courses.lessons'), numeric: true },
          { label: t('courses.learners'), numeric: true },
          { label: t('courses.published') },
          { label: t('list.actions') },
        ]}
        row={(row) => (
          <tr key={row.id} data-course-id={row.id}>
            <td>
              {row.title}
              <DraftTitle title={row.draftTitle} />
            </td>
            <td>{t(`courses.type.${row.type}`)}</td>
            <td>{row.teacher}</td>
            <td>{row.ownerName ?? t('courses.noOwner')}</td>
            <td className="num">{row.lessonCount}</td>
            <td className="num">{row.learnerCount}</td>
            <td>
              <LiveStatusBadge status={publishedStatus(row.published)} hasDraft={row.hasDraft} />
            </td>
            <td className="actions">
              {mayCall(user?.role, '/api/admin/courseSave') ? (
                <a
                  className="edit-course"
                  href={consoleHref('/courses/edit', { id: row.id })}
                  aria-label={courseT('editor.editLabel', { title: row.title })}
                >
                  {courseT('editor.edit')}
                </a>
              ) : null}
              <a
                className="view-learners"
                href={consoleHref('/courses/learners', { id: row.id })}
                aria-label={`${t('courses.viewLearners')}：${row.title}`}
              >
                {t('courses.viewLearners')}
              </a>
              <a
                className="view-messages"
                href={consoleHref('/courses/messages', { id: row.id })}
                aria-label={courseT('messages.linkLabel', { title: row.title })}
              >
                {courseT('messages.link')}
              </a>
            </td>
          </tr>
        )}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
    </section>
  );
}

function Learners({ courseId, title }: { courseId: number; title: string | null }) {
  const t = useAdminT();
  const [query, setFilter, setPage] = useListQuery<LearnerQuery>({
    pageNum: 1,
    pageSize: 20,
    courseId,
  });
  const load = useCallback(() => listCourseLearners(query), [query]);
  const result = useAsync(load, [query]);
  return (
    <section className="screen" aria-labelledby="learners-heading">
      <div className="bar">
        <h1 className="heading" id="learners-heading">
          {t('courses.learnersOf', { title: title ?? `#${courseId}` })}
        </h1>
        <div className="actions">
          <a
            className="xnfz-button xnfz-button--plain"
            href={consoleHref('/courses/messages', { id: courseId })}
          >
            {courseT('messages.link')}
          </a>
          <ExportButton
            className="export-learners"
            label={t('courses.exportLearners')}
            ariaLabel={`${t('courses.exportLearners')}（.xlsx）：${title ?? `#${courseId}`}`}
            run={() => exportCourseLearners(courseId)}
          />
          <a className="xnfz-button xnfz-button--plain" href={consoleHref('/courses')}>
            {t('courses.back')}
          </a>
        </div>
      </div>
      <ConsoleSearchBar id="learners-keyword" onSearch={(keyword) => setFilter({ keyword })} />
      <ConsoleTable
        result={result}
        area={t('courses.learner')}
        columns={[
          { label: t('courses.learner') },
          { label: t('users.identity') },
          { label: t('courses.progress') },
          { label: t('courses.learnedTime') },
          { label: t('courses.startedAt') },
          { label: t('courses.lastLearnAt') },
        ]}
        row={(row) => {
          const progressText = t('courses.progressValue', {
            done: row.finishedLessons,
            all: row.lessonCount,
            percent: row.progress,
          });
          return (
            <tr key={row.userId} data-learner={row.username}>
              <td>
                {row.realName || row.nickname}
                <span className="muted"> {row.username}</span>
              </td>
              <td>{t(`users.identity.${row.identity}`)}</td>
              <td>
                <div className="progress">
                  <progress max={100} value={row.progress} aria-label={progressText} />
                  <span>{progressText}</span>
                </div>
              </td>
              <td>{formatDuration(row.learnedSeconds)}</td>
              <td>{formatDateTime(row.startedAt)}</td>
              <td>{formatDateTime(row.lastLearnAt)}</td>
            </tr>
          );
        }}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onPage={setPage}
      />
    </section>
  );
}

export interface AdminCoursesProps {
  /** list (default), learners or messages (of course-id), or edit (course-id; 0: a new course). */
  view?: string;
  courseId?: string;
  container?: ShadowRoot;
}

/**
 * The course list (a teacher's own courses), one course's learners with their progress, or the
 * course editor (form, publication and outline).
 */
export function AdminCourses({ view, courseId, container }: AdminCoursesProps) {
  const id = Number(courseId);
  const valid = Number.isInteger(id) && id > 0;
  const messages = view === 'messages';
  const learners =
    view === 'learners' || (view !== 'edit' && view !== 'list' && !messages && valid);
  const title = useCourseTitle((learners || messages) && valid ? id : null);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminCoursesStyles}>
      {view === 'edit' ? (
        <CourseEditView key={courseId ?? ''} courseId={valid ? id : 0} container={container} />
      ) : messages && valid ? (
        <CourseMessages key={id} courseId={id} title={title} />
      ) : learners && valid ? (
        <Learners key={id} courseId={id} title={title} />
      ) : (
        <CourseList />
      )}
    </WidgetShell>
  );
}

/** The title of a course, from the course list (the learners call does not carry it). */
function useCourseTitle(id: number | null): string | null {
  const load = useCallback(
    () =>
      id === null
        ? Promise.resolve(null)
        : listAdminCourses({ pageNum: 1, pageSize: 100 }).then(
            (page) => page.rows.find((row) => row.id === id)?.title ?? null,
          ),
    [id],
  );
  const { state } = useAsync(load, [id]);
  return state.status === 'ready' ? state.data : null;
}
