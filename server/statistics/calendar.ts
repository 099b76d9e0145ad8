/** Calendar days and months in the configured time zone (what "today" means in statistics). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

// every time zone's days begin on a whole minute, so the day of a minute is the day of all of it
// (formatting the date is a noticeable part of counting a visit)
const dayOfMinute = new Map<string, { minute: number; day: string }>();

/** `YYYY-MM-DD` of the instant in the time zone. */
export function dayOf(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = dayOfMinute.get(timeZone);
  if (known?.minute === minute) return known.day;
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  dayOfMinute.set(timeZone, { minute, day });
  return day;
}

/** `YYYY-MM` of the instant in the time zone. */
export function monthOf(instant: Date, timeZone: string): string {
  return dayOf(instant, timeZone).slice(0, 7);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(instant: Date, timeZone: string): Record<string, number> {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return Object.fromEntries(
    format
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/**
 * The instant's wall-clock time in the time zone, as a Date whose UTC fields are that wall clock
 * (how an Excel date is stored: a day number without a zone).
 * @example
 * wallClock(new Date('2026-11-25T16:34:00Z'), 'Asia/Shanghai').toISOString(); // '2026-11-26T00:34:00.000Z'
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const p = wallClockParts(instant, timeZone);
  return new Date(
    Date.UTC(
      p.year ?? 1970,
      (p.month ?? 1) - 1,
      p.day ?? 1,
      p.hour ?? 0,
      p.minute ?? 0,
      p.second ?? 0,
      instant.getUTCMilliseconds(),
    ),
  );
}
