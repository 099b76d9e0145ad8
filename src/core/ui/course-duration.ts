/**
 * A lesson length or video position as a clock: `mm:ss`, or `h:mm:ss` from one hour on.
 * (Course lengths read as `3小时25分`: see `formatDuration` in core/i18n/format.)
 * @example
 * formatClock(754); // → 12:34
 * formatClock(3725); // → 1:02:05
 */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** How much of a lesson was learned, 0..100 (whole percent). */
export function lessonPercent(learnedSeconds: number | undefined, durationSeconds: number): number {
  if (!learnedSeconds || durationSeconds <= 0) return 0;
  return Math.min(100, Math.floor((learnedSeconds / durationSeconds) * 100));
}
