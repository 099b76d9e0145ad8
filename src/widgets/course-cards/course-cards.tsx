import { useCallback } from 'react';
import { listCourses } from '../../core/api/courses';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { CourseGrid } from '../../core/ui/course-grid';
import { courseSortOf, courseTypeInfo, courseTypeOf, recordId } from '../../core/ui/course-types';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { courseCardsStyles } from './course-cards.styles';

export interface CourseCardsProps {
  /** `major`, `practice` or `simulation`; all types when missing. */
  type?: string;
  /** How many courses (default 8, at most 50). */
  limit?: number;
  /** `new`, `hot` (default) or `rating`. */
  sort?: string;
  /** Only this category (and its sub-categories). */
  categoryId?: number;
  /** Replaces the heading; `none` hides it. */
  heading?: string;
}

/** An embeddable grid of course cards, e.g. the most popular 实践实训 courses. */
export function CourseCards({ type, limit, sort, categoryId, heading }: CourseCardsProps) {
  const t = useT();
  const courseType = courseTypeOf(type);
  const order = courseSortOf(sort, 'hot');
  const size = limit && Number.isInteger(limit) && limit > 0 && limit <= 50 ? limit : 8;
  const category = recordId(categoryId);
  const load = useCallback(
    () =>
      listCourses({
        pageNum: 1,
        pageSize: size,
        type: courseType,
        sort: order,
        categoryId: category ?? undefined,
      }),
    [size, courseType, order, category],
  );
  const result = useAsync(load, [size, courseType, order, category]);
  const title =
    heading || (courseType ? t(courseTypeInfo(courseType).label) : t('courseCards.title'));
  return (
    <WidgetShell styles={courseCardsStyles}>
      <section className="cards" part="base" aria-label={title}>
        {heading === 'none' ? null : (
          <div className="section-head">
            <h2 className="section-title" part="title">
              {title}
            </h2>
            <RouteLink
              to={category ? `/courselist/${category}` : '/courselist'}
              params={{ type: courseType, sort: order === 'new' ? undefined : order }}
              className="more-link"
              part="more"
            >
              {t('home.moreCourses')}
            </RouteLink>
          </div>
        )}
        <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
          {(page) => <CourseGrid courses={page.rows} label={title} />}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
