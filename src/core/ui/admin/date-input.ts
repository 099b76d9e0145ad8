/**
 * `<input type="datetime-local">` values on the centre's clock (China time): the console enters
 * every time as it shows it (format.ts formatDateTime), whatever the time zone of the office PC.
 */
import { formatDateTime } from '../../i18n/format';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** China time has been UTC+8 all year since 1992 (format.ts); older times are corrected below. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A `YYYY-MM-DD HH:MM` / `YYYY-MM-DDTHH:MM` wall clock as if it were UTC (ms), or null. */
function wallClockMs(value: string): number | null {
  const match = WALL_CLOCK.exec(value.replace(' ', 'T'));
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(ms);
  // 2026-02-30 or 25:00 are not times
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return ms;
}

/**
 * An ISO time as the value of `<input type="datetime-local">` on the centre's clock.
 * @example
 * isoToLocalInput('2026-11-24T02:00:00.000Z'); // → '2026-11-24T10:00' (China time, any browser)
 */
export function isoToLocalInput(iso: string): string {
  return formatDateTime(iso).replace(' ', 'T');
}

/**
 * A `datetime-local` value on the centre's clock back to an ISO time (UTC); null when it is not a
 * time.
 * @example
 * localInputToIso('2026-11-24T10:00'); // → '2026-11-24T02:00:00.000Z' (China time, any browser)
 */
export function localInputToIso(value: string): string | null {
  const wall = wallClockMs(value.slice(0, 16));
  if (wall === null) return null;
  let instant = wall - CHINA_OFFSET_MS;
  // before 1992 China had summer time in some years: correct by what the clock shows then
  const shown = wallClockMs(formatDateTime(new Date(instant).toISOString()));
  if (shown !== null) instant += wall - shown;
  return new Date(instant).toISOString();
}
