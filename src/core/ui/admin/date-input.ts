const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as the value of `<input type="datetime-local">` in the browser's time zone.
 * @example
 * isoToLocalInput('2026-11-24T02:00:00.000Z'); // → '2026-11-24T10:00' in Asia/Shanghai
 */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value back to an ISO time (UTC); null when it is not a time.
 * @example
 * localInputToIso('2026-11-24T10:00'); // → '2026-11-24T02:00:00.000Z' in Asia/Shanghai
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
