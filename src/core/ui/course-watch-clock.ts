/**
 * Counts how long a video really played: the media time that advanced while playing, never more
 * than the wall-clock time that passed (fast playback, jumps and stalls do not add up to more).
 * Fractions of a second stay for the next report.
 * @example
 * const clock = new WatchClock();
 * clock.start(video.currentTime, performance.now());
 * clock.sample(video.currentTime, performance.now()); // on timeupdate
 * const watchedSeconds = clock.take(); // whole seconds since the last take
 */
export class WatchClock {
  private mediaAt: number | null = null;
  private wallAt = 0;
  private seconds = 0;

  /** Playback runs from `mediaTime` (seconds) at `now` (ms, performance.now()). */
  start(mediaTime: number, now: number): void {
    this.mediaAt = mediaTime;
    this.wallAt = now;
  }

  /** A sample while playing: adds what played since the last sample. */
  sample(mediaTime: number, now: number): void {
    if (this.mediaAt === null) return;
    const played = mediaTime - this.mediaAt;
    const wall = (now - this.wallAt) / 1000;
    if (played > 0 && wall > 0) this.seconds += Math.min(played, wall);
    this.mediaAt = mediaTime;
    this.wallAt = now;
  }

  /** Playback stopped (pause, end): counts up to here, then waits for the next start. */
  stop(mediaTime: number, now: number): void {
    this.sample(mediaTime, now);
    this.mediaAt = null;
  }

  /** Playback jumps (seeking): nothing counts until it runs again. */
  halt(): void {
    this.mediaAt = null;
  }

  get running(): boolean {
    return this.mediaAt !== null;
  }

  /** Whole seconds played since the last take. */
  take(): number {
    const whole = Math.floor(this.seconds);
    this.seconds -= whole;
    return whole;
  }
}
