/** Handing in an attempt of a built-in experiment: grade, close the steps, report to the portal. */
import type { ExperimentStep } from '../../core/api/contract';
import type { ExperimentResultMessage } from '../../core/experiments/result-message';
import type { BuiltInExperiment } from '../kit/built-in';
import { composeSteps, type StepTracker } from '../kit/steps';
import { sendResult, type LaunchContext } from './launch-context';

/** What the page hands in: the raw readings, its report and the step the 提交 counts as. */
export interface AttemptHandIn<R> {
  readings: R;
  report: string;
  tracker: StepTracker;
  /** The index of the experiment's 提交 step. */
  submitStep: number;
}

/** The attempt as handed in: its steps, the graded total, and the message sent (null: practice). */
export interface SubmittedAttempt {
  steps: ExperimentStep[];
  total: number;
  sent: ExperimentResultMessage | null;
}

/**
 * Grades the readings with the session's seed (as the server will), marks the 提交 step, composes
 * the steps and posts the result to the portal — the raw readings go along, for the server
 * scores them itself with the same modules.
 * @example
 * const { steps, sent } = submitAttempt(context, PENDULUM,
 *   { readings, report: report(g, score), tracker, submitStep: PENDULUM_STEP.submit });
 */
export function submitAttempt<R extends object>(
  context: LaunchContext,
  experiment: BuiltInExperiment<R>,
  { readings, report, tracker, submitStep }: AttemptHandIn<R>,
): SubmittedAttempt {
  const grade = experiment.grade(readings, context.seed);
  tracker.mark(submitStep);
  const steps = composeSteps(experiment.steps, tracker.timings(), grade.grades);
  const sent = sendResult(context, { score: grade.total, report, steps, readings });
  return { steps, total: grade.total, sent };
}
