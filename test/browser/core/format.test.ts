import { expect } from '@open-wc/testing';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
} from '../../../src/core/i18n/format';

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

describe('number and date formats', () => {
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
