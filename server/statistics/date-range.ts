/**
 * Optional `startDate` / `endDate` query parameters (`YYYY-MM-DD`, days in the configured time
 * zone): the schema checks the shape, `checkDateRange` that the days exist and start ≤ end.
 */
import { and, gte, lt, sql, type Column, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/envelope';

export const dateSchema = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: '必须是 YYYY-MM-DD 格式的日期',
} as const;

export const dateRangeProperties = { startDate: dateSchema, endDate: dateSchema } as const;

export interface DateRange {
  startDate?: string;
  endDate?: string;
}

/** True for a real calendar day such as 2024-02-29 (not 2023-02-29 or 2024-13-01). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Throws `参数错误：…` for a day that does not exist or a start after the end. */
export function checkDateRange(range: DateRange): void {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = range[field];
    if (value !== undefined && !isCalendarDay(value)) {
      throw new ApiError(`参数错误：${field} 不是有效的日期`);
    }
  }
  if (range.startDate && range.endDate && range.startDate > range.endDate) {
    throw new ApiError('参数错误：startDate 不能晚于 endDate');
  }
}

/** The instant a day (`YYYY-MM-DD`) begins in the time zone, as SQL. */
function dayStart(day: string, timeZone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * SQL condition: the time column falls on one of the range's days (both ends included), or
 * undefined when the range is open on both sides.
 * @example
 * db.select().from(learnRecords).where(withinDays(learnRecords.startedAt, query, 'Asia/Shanghai'));
 */
export function withinDays(column: Column, range: DateRange, timeZone: string): SQL | undefined {
  return and(
    range.startDate ? gte(column, dayStart(range.startDate, timeZone)) : undefined,
    range.endDate ? lt(column, dayStart(range.endDate, timeZone, 1)) : undefined,
  );
}
