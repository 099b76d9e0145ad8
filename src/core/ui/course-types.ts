import type { CourseSort, CourseType } from '../api/contract';
import type { MessageKey } from '../i18n/zh-cn';
import type { IconName } from './icons';

export interface CourseTypeInfo {
  type: CourseType;
  label: MessageKey;
  icon: IconName;
}

const MAJOR: CourseTypeInfo = { type: 'major', label: 'courses.type.major', icon: 'major' };

/** The three course types in the order of the UI guide, with their labels and icons. */
export const COURSE_TYPE_INFO: readonly CourseTypeInfo[] = [
  MAJOR,
  { type: 'practice', label: 'courses.type.practice', icon: 'practice' },
  { type: 'simulation', label: 'courses.type.simulation', icon: 'simulation' },
];

export const COURSE_SORTS: readonly CourseSort[] = ['new', 'hot', 'rating'];

/**
 * A course type from an attribute or the address, or undefined when it is not one.
 * @example
 * courseTypeOf('practice'); // → 'practice'
 */
export function courseTypeOf(value: string | null | undefined): CourseType | undefined {
  return COURSE_TYPE_INFO.find((info) => info.type === value)?.type;
}

/** A sort order from an attribute or the address; `fallback` when it is not one. */
export function courseSortOf(value: string | null | undefined, fallback: CourseSort): CourseSort {
  return COURSE_SORTS.find((sort) => sort === value) ?? fallback;
}

/** The label and icon of a course type. */
export function courseTypeInfo(type: CourseType): CourseTypeInfo {
  return COURSE_TYPE_INFO.find((info) => info.type === type) ?? MAJOR;
}

/**
 * A record id from an attribute (r2wc parses numbers with parseFloat): a positive whole number,
 * or null.
 * @example
 * recordId(12); // → 12
 * recordId(Number.NaN); // → null
 */
export function recordId(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}
