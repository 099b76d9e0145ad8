/**
 * Steps of an attempt (contract `ExperimentStep`), shared by the experiment pages and the server:
 * no DOM in here. A built-in experiment names its steps once (title, expected time, full marks);
 * the page times them as the student works (`StepTracker`), the scoring module grades each one
 * from the raw readings, and `composeSteps` puts the three together — in the page for the
 * student to see and on the server, which stores only what it composed itself.
 */
import type { ExperimentStep } from '../../core/api/contract';

/** A step of a built-in experiment as its page defines it. */
export interface StepDefinition {
  title: string;
  /** Seconds a careful student needs. */
  expectTime: number;
  maxScore: number;
  /** How the step is scored, in a sentence (≤ 200 characters). */
  scoringModel: string;
}

/** When the student did a step (ms timestamps) and how often they went back to redo it. */
export interface StepTiming {
  startTime: number;
  endTime: number;
  repeatCount: number;
}

/** A step's mark from the scoring module. */
export interface StepGrade {
  score: number;
  /** A short verdict (≤ 200 characters). */
  evaluation: string;
}

/** The longest text a step may carry (evaluation, scoringModel, remarks, title). */
export const STEP_TEXT_MAX = 200;

/** Whole seconds between two ms timestamps, never negative. */
export function secondsBetween(startTime: number, endTime: number): number {
  return Math.max(0, Math.round((endTime - startTime) / 1000));
}

/**
 * The steps of an attempt: titles, expected times and full marks from the definitions, times
 * from the timings, scores from the grades (one of each per step, in order).
 * @example
 * composeSteps(PENDULUM_STEPS, tracker.timings(), gradePendulum(readings).grades);
 */
export function composeSteps(
  definitions: readonly StepDefinition[],
  timings: readonly StepTiming[],
  grades: readonly StepGrade[],
): ExperimentStep[] {
  return definitions.map((definition, index) => {
    const timing = timings[index] ?? { startTime: 0, endTime: 0, repeatCount: 0 };
    const grade = grades[index] ?? { score: 0, evaluation: '' };
    return {
      seq: index + 1,
      title: definition.title.slice(0, STEP_TEXT_MAX),
      startTime: timing.startTime,
      endTime: timing.endTime,
      timeUsed: secondsBetween(timing.startTime, timing.endTime),
      expectTime: definition.expectTime,
      maxScore: definition.maxScore,
      score: Math.min(definition.maxScore, Math.max(0, grade.score)),
      repeatCount: timing.repeatCount,
      evaluation: grade.evaluation.slice(0, STEP_TEXT_MAX),
      scoringModel: definition.scoringModel.slice(0, STEP_TEXT_MAX),
    };
  });
}

/**
 * Times the steps of an attempt as the student works. `mark(i)` says the student acted on step
 * i (0-based): moving on to a later step closes the steps before it (a step skipped gets no time);
 * acting again on the current step extends it; going back to an earlier step counts a repeat of
 * that step, and the time goes on counting for the step the student had reached — so the steps
 * stay in order and never overlap, as 实验空间 requires.
 * @example
 * const tracker = new StepTracker(10, () => Date.now());
 * tracker.mark(0); … tracker.mark(9);
 * tracker.timings(); // → 10 × { startTime, endTime, repeatCount }
 */
export class StepTracker {
  private readonly starts: number[];
  private readonly ends: number[];
  private readonly repeats: number[];
  private current = -1;
  private lastEnd: number;

  constructor(
    private readonly count: number,
    private readonly clock: () => number,
  ) {
    this.lastEnd = clock();
    this.starts = new Array<number>(count).fill(this.lastEnd);
    this.ends = new Array<number>(count).fill(this.lastEnd);
    this.repeats = new Array<number>(count).fill(0);
  }

  /** When the attempt began (the tracker's creation). */
  readonly startedAt = (): number => this.starts[0] ?? this.lastEnd;

  /** The student acted on step `index`. */
  mark(index: number): void {
    if (index < 0 || index >= this.count) return;
    const now = Math.max(this.clock(), this.lastEnd);
    if (index > this.current) {
      for (let skipped = this.current + 1; skipped < index; skipped += 1) {
        this.starts[skipped] = this.lastEnd;
        this.ends[skipped] = this.lastEnd;
      }
      this.starts[index] = this.lastEnd;
      this.current = index;
    } else if (index < this.current) {
      this.repeats[index] = (this.repeats[index] ?? 0) + 1;
    }
    this.ends[this.current] = now;
    this.lastEnd = now;
  }

  /** Counts a repeat of step `index` without moving on (e.g. a second recorded trial). */
  repeat(index: number): void {
    if (index < 0 || index >= this.count) return;
    this.repeats[index] = (this.repeats[index] ?? 0) + 1;
  }

  /** The step the student has reached (-1 before the first action). */
  reached(): number {
    return this.current;
  }

  /** Every step's times; steps never reached start and end where the last one ended. */
  timings(): StepTiming[] {
    return this.starts.map((_, index) => {
      const reached = index <= this.current;
      return {
        startTime: reached ? (this.starts[index] ?? this.lastEnd) : this.lastEnd,
        endTime: reached ? (this.ends[index] ?? this.lastEnd) : this.lastEnd,
        repeatCount: this.repeats[index] ?? 0,
      };
    });
  }
}
