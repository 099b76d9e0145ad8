import { config, type Lang } from '../config/config';
import { t } from './translate';

// The first Intl formatter of a page loads the ICU data (20–35 ms on a desktop, four times that
// on a phone, inside the render of the first figure): counts and dates of the usual kinds are
// written by hand, exactly as Intl writes them (test/browser/core/format.test.ts), and Intl,
// each formatter built once, is kept for the rest.
const countFormats = new Map<string, Intl.NumberFormat>();

/** Compact units from the smallest: a value is written in the largest it reaches. */
const COMPACT_UNITS: Record<Lang, [number, string][]> = {
  'zh-CN': [
    [1e4, '万'],
    [1e8, '亿'],
    [1e12, '万亿'],
  ],
  'en-US': [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
    [1e12, 'T'],
  ],
};

/** `value` in `unit`s, in tenths rounded half up (exact: integers below 2^53). */
function tenthsOf(value: number, unit: number): number {
  const rest = (value * 10) % unit;
  return (value * 10 - rest) / unit + (rest * 2 >= unit ? 1 : 0);
}

/** A non-negative integer below 10^12 in compact notation, maximum one decimal: `1.2万`, `12.3K`. */
function compactOf(value: number, lang: Lang): string {
  const units = COMPACT_UNITS[lang];
  let index = 0;
  while (index + 1 < units.length && value >= (units[index + 1]?.[0] ?? Infinity)) index += 1;
  let [unit, suffix] = units[index] ?? [1, ''];
  let tenths = tenthsOf(value, unit);
  const next = units[index + 1];
  // rounded up into the next unit: 99 999 is 10万 but 99 999 999 is 1亿
  if (next && tenths >= (next[0] / unit) * 10) {
    index += 1;
    [unit, suffix] = next;
    tenths = tenthsOf(value, unit);
  }
  const whole = Math.floor(tenths / 10);
  return `${tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`}${suffix}`;
}

/** `1234.5` → `1,234.5`: up to three decimals, as written (none beyond, no exponent). */
function groupedOf(value: number): string | null {
  const [whole = '', decimals] = String(value).split('.');
  if (!/^\d+$/.test(whole) || (decimals !== undefined && !/^\d{1,3}$/.test(decimals))) return null;
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** What the hand path writes of `value`, or null where Intl has to. */
function countByHand(value: number, lang: Lang, compact: boolean): string | null {
  if (compact)
    return Number.isInteger(value) && value > 0 && value < 1e12 ? compactOf(value, lang) : null;
  return value >= 0 && !Object.is(value, -0) ? groupedOf(value) : null;
}

/**
 * A count for Chinese readers: `1,234`, and from 10 000 on `1.2万` (`1.2亿` beyond).
 * @example
 * formatCount(12345); // → 1.2万
 */
export function formatCount(value: number, lang: Lang = config.lang): string {
  const compact = Math.abs(value) >= 10_000;
  const byHand = countByHand(value, lang, compact);
  if (byHand !== null) return byHand;
  const key = lang + compact;
  let format = countFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      lang,
      compact ? { notation: 'compact', maximumFractionDigits: 1 } : {},
    );
    countFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Whole seconds as hours and minutes: `3小时25分`.
 * @example
 * formatDuration(12300); // → 3小时25分
 */
export function formatDuration(seconds: number, lang: Lang = config.lang): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  if (h > 0 && m > 0) return t('unit.hoursMinutes', { h: formatCount(h, lang), m }, lang);
  if (h > 0) return t('unit.hours', { h: formatCount(h, lang) }, lang);
  if (m > 0) return t('unit.minutes', { m }, lang);
  return t('unit.seconds', { s: total }, lang);
}

let chinaTime: Intl.DateTimeFormat | null = null;

/** China has kept UTC+8 the whole year since its last summer time ended in September 1991. */
const FIXED_CHINA_TIME_SINCE = Date.UTC(1992, 0, 1);
const CHINA_OFFSET_MS = 8 * 3_600_000;
/** The last time whose China time a Date can still hold (the largest Date is 8.64e15 ms). */
const FIXED_CHINA_TIME_UNTIL = 8.64e15 - CHINA_OFFSET_MS;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsOf(at: string | number): Record<string, string> | null {
  const time = new Date(at).getTime();
  if (Number.isNaN(time)) return null;
  // dates read in China time, whatever the reader's machine is set to
  if (time >= FIXED_CHINA_TIME_SINCE && time <= FIXED_CHINA_TIME_UNTIL) {
    const china = new Date(time + CHINA_OFFSET_MS);
    return {
      year: String(china.getUTCFullYear()),
      month: twoDigits(china.getUTCMonth() + 1),
      day: twoDigits(china.getUTCDate()),
      hour: twoDigits(china.getUTCHours()),
      minute: twoDigits(china.getUTCMinutes()),
      second: twoDigits(china.getUTCSeconds()),
    };
  }
  chinaTime ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = chinaTime.formatToParts(time);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * An ISO time as a date: `2026-11-22`.
 * @example
 * formatDate('2026-11-22T06:05:00Z'); // → 2026-11-22
 */
export function formatDate(iso: string): string {
  const p = partsOf(iso);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/**
 * An ISO time as date and time: `2026-11-22 14:05`.
 * @example
 * formatDateTime('2026-11-22T06:05:00Z'); // → 2026-11-22 14:05
 */
export function formatDateTime(iso: string): string {
  const p = partsOf(iso);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}` : '';
}

/**
 * A time in ms as the time of day in China time: `14:05:09`.
 * @example
 * formatTimeOfDay(Date.parse('2026-11-22T06:05:09Z')); // → 14:05:09
 */
export function formatTimeOfDay(ms: number): string {
  const p = partsOf(ms);
  return p ? `${p.hour}:${p.minute}:${p.second}` : '';
}
