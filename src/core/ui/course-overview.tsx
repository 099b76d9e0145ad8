import { useId, type ReactNode } from 'react';
import type { CourseDetail } from '../api/contract';
import { formatCount, formatDuration } from '../i18n/format';
import { useT } from '../i18n/translate';
import { CourseChapters } from './course-chapters';
import { courseTypeInfo } from './course-types';
import { Icon } from './icons';
import { RichText } from './rich-text';
import { Stars } from './stars';

export interface CourseOverviewProps {
  course: CourseDetail;
  /** The rating shown (the portal shows the user's own rating at once). */
  rating: { rating: number; ratingCount: number };
  /** Each lesson's progress beside it (a logged-in learner). */
  showProgress: boolean;
  /** What a visitor does with the course (progress, 开始学习, 收藏, 评分), under the figures. */
  children?: ReactNode;
  /** The title's heading level: 1 on its own page, 3 inside another screen (the console's preview). */
  level?: 1 | 3;
}

/**
 * A course as the portal's course page shows it: the header (cover, title, teacher, type, tags,
 * 课时, 时长, learners, views, stars), 课程简介, 课程介绍 and the chapters. The portal page and the
 * console's preview both draw it, so the preview is what a visitor will see.
 * @example
 * <CourseOverview course={course} rating={course} showProgress={false}>{actions}</CourseOverview>
 */
export function CourseOverview({
  course,
  rating,
  showProgress,
  children,
  level = 1,
}: CourseOverviewProps) {
  const t = useT();
  const Title = level === 1 ? 'h1' : 'h3';
  const Section = level === 1 ? 'h2' : 'h4';
  const ids = useId();
  const type = courseTypeInfo(course.type);
  const lessonCount = course.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <>
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
          <Title className="title" part="title">
            {course.title}
          </Title>
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
          {children}
        </div>
      </header>
      {course.summary ? (
        <section className="section" aria-labelledby={`${ids}-summary`}>
          <Section className="section-title" id={`${ids}-summary`}>
            {t('catalog.summary')}
          </Section>
          <p className="summary" part="summary">
            {course.summary}
          </p>
        </section>
      ) : null}
      {course.description ? (
        <section className="section" aria-labelledby={`${ids}-about`}>
          <Section className="section-title" id={`${ids}-about`}>
            {t('catalog.description')}
          </Section>
          <RichText html={course.description} />
        </section>
      ) : null}
      <section className="section" aria-labelledby={`${ids}-chapters`}>
        <Section className="section-title" id={`${ids}-chapters`}>
          {t('catalog.chapters')}
        </Section>
        <CourseChapters chapters={course.chapters} showProgress={showProgress} />
      </section>
    </>
  );
}
