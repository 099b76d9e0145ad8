/**
 * The course editor's and category trees' field rules, the same as the server's schemas
 * (server/routes/admin-courses.ts): checked before a save so problems show at the field.
 */
import { mediaFileUrl, optionalText, requiredText, type FieldProblem } from './admin-rules';

/** Longest value of each course field, in characters (the server's limits). */
export const COURSE_LIMITS = {
  title: 100,
  summary: 300,
  description: 100_000,
  teacher: 50,
  tags: 10,
  tag: 20,
  chapterTitle: 100,
  lessonTitle: 100,
  categoryName: 30,
} as const;

/**
 * The tags typed in one box (comma, 、, ， or spaces between them), deduplicated.
 * @example
 * splitTags('力学, 实验 力学'); // → ['力学', '实验']
 */
export function splitTags(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,，、\s]+/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** At most COURSE_LIMITS.tags tags of at most COURSE_LIMITS.tag characters. */
export function tagsOk(tags: readonly string[]): boolean {
  return (
    tags.length <= COURSE_LIMITS.tags && tags.every((tag) => [...tag].length <= COURSE_LIMITS.tag)
  );
}

export { mediaFileUrl, optionalText, requiredText, type FieldProblem };
