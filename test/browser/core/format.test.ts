import { expect } from '@open-wc/testing';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatTimeOfDay,
} from '../../../src/core/i18n/format';
import { intlUses } from '../helpers/intl-uses';

/** Counts the formatters of one Intl kind built while `run` runs. */
function countBuilt(kind: 'NumberFormat' | 'DateTimeFormat', run: () => void): number {
  const original = Intl[kind];
  let built = 0;
  const counting = function (...args: unknown[]) {
    built += 1;
    return new (original as new (...a: unknown[]) => unknown)(...args);
  } as unknown as typeof original;
  Object.assign(counting, original);
  (Intl as unknown as Record<string, unknown>)[kind] = counting;
  try {
    run();
  } finally {
    (Intl as unknown as Record<string, unknown>)[kind] = original;
  }
  return built;
}

/** A fixed sequence of pseudo-random numbers in [0, 1) (the same on every run). */
function* sequence(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2147483648;
    yield state / 2147483648;
  }
}

/** Counts and ticks at every magnitude, the rounding edges of 万, 亿, K and M among them. */
function sampleCounts(): number[] {
  const values = [0, 1, 9, 999, 1000, 9999, 10000, 12345, 12350, 12250, 99949, 99950, 99999];
  values.push(999_949, 999_950, 999_999, 1_000_000, 1_050_000, 12_345_678, 99_994_999);
  values.push(99_995_000, 99_999_999, 100_000_000, 999_999_999, 99_999_999_999, 999_999_999_999);
  values.push(0.5, 2.5, 0.125, 0.1, 1234.5, 9999.5, 0.2);
  const random = sequence(17);
  for (let digits = 1; digits <= 12; digits += 1) {
    for (let i = 0; i < 40; i += 1) {
      values.push(Math.floor((random.next().value as number) * 10 ** digits));
    }
  }
  for (let i = 0; i < 40; i += 1) {
    values.push(Math.round((random.next().value as number) * 10_000_000) / 1000);
  }
  return values;
}

describe('number and date formats', () => {
  it('writes counts, chart ticks and China-time dates without going through Intl', () => {
    const uses = intlUses(() => {
      for (const value of sampleCounts()) {
        formatCount(value);
        formatCount(value, 'en-US');
      }
      for (let day = 0; day < 400; day += 1) {
        const iso = new Date(Date.UTC(1992, 0, 1) + day * 86_400_000 * 97.3).toISOString();
        formatDate(iso);
        formatDateTime(iso);
        formatTimeOfDay(Date.parse(iso) + day * 1013);
      }
    });
    expect(uses, 'Intl formatter calls').to.equal(0);
  });

  it('writes exactly what Intl writes', () => {
    const zh = new Intl.NumberFormat('zh-CN');
    const en = new Intl.NumberFormat('en-US');
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    const zhCompact = new Intl.NumberFormat('zh-CN', compact);
    const enCompact = new Intl.NumberFormat('en-US', compact);
    const mismatches: string[] = [];
    const fallbacks = [1e12, 123_456_789_012_345, 1.0005, -1234, 12345.6, -0, NaN, Infinity];
    for (const value of [...sampleCounts(), ...fallbacks]) {
      const big = Math.abs(value) >= 10_000;
      const expected = [(big ? zhCompact : zh).format(value), (big ? enCompact : en).format(value)];
      const actual = [formatCount(value), formatCount(value, 'en-US')];
      if (actual.join() !== expected.join()) mismatches.push(`${value}: ${actual} ≠ ${expected}`);
    }
    const china = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const timeOfDay = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const random = sequence(5);
    const from = Date.UTC(1970, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const times = [8.64e15 - 1000, 8.64e15 - 8 * 3_600_000, Date.UTC(1991, 11, 31, 16)];
    for (let i = 0; i < 2000; i += 1) {
      times.push(Math.floor(from + (random.next().value as number) * (to - from)));
    }
    for (const time of times) {
      const iso = new Date(time).toISOString();
      const expected = china.format(time).replace(', ', ' ');
      if (formatDateTime(iso) !== expected)
        mismatches.push(`${iso}: ${formatDateTime(iso)} ≠ ${expected}`);
      if (formatDate(iso) !== expected.split(' ')[0]) mismatches.push(`${iso}: ${formatDate(iso)}`);
      const clock = timeOfDay.format(time);
      if (formatTimeOfDay(time) !== clock)
        mismatches.push(`${iso}: ${formatTimeOfDay(time)} ≠ ${clock}`);
    }
    expect(mismatches).to.deep.equal([]);
  });

  it('reads times before 1992 through the time-zone rules (China kept summer time 1986–1991)', () => {
    expect(formatDateTime('1988-07-01T00:00:00Z')).to.equal('1988-07-01 09:00');
    expect(formatDateTime('1991-07-01T00:00:00Z')).to.equal('1991-07-01 09:00');
  });

  it('writes counts, durations and China-time dates as a Chinese reader expects', () => {
    expect(formatCount(0)).to.equal('0');
    expect(formatCount(1234)).to.equal('1,234');
    expect(formatCount(12345)).to.equal('1.2万');
    expect(formatCount(123_456_789)).to.equal('1.2亿');
    expect(formatCount(12345, 'en-US')).to.equal('12.3K');
    expect(formatDuration(12300)).to.equal('3小时25分');
    expect(formatDate('2026-11-22T16:05:00Z')).to.equal('2026-11-23');
    expect(formatDateTime('2026-11-22T06:05:00Z')).to.equal('2026-11-22 14:05');
    expect(formatDate('not a date')).to.equal('');
    expect(formatTimeOfDay(Date.parse('2026-11-22T06:05:09Z'))).to.equal('14:05:09');
    expect(formatTimeOfDay(Number.NaN)).to.equal('');
  });

  // Building an Intl formatter costs far more than formatting with it; a dashboard formats
  // hundreds of figures while the page starts, and a phone felt every one.
  it('builds each formatter once, however many figures and dates it writes', () => {
    formatCount(1);
    formatCount(123_456);
    formatCount(1, 'en-US');
    formatCount(123_456, 'en-US');
    formatDate('2026-11-22T06:05:00Z');
    const numbers = countBuilt('NumberFormat', () => {
      for (let i = 0; i < 200; i += 1) {
        formatCount(i * 97);
        formatCount(i * 97, 'en-US');
      }
    });
    const dates = countBuilt('DateTimeFormat', () => {
      for (let i = 0; i < 200; i += 1) {
        formatDate(new Date(Date.UTC(2026, 0, 1 + i)).toISOString());
        formatDateTime(new Date(Date.UTC(2026, 0, 1 + i)).toISOString());
      }
    });
    expect(numbers, 'NumberFormat built').to.equal(0);
    expect(dates, 'DateTimeFormat built').to.equal(0);
  });
});
