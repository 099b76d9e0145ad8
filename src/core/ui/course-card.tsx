import type { CourseSummary } from '../api/contract';
import { formatCount } from '../i18n/format';
import { useT } from '../i18n/translate';
import { courseTypeInfo } from './course-types';
import { coverLoading, type CoverLoading } from './cover-loading';
import { Icon } from './icons';
import { RouteLink } from './route-link';
import { Stars } from './stars';

/**
 * One course as a card: cover, title (the link to 课程目录), its 课程简介 (two lines at most),
 * teacher, type, 课时, learners, views and stars. The whole card is clickable through its title link.
 * @example
 * <CourseCard course={row} level={2} />
 */
export function CourseCard({
  course,
  level = 3,
  cover = coverLoading(Infinity),
}: {
  course: CourseSummary;
  level?: 2 | 3;
  /** How its cover loads (lazy unless the card is in the first screen). */
  cover?: CoverLoading;
}) {
  const t = useT();
  const Title = level === 2 ? 'h2' : 'h3';
  const type = courseTypeInfo(course.type);
  return (
    <li className="xnfz-card course-card" part="card" data-course-id={course.id}>
      {course.cover ? (
        <img
          className="xnfz-card-cover"
          src={course.cover}
          alt={t('courses.coverAlt', { title: course.title })}
          loading={cover.loading}
          fetchPriority={cover.fetchPriority}
        />
      ) : (
        <span className="xnfz-card-cover course-cover-empty" aria-hidden="true">
          <Icon name={type.icon} size={40} />
        </span>
      )}
      <div className="xnfz-card-body">
        <Title className="course-title">
          <RouteLink
            to="/coursecatalog"
            params={{ id: course.id }}
            className="xnfz-card-title course-link"
            part="card-link"
          >
            {course.title}
          </RouteLink>
        </Title>
        {course.summary ? <p className="course-summary">{course.summary}</p> : null}
        <p className="course-teacher">
          <span>{t('courses.teacher', { name: course.teacher })}</span>
          <span className="course-type" data-type={course.type}>
            <Icon name={type.icon} size={14} />
            {t(type.label)}
          </span>
        </p>
        <div className="xnfz-meta">
          <span className="xnfz-meta-item" data-lesson-count={course.lessonCount}>
            <Icon name="schedule" size={16} />
            {t('courses.lessonCount', { n: course.lessonCount })}
          </span>
          <span className="xnfz-meta-item" data-learn-count={course.learnCount}>
            <Icon name="people" size={16} label={t('courses.learners')} />
            {formatCount(course.learnCount)}
          </span>
          <span className="xnfz-meta-item" data-click-count={course.clickCount}>
            <Icon name="views" size={16} label={t('courses.views')} />
            {formatCount(course.clickCount)}
          </span>
          <Stars rating={course.rating} />
        </div>
      </div>
    </li>
  );
}
