import type { CourseSummary } from '../api/contract';
import { CourseCard } from './course-card';

/**
 * Course cards in the responsive grid (4 / 3 / 2 / 1 across).
 * @example
 * <CourseGrid courses={page.rows} />
 */
export function CourseGrid({
  courses,
  label,
  level,
}: {
  courses: CourseSummary[];
  label?: string;
  /** Heading level of the card titles (3 under a section heading, 2 under the page title). */
  level?: 2 | 3;
}) {
  return (
    <ul className="xnfz-grid course-grid" part="grid" aria-label={label}>
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} level={level} />
      ))}
    </ul>
  );
}
