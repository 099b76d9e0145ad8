import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../core/api/api-error';
import { collect, uncollect } from '../../core/api/collections';
import type { CourseDetail, RateCourseData } from '../../core/api/contract';
import { rateCourse } from '../../core/api/courses';
import { emit } from '../../core/events/events';
import { formatCount, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { navigate, router } from '../../core/router/router';
import { LOGIN_REASON_MS, pushNotice } from '../../core/store/notices';
import { auth } from '../../core/store/auth';
import { Breadcrumb } from '../../core/ui/breadcrumb';
import { CourseChapters } from '../../core/ui/course-chapters';
import { CourseRatingInput } from '../../core/ui/course-rating-input';
import { courseTypeInfo } from '../../core/ui/course-types';
import { Icon } from '../../core/ui/icons';
import { RichText } from '../../core/ui/rich-text';
import { RouteLink } from '../../core/ui/route-link';
import { Stars } from '../../core/ui/stars';

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
  const type = courseTypeInfo(course.type);
  const loggedIn = Boolean(token);
  const resumeId = loggedIn && course.lastLessonId ? course.lastLessonId : null;
  const startId = resumeId ?? firstLessonId(course);
  const lessonCount = course.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);

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
      <header className="head" part="header">
        {course.cover ? (
          <img
            className="cover"
            src={course.cover}
            alt={t('courses.coverAlt', { title: course.title })}
            part="cover"
          />
        ) : null}
        <div className="head-body">
          <h1 className="title" part="title">
            {course.title}
          </h1>
          <p className="facts">
            <span>{t('courses.teacher', { name: course.teacher })}</span>
            <span className="fact" data-type={course.type}>
              <Icon name={type.icon} size={16} />
              <span className="xnfz-visually-hidden">{t('catalog.type')}</span>
              {t(type.label)}
            </span>
          </p>
          {course.tags.length > 0 ? (
            <ul className="tags" part="tags" aria-label={t('catalog.tags')}>
              {course.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          <dl className="counts">
            <div data-count="lessons">
              <dt>{t('courses.lessons')}</dt>
              <dd>{formatCount(course.lessonCount || lessonCount)}</dd>
            </div>
            <div data-count="duration">
              <dt>{t('catalog.duration')}</dt>
              <dd>{formatDuration(course.durationSeconds)}</dd>
            </div>
            <div data-count="learners" data-value={course.learnCount}>
              <dt>
                <Icon name="people" size={16} />
                {t('courses.learners')}
              </dt>
              <dd>{formatCount(course.learnCount)}</dd>
            </div>
            <div data-count="views" data-value={course.clickCount}>
              <dt>
                <Icon name="views" size={16} />
                {t('courses.views')}
              </dt>
              <dd>{formatCount(course.clickCount)}</dd>
            </div>
          </dl>
          <p
            className="rating"
            part="rating"
            data-rating={rating.rating}
            data-rating-count={rating.ratingCount}
          >
            <Stars rating={rating.rating} />
            {rating.ratingCount > 0 ? (
              <>
                <span className="rating-value">
                  {t('catalog.ratingValue', { n: rating.rating })}
                </span>
                <span className="muted">{t('catalog.ratingCount', { n: rating.ratingCount })}</span>
              </>
            ) : (
              <span className="muted">{t('catalog.noRating')}</span>
            )}
          </p>
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
        </div>
      </header>
      {course.summary ? (
        <section className="section" aria-labelledby={`${ids}-summary`}>
          <h2 className="section-title" id={`${ids}-summary`}>
            {t('catalog.summary')}
          </h2>
          <p className="summary" part="summary">
            {course.summary}
          </p>
        </section>
      ) : null}
      {course.description ? (
        <section className="section" aria-labelledby={`${ids}-about`}>
          <h2 className="section-title" id={`${ids}-about`}>
            {t('catalog.description')}
          </h2>
          <RichText html={course.description} />
        </section>
      ) : null}
      <section className="section" aria-labelledby={`${ids}-chapters`}>
        <h2 className="section-title" id={`${ids}-chapters`}>
          {t('catalog.chapters')}
        </h2>
        <CourseChapters chapters={course.chapters} showProgress={loggedIn} />
      </section>
    </>
  );
}
