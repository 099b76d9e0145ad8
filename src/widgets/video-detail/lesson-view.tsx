import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { LearnProgressData, LessonDetail } from '../../core/api/contract';
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

/** One loaded lesson: the player with its reports, the neighbours and the course's lesson list. */
export function LessonView({ lesson, host }: { lesson: LessonDetail; host?: Element }) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  const [progress, setProgress] = useState<(LearnProgressData & { lessonId: number }) | null>(null);
  const [finished, setFinished] = useState<ReadonlySet<number>>(new Set());
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
          if (answer.finished) setFinished((previous) => new Set(previous).add(lessonId));
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
        </section>
        <aside className="side" part="lessons" aria-labelledby={`lesson-${lesson.id}-list`}>
          <h2 className="side-title" id={`lesson-${lesson.id}-list`}>
            {t('video.lessonList')}
          </h2>
          <AsyncView result={course}>
            {(data) => (
              <CourseChapters
                chapters={data.chapters}
                showProgress={Boolean(token)}
                currentId={lesson.id}
                finishedIds={finished}
              />
            )}
          </AsyncView>
        </aside>
      </div>
    </>
  );
}
