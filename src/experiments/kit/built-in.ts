/**
 * What the server needs of a built-in experiment to score an attempt itself: its steps, its
 * minimum time, how to read the raw readings the page sends and how to grade them with the
 * session's hidden parameters (derived from the seed the server chose at experimentStart). Each
 * experiment's `*-steps.ts` implements it with the same scoring module its page runs. No DOM.
 */
import type { StepDefinition, StepGrade } from './steps';

export interface BuiltInGrade {
  /** 0–100, the sum of the grades' scores. */
  total: number;
  /** One per step, in order. */
  grades: StepGrade[];
}

export interface BuiltInExperiment<R> {
  /** The page's name: /PC/experiments/<slug>.html. */
  slug: string;
  steps: readonly StepDefinition[];
  /** No student finishes faster than this (seconds from experimentStart). */
  minSeconds: number;
  /** The readings from the browser's JSON, every field checked (throws ReadingsProblem). */
  readReadings(raw: unknown): R;
  /** The marks of every step from the readings and the session's seed. */
  grade(readings: R, seed: string): BuiltInGrade;
  /** Real time the readings themselves took (e.g. the stopwatch timings), in seconds. */
  measuredSeconds(readings: R): number;
}

/** The total of step grades, rounded to one decimal as scores are. */
export function gradeTotal(grades: readonly StepGrade[]): number {
  return Math.round(grades.reduce((sum, grade) => sum + grade.score, 0) * 10) / 10;
}

/** A step's grade: `score` of the step, and a verdict telling done from not done. */
export function stepGrade(score: number, done: boolean, detail = ''): StepGrade {
  const verdict = done ? '已完成' : '未完成';
  return { score, evaluation: detail ? `${verdict}：${detail}` : verdict };
}
