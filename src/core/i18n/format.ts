import { config, type Lang } from '../config/config';
import { t } from './translate';

// Building an Intl formatter costs far more than using it (a dashboard formats hundreds of
// figures while the page starts): each is built once per language and kept.
const countFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count for Chinese readers: `1,234`, and from 10 000 on `1.2万` (`1.2亿` beyond).
 * @example
 * formatCount(12345); // → 1.2万
 */
export function formatCount(value: number, lang: Lang = config.lang): string {
  const compact = Math.abs(value) >= 10_000;
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

function partsOf(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // dates read in China time, whatever the reader's machine is set to
  chinaTime ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = chinaTime.formatToParts(date);
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
