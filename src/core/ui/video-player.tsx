import { useEffect, useRef } from 'react';
import { useT } from '../i18n/translate';
import { WatchClock } from './course-watch-clock';

export type WatchReportReason = 'interval' | 'pause' | 'ended' | 'hide' | 'leave';

export interface WatchReport {
  /** Whole seconds into the video. */
  position: number;
  /** Whole seconds really played since the previous report (never more than wall-clock time). */
  watchedSeconds: number;
  reason: WatchReportReason;
}

export interface VideoPlayerProps {
  src: string;
  poster?: string;
  /** Accessible name of the video. */
  label: string;
  /** Seconds to resume from once the metadata is known (0: from the start). */
  startAt?: number;
  /** Called every `reportEvery` seconds while playing, and on pause, end, page hide and unmount. */
  onReport?: (report: WatchReport) => void;
  /** Called once the stored position was applied. */
  onResumed?: (position: number) => void;
  /** Called when the video has played to its end (after the `ended` report). */
  onEnded?: () => void;
  /** Called when it starts playing (again). */
  onPlaying?: () => void;
  reportEvery?: number;
}

/**
 * A native `<video controls>` that resumes at a stored position and reports the time really
 * watched: every `reportEvery` (15) seconds while playing, on pause and end, when the page is
 * hidden, and when it leaves the page (a route change unmounts it).
 * @example
 * <VideoPlayer src={lesson.videoUrl} poster={lesson.poster} label={lesson.title} startAt={lesson.position} onReport={send} />
 */
export function VideoPlayer({
  src,
  poster,
  label,
  startAt = 0,
  onReport,
  onResumed,
  onEnded,
  onPlaying,
  reportEvery = 15,
}: VideoPlayerProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onReport, onResumed, onEnded, onPlaying, startAt, reportEvery });
  latest.current = { onReport, onResumed, onEnded, onPlaying, startAt, reportEvery };

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const clock = new WatchClock();
    const resumeAt = Math.max(0, Math.floor(latest.current.startAt));
    let ready = false;
    let lastPosition = resumeAt;
    let timer: ReturnType<typeof setInterval> | undefined;
    const now = () => performance.now();
    const playing = () => !element.paused && !element.ended && !element.seeking;

    const report = (reason: WatchReportReason) => {
      if (clock.running && playing()) clock.sample(element.currentTime, now());
      const watchedSeconds = clock.take();
      const position = Math.floor(
        reason === 'ended' && Number.isFinite(element.duration)
          ? Math.round(element.duration)
          : element.currentTime,
      );
      // nothing new: no call (and before the metadata the position is not the real one yet)
      if (watchedSeconds === 0 && (!ready || position === lastPosition)) return;
      lastPosition = position;
      latest.current.onReport?.({ position, watchedSeconds, reason });
    };
    const stopTimer = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };

    const onMetadata = () => {
      if (ready) return;
      ready = true;
      const duration = element.duration;
      if (resumeAt > 0 && (!Number.isFinite(duration) || resumeAt < duration - 1)) {
        element.currentTime = resumeAt;
        latest.current.onResumed?.(resumeAt);
      }
    };
    const onPlaying = () => {
      clock.start(element.currentTime, now());
      stopTimer();
      timer = setInterval(() => report('interval'), Math.max(1, latest.current.reportEvery) * 1000);
      latest.current.onPlaying?.();
    };
    const onTimeUpdate = () => {
      if (clock.running && playing()) clock.sample(element.currentTime, now());
    };
    const onPause = () => {
      clock.stop(element.currentTime, now());
      stopTimer();
      // at the end the `ended` event follows and reports the whole length
      if (!element.ended) report('pause');
    };
    const onEnded = () => {
      clock.stop(element.currentTime, now());
      stopTimer();
      report('ended');
      latest.current.onEnded?.();
    };
    const onSeeking = () => clock.halt();
    const onSeeked = () => {
      if (playing()) clock.start(element.currentTime, now());
    };
    const onPageHide = () => report('hide');
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report('hide');
    };

    const listeners: [string, () => void][] = [
      ['loadedmetadata', onMetadata],
      ['playing', onPlaying],
      ['timeupdate', onTimeUpdate],
      ['pause', onPause],
      ['ended', onEnded],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
    ];
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();

    return () => {
      stopTimer();
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      report('leave');
    };
  }, [src]);

  return (
    <video
      ref={video}
      className="video"
      part="video"
      src={src}
      poster={poster || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
    >
      {t('video.unsupported')}
    </video>
  );
}
