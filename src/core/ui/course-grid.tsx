import type { CourseSummary } from '../api/contract';
import { CourseCard } from './course-card';
import { coverLoading } from './cover-loading';

/**
 * Course cards in the responsive grid (4 / 3 / 2 / 1 across).
 * @example
 * <CourseGrid courses={page.rows} />
 */
export function CourseGrid({
  courses,
  label,
  level,
  eagerCovers = 0,
}: {
  courses: CourseSummary[];
  label?: string;
  /** Heading level of the card titles (3 under a section heading, 2 under the page title). */
  level?: 2 | 3;
  /** Cards whose covers load at once: FIRST_SCREEN_COVERS when the grid opens its screen. */
  eagerCovers?: number;
}) {
  return (
    <ul className="xnfz-grid course-grid" part="grid" aria-label={label}>
      {courses.map((course, position) => (
        <CourseCard
          key={course.id}
          course={course}
          level={level}
          cover={coverLoading(position, eagerCovers)}
        />
      ))}
    </ul>
  );
}
