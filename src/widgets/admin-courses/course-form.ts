/** The course form's draft: what the fields hold, their checks and the body sent to the server. */
import type { AdminCourseSaveBody, VersionFieldsOf } from '../../core/api/admin-contract';
import type { CourseType } from '../../core/api/contract';
import { adminT } from '../../core/i18n/admin-translate';
import { courseT, type AdminCourseKey } from '../../core/i18n/zh-cn/admin-courses';
import { savedAgainst } from '../../core/ui/admin/draft-fields';
import {
  COURSE_LIMITS,
  mediaFileUrl,
  optionalText,
  requiredText,
  splitTags,
  tagsOk,
  type FieldProblem,
} from '../../core/validation/course-rules';

export interface CourseDraft {
  title: string;
  type: CourseType;
  categoryId: string;
  cover: string;
  teacher: string;
  summary: string;
  description: string;
  tags: string;
  ownerId: string;
}

export type CourseField = keyof CourseDraft;

export const COURSE_FIELD_LABELS: Record<CourseField, AdminCourseKey> = {
  title: 'editor.title',
  type: 'editor.type',
  categoryId: 'editor.category',
  cover: 'editor.cover',
  teacher: 'editor.teacher',
  summary: 'editor.summary',
  description: 'editor.description',
  tags: 'editor.tags',
  ownerId: 'editor.owner',
};

export function emptyCourseDraft(): CourseDraft {
  return {
    title: '',
    type: 'major',
    categoryId: '',
    cover: '',
    teacher: '',
    summary: '',
    description: '',
    tags: '',
    ownerId: '',
  };
}

export function courseDraftOf(
  course: VersionFieldsOf['course'] & { ownerId: number | null },
): CourseDraft {
  return {
    title: course.title,
    type: course.type,
    categoryId: course.categoryId === null ? '' : String(course.categoryId),
    cover: course.cover,
    teacher: course.teacher,
    summary: course.summary,
    description: course.description,
    tags: course.tags.join('，'),
    ownerId: course.ownerId === null ? '' : String(course.ownerId),
  };
}

const label = (field: CourseField) => courseT(COURSE_FIELD_LABELS[field]);
const text = (problem: FieldProblem | null) =>
  problem ? adminT(problem.key, problem.params) : null;

/** Every field's problem (empty: the draft can be sent). */
export function checkCourseDraft(draft: CourseDraft): Partial<Record<CourseField, string>> {
  const found: Partial<Record<CourseField, string | null>> = {
    title: text(requiredText(draft.title, COURSE_LIMITS.title, label('title'))),
    cover: text(mediaFileUrl(draft.cover.trim(), label('cover'))),
    teacher: text(optionalText(draft.teacher, COURSE_LIMITS.teacher, label('teacher'))),
    summary: text(optionalText(draft.summary, COURSE_LIMITS.summary, label('summary'))),
    description: text(
      optionalText(draft.description, COURSE_LIMITS.description, label('description')),
    ),
    tags: tagsOk(splitTags(draft.tags)) ? null : courseT('editor.tooManyTags'),
  };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<
    Record<CourseField, string>
  >;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The save body of a draft; `against` is the version it was opened at (none: a new course).
 * `published`: 保存并发布 / 发布更新; false keeps an unpublished course unpublished and saves the
 * working copy of a published one.
 */
export function courseBodyOf(
  draft: CourseDraft,
  published: boolean,
  against: { id: number; version: string } | null,
): AdminCourseSaveBody {
  return {
    ...savedAgainst(against),
    title: draft.title.trim(),
    type: draft.type,
    categoryId: idOrNull(draft.categoryId),
    cover: draft.cover.trim(),
    teacher: draft.teacher.trim(),
    summary: draft.summary.trim(),
    description: draft.description,
    tags: splitTags(draft.tags),
    ownerId: idOrNull(draft.ownerId),
    published,
  };
}

/** The draft field a server refusal names (`参数错误：tags …` → tags). */
export function courseFieldOf(serverField: string): CourseField | null {
  const name = serverField.split(/[.[]/)[0] ?? '';
  return name in COURSE_FIELD_LABELS ? (name as CourseField) : null;
}
