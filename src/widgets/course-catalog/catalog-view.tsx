import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../core/api/api-error';
import { collect, uncollect } from '../../core/api/collections';
import type { CourseDetail, RateCourseData } from '../../core/api/contract';
import { rateCourse } from '../../core/api/courses';
import { emit } from '../../core/events/events';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { navigate, router } from '../../core/router/router';
import { LOGIN_REASON_MS, pushNotice } from '../../core/store/notices';
import { auth } from '../../core/store/auth';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { CourseOverview } from '../../core/ui/course-overview';
import { CourseRatingInput } from '../../core/ui/course-rating-input';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';

/** What the user changed on this copy of the course (dropped when the course is loaded again). */
interface Changes {
  of: CourseDetail;
  collected?: boolean;
  rating?: Omit<RateCourseData, 'myRating'> & { myRating: number | null };
  message?: MessageKey;
}

function firstLessonId(course: CourseDetail): number | null {
  for (const chapter of course.chapters) {
    const lesson = chapter.lessons[0];
    if (lesson) return lesson.id;
  }
  return null;
}

/** The loaded course: header (with its tags), actions, summary, description and chapters. */
export function CatalogView({ course, host }: { course: CourseDetail; host?: Element }) {
  const t = useT();
  const ids = useId();
  const { token } = useSnapshot(auth);
  const { hostActive } = useSnapshot(router);
  const [changes, setChanges] = useState<Changes | null>(null);
  const [busy, setBusy] = useState(false);
  const rateRequest = useRef(0);
  const mine = changes?.of === course ? changes : null;
  const change = (next: Omit<Changes, 'of'>) =>
    setChanges((previous) => ({
      ...(previous?.of === course ? previous : {}),
      of: course,
      ...next,
    }));

  const collected = mine?.collected ?? course.collected;
  const rating = mine?.rating ?? {
    rating: course.rating,
    ratingCount: course.ratingCount,
    myRating: course.myRating,
  };
  const loggedIn = Boolean(token);
  const resumeId = loggedIn && course.lastLessonId ? course.lastLessonId : null;
  const startId = resumeId ?? firstLessonId(course);

  /**
   * Anonymous: the portal page says why and opens the login screen, which comes back to this
   * course; elsewhere a message.
   */
  const askLogin = (reason: 'catalog.loginToCollect' | 'catalog.loginToRate') => {
    if (hostActive) {
      pushNotice('info', t(reason), LOGIN_REASON_MS);
      navigate('/login', { redirect: router.current?.href ?? `/coursecatalog?id=${course.id}` });
    } else {
      change({ message: 'catalog.loginFirst' });
    }
  };
  const failed = (error: unknown) => {
    // the client already shows the server's msg at the top; say something for transport errors
    if (!isApiError(error) || error.kind !== 'api') change({ message: 'catalog.actionFailed' });
  };

  const toggleCollect = async () => {
    if (!token) return askLogin('catalog.loginToCollect');
    const next = !collected;
    setBusy(true);
    try {
      await (next ? collect('course', course.id) : uncollect('course', course.id));
      change({ collected: next, message: undefined });
      emit(host?.isConnected ? host : window, 'xnfz-collect-change', {
        targetType: 'course',
        targetId: course.id,
        collected: next,
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const rate = async (score: number) => {
    if (!token) return askLogin('catalog.loginToRate');
    const request = ++rateRequest.current;
    const before = rating;
    change({ rating: { ...before, myRating: score } });
    try {
      const answer = await rateCourse(course.id, score);
      if (request === rateRequest.current) change({ rating: answer, message: 'catalog.rated' });
    } catch (error) {
      if (request !== rateRequest.current) return;
      change({ rating: before });
      failed(error);
    }
  };

  return (
    <>
      <Breadcrumb
        trail={[{ label: t('nav.courses'), to: '/courselist' }, { label: course.title }]}
      />
      <CourseOverview course={course} rating={rating} showProgress={loggedIn}>
        {loggedIn && course.progress !== null ? (
          <p className="progress" data-progress={course.progress}>
            <label htmlFor={`${ids}-progress`}>
              {t('catalog.progress', { n: course.progress })}
            </label>
            <progress id={`${ids}-progress`} max={100} value={course.progress} />
          </p>
        ) : null}
        <div className="actions" part="actions">
          {startId ? (
            <RouteLink
              to="/videodetail"
              params={{ id: startId }}
              className="xnfz-button start"
              part="start"
            >
              {t(resumeId ? 'catalog.continueLearning' : 'catalog.startLearning')}
            </RouteLink>
          ) : null}
          <button
            type="button"
            className="xnfz-button xnfz-button--plain collect"
            part="collect"
            aria-pressed={collected}
            disabled={busy}
            onClick={() => void toggleCollect()}
          >
            <Icon name={collected ? 'collection-active' : 'collection'} size={18} />
            {t(collected ? 'catalog.collected' : 'catalog.collect')}
          </button>
        </div>
        <CourseRatingInput
          name={`${ids}-rate`}
          value={rating.myRating}
          onRate={(score) => void rate(score)}
        />
        {mine?.message ? (
          <p
            className={mine.message === 'catalog.rated' ? 'message' : 'message message--warn'}
            role={mine.message === 'catalog.rated' ? 'status' : 'alert'}
            part="message"
          >
            {t(mine.message)}
            {mine.message === 'catalog.loginFirst' ? (
              <>
                {' '}
                <RouteLink to="/login">{t('catalog.toLogin')}</RouteLink>
              </>
            ) : null}
          </p>
        ) : null}
      </CourseOverview>
    </>
  );
}
