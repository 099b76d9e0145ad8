/**
 * Reading the raw readings an experiment page sends (plain JSON from the browser) on the server:
 * every field checked, a problem reported with the field's path, e.g.
 * `readings.trials[2].timeS 必须是 0 到 3600 之间的数字`. No DOM in here.
 */

/** A field of the readings that is missing or out of its range. */
export class ReadingsProblem extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field} ${rule}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `path`, or a problem. */
export function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new ReadingsProblem(path, '必须是对象');
  return value;
}

/** A finite number within [min, max] (an integer when `integer`), or a problem. */
export function numberAt(
  value: unknown,
  path: string,
  min: number,
  max: number,
  integer = false,
): number {
  const unit = integer ? '整数' : '数字';
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    throw new ReadingsProblem(path, `必须是 ${min} 到 ${max} 之间的${unit}`);
  }
  return value;
}

/** Like numberAt, but null (or a missing field) is allowed. */
export function optionalNumberAt(
  value: unknown,
  path: string,
  min: number,
  max: number,
): number | null {
  return value === null || value === undefined ? null : numberAt(value, path, min, max);
}

/** An array of at most `max` items, each read by `item`, or a problem. */
export function arrayAt<T>(
  value: unknown,
  path: string,
  max: number,
  item: (entry: unknown, path: string) => T,
): T[] {
  if (!Array.isArray(value)) throw new ReadingsProblem(path, '必须是数组');
  if (value.length > max) throw new ReadingsProblem(path, `最多 ${max} 项`);
  return value.map((entry, index) => item(entry, `${path}[${index}]`));
}

/** One of `allowed` (or null when `nullable`), or a problem. */
export function oneOfAt<T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ReadingsProblem(path, `必须是 ${allowed.join('、')} 之一`);
  }
  return value as T;
}
