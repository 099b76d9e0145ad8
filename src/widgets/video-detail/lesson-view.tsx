import { lazy, Suspense, useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChapterOutline, LearnProgressData, LessonDetail } from '../../core/api/contract';
import { getCourse, reportLearnProgress } from '../../core/api/courses';
import { emit } from '../../core/events/events';
import { formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { router } from '../../core/router/router';
import { toHref } from '../../core/router/routes';
import { auth } from '../../core/store/auth';
import { AsyncView } from '../../core/ui/async-view';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { CourseChapters } from '../../core/ui/course-chapters';
import { formatClock } from '../../core/ui/course-duration';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { VideoPlayer, type WatchReport } from '../../core/ui/video-player';
import { UpNext } from './up-next';

/** 本章测验: its code (and the quiz texts) are fetched only when someone signed in opens a lesson. */
const ChapterQuizzes = lazy(() => import('./chapter-quizzes'));

/** The course's lessons with what the server answered on this page (learned time, finished). */
function withAnswers(
  chapters: readonly ChapterOutline[],
  answers: ReadonlyMap<number, LearnProgressData>,
): ChapterOutline[] {
  if (answers.size === 0) return [...chapters];
  return chapters.map((chapter) => ({
    ...chapter,
    lessons: chapter.lessons.map((item) => {
      const answer = answers.get(item.id);
      if (!answer) return item;
      return {
        ...item,
        learnedSeconds: Math.max(item.learnedSeconds ?? 0, answer.learnedSeconds),
        finished: Boolean(item.finished) || answer.finished,
      };
    }),
  }));
}

function lessonTitle(chapters: readonly ChapterOutline[], id: number): string | null {
  for (const chapter of chapters)
    for (const item of chapter.lessons) if (item.id === id) return item.title;
  return null;
}

/** One loaded lesson: the player with its reports, the neighbours and the course's lesson list. */
export function LessonView({ lesson, host }: { lesson: LessonDetail; host?: Element }) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  const [progress, setProgress] = useState<(LearnProgressData & { lessonId: number }) | null>(null);
  // the server's answers on this page, per lesson: the side list shows them at once
  const [answers, setAnswers] = useState<ReadonlyMap<number, LearnProgressData>>(new Map());
  // each time the lesson plays to its end a fresh countdown starts; playing again hides it
  const [ended, setEnded] = useState<{ lessonId: number; count: number } | null>(null);
  const [resumedAt, setResumedAt] = useState<{ lessonId: number; at: number } | null>(null);
  const loadCourse = useCallback(() => getCourse(lesson.courseId), [lesson.courseId]);
  const course = useAsync(loadCourse, [lesson.courseId, token]);

  const lessonId = lesson.id;
  const onReport = useCallback(
    ({ position, watchedSeconds }: WatchReport) => {
      // progress is kept only for token holders
      if (!auth.token) return;
      reportLearnProgress({ lessonId, position, watchedSeconds }).then(
        (answer) => {
          setProgress({ ...answer, lessonId });
          setAnswers((previous) => new Map(previous).set(lessonId, answer));
          emit(host?.isConnected ? host : window, 'xnfz-lesson-progress', {
            lessonId,
            position,
            learnedSeconds: answer.learnedSeconds,
            finished: answer.finished,
          });
        },
        // best effort: a lost report is made up by the next one (learnedSeconds is the server's sum)
        () => undefined,
      );
    },
    [lessonId, host],
  );

  // the lesson's chapter, from the course's outline (the lesson's own answer names only its title)
  const chapterId = course.state.data?.chapters.find((chapter) =>
    chapter.lessons.some((item) => item.id === lesson.id),
  )?.id;
  const here = hostActive && current ? current.href : toHref('/videodetail', { id: lesson.id });
  const shownProgress = progress?.lessonId === lesson.id ? progress : null;

  return (
    <>
      <Breadcrumb
        trail={[
          { label: t('nav.courses'), to: '/courselist' },
          { label: lesson.courseTitle, to: '/coursecatalog', params: { id: lesson.courseId } },
          { label: lesson.title },
        ]}
      />
      <div className="layout">
        <section className="main" aria-labelledby={`lesson-${lesson.id}-title`}>
          <p className="lesson-chapter">{lesson.chapterTitle}</p>
          <h1 className="title" id={`lesson-${lesson.id}-title`} part="title">
            {lesson.title}
          </h1>
          <div className="player" part="player">
            <VideoPlayer
              key={lesson.id}
              src={lesson.videoUrl}
              poster={lesson.poster}
              label={t('video.player', { title: lesson.title })}
              startAt={token ? lesson.position : 0}
              onReport={onReport}
              onResumed={(at) => setResumedAt({ lessonId: lesson.id, at })}
              onEnded={() =>
                setEnded((previous) => ({
                  lessonId: lesson.id,
                  count: (previous?.lessonId === lesson.id ? previous.count : 0) + 1,
                }))
              }
              onPlaying={() => setEnded(null)}
            />
          </div>
          <div className="status" role="status" part="status">
            {!token ? (
              <p className="note" part="note">
                {t('video.anonymousNote')}{' '}
                <RouteLink to="/login" params={{ redirect: here }}>
                  {t('video.login')}
                </RouteLink>
              </p>
            ) : shownProgress ? (
              <p className="learned" data-learned-seconds={shownProgress.learnedSeconds}>
                {shownProgress.finished
                  ? t('video.finished')
                  : t('video.learned', { time: formatDuration(shownProgress.learnedSeconds) })}
              </p>
            ) : resumedAt?.lessonId === lesson.id ? (
              <p className="learned">{t('video.resumeAt', { time: formatClock(resumedAt.at) })}</p>
            ) : null}
          </div>
          {ended?.lessonId === lesson.id && lesson.nextLessonId ? (
            <UpNext
              key={`${lesson.id}-${ended.count}`}
              nextId={lesson.nextLessonId}
              title={
                course.state.data
                  ? lessonTitle(course.state.data.chapters, lesson.nextLessonId)
                  : null
              }
              host={host}
            />
          ) : null}
          <nav className="neighbours" part="neighbours" aria-label={t('video.lessonList')}>
            {lesson.prevLessonId ? (
              <RouteLink
                to="/videodetail"
                params={{ id: lesson.prevLessonId }}
                className="xnfz-button xnfz-button--plain prev"
                part="prev"
              >
                {t('video.prev')}
              </RouteLink>
            ) : (
              <button type="button" className="xnfz-button xnfz-button--plain prev" disabled>
                {t('video.noPrev')}
              </button>
            )}
            <RouteLink
              to="/coursecatalog"
              params={{ id: lesson.courseId }}
              className="xnfz-button xnfz-button--plain"
            >
              {t('video.backToCatalog')}
            </RouteLink>
            {lesson.nextLessonId ? (
              <RouteLink
                to="/videodetail"
                params={{ id: lesson.nextLessonId }}
                className="xnfz-button next"
                part="next"
              >
                {t('video.next')}
                <Icon name="tree-expand" size={16} />
              </RouteLink>
            ) : (
              <button type="button" className="xnfz-button next" disabled>
                {t('video.noNext')}
              </button>
            )}
          </nav>
          {token && chapterId ? (
            <Suspense fallback={null}>
              <ChapterQuizzes courseId={lesson.courseId} chapterId={chapterId} />
            </Suspense>
          ) : null}
        </section>
        <aside className="side" part="lessons" aria-labelledby={`lesson-${lesson.id}-list`}>
          <h2 className="side-title" id={`lesson-${lesson.id}-list`}>
            {t('video.lessonList')}
          </h2>
          <AsyncView result={course}>
            {(data) => (
              <CourseChapters
                chapters={withAnswers(data.chapters, answers)}
                showProgress={Boolean(token)}
                currentId={lesson.id}
              />
            )}
          </AsyncView>
        </aside>
      </div>
    </>
  );
}
