import type { ChapterOutline } from '../api/contract';
import { useT } from '../i18n/translate';
import { formatClock, lessonPercent } from './course-duration';
import { RouteLink } from './route-link';

export interface CourseChaptersProps {
  chapters: ChapterOutline[];
  /** Show my progress per lesson (token holders). */
  showProgress: boolean;
  /** The lesson on screen, marked 正在学习. */
  currentId?: number;
}

/**
 * Chapters with their lessons: title (a link to 视频学习), length `mm:ss`, my progress and ✓.
 * @example
 * <CourseChapters chapters={course.chapters} showProgress={Boolean(token)} />
 */
export function CourseChapters({ chapters, showProgress, currentId }: CourseChaptersProps) {
  const t = useT();
  if (chapters.length === 0) {
    return (
      <div className="xnfz-state" part="state-empty">
        {t('state.empty')}
      </div>
    );
  }
  return (
    <ol className="chapters" part="chapters">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="chapter" data-chapter-id={chapter.id}>
          <h3 className="chapter-title">
            {chapter.title}
            <span className="chapter-count">
              {t('catalog.chapterLessons', { n: chapter.lessons.length })}
            </span>
          </h3>
          <ol className="lessons">
            {chapter.lessons.map((lesson) => {
              const current = lesson.id === currentId;
              const finished = Boolean(lesson.finished);
              const percent = lessonPercent(lesson.learnedSeconds, lesson.durationSeconds);
              return (
                <li
                  key={lesson.id}
                  className={current ? 'lesson lesson--current' : 'lesson'}
                  part={current ? 'lesson lesson-current' : 'lesson'}
                  data-lesson-id={lesson.id}
                  data-finished={showProgress ? String(finished) : undefined}
                >
                  <RouteLink
                    to="/videodetail"
                    params={{ id: lesson.id }}
                    className="lesson-link"
                    aria-current={current ? 'page' : undefined}
                  >
                    {lesson.title}
                  </RouteLink>
                  <span className="lesson-meta">
                    {current ? <span className="lesson-now">{t('video.current')}</span> : null}
                    {showProgress && finished ? (
                      <span className="lesson-done">
                        <span aria-hidden="true">✓ </span>
                        {t('catalog.finished')}
                      </span>
                    ) : showProgress && percent > 0 ? (
                      <span className="lesson-progress" data-percent={percent}>
                        {t('catalog.lessonProgress', { n: percent })}
                      </span>
                    ) : null}
                    <time
                      className="lesson-duration"
                      dateTime={`PT${Math.round(lesson.durationSeconds)}S`}
                    >
                      {formatClock(lesson.durationSeconds)}
                    </time>
                  </span>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
