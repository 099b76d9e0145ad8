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

/** `YYYY-MM-DD` of the instant in the time zone. */
export function dayOf(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `YYYY-MM` of the instant in the time zone. */
export function monthOf(instant: Date, timeZone: string): string {
  return dayOf(instant, timeZone).slice(0, 7);
}
