import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { getCourse } from '../../core/api/courses';
import type { CourseDetail } from '../../core/api/contract';
import { AsyncView } from '../../core/ui/async-view';
import { recordId } from '../../core/ui/course-types';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { auth } from '../../core/store/auth';
import { CatalogView } from './catalog-view';
import { COURSE_OVERVIEW_STYLES } from '../../core/ui/course-overview.styles';

export interface CourseCatalogProps {
  /** The course (the host passes `?id=` of `/coursecatalog`). */
  courseId?: number;
  container?: ShadowRoot;
}

/**
 * 课程目录: one course with its chapters and lessons, my progress, 开始学习 / 继续学习, 收藏 and
 * rating. Loads again when the login changes (collected, my rating and progress are personal).
 */
export function CourseCatalog({ courseId, container }: CourseCatalogProps) {
  const id = recordId(courseId);
  const { token } = useSnapshot(auth);
  const load = useCallback(
    (): Promise<CourseDetail | null> => (id ? getCourse(id) : Promise.resolve(null)),
    [id],
  );
  const result = useAsync(load, [id, token]);
  return (
    <WidgetShell styles={COURSE_OVERVIEW_STYLES}>
      <article className="catalog" part="base">
        <AsyncView result={result} isEmpty={(course) => course === null}>
          {(course) => (course ? <CatalogView course={course} host={container?.host} /> : null)}
        </AsyncView>
      </article>
    </WidgetShell>
  );
}
