/** The 12 months the monthly charts show: the current month (configured time zone) and the 11 before. */
import { monthOf } from './calendar';

export interface MonthWindow {
  /** `YYYY-MM`, oldest first. */
  months: string[];
  /** First day of the oldest month, `YYYY-MM-DD`. */
  firstDay: string;
  /** First day of the month after the current one (exclusive end). */
  endDay: string;
}

function shift(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function lastTwelveMonths(now: Date, timeZone: string): MonthWindow {
  const current = monthOf(now, timeZone);
  const months = Array.from({ length: 12 }, (_, i) => shift(current, i - 11));
  return { months, firstDay: `${months[0]}-01`, endDay: `${shift(current, 1)}-01` };
}
