import type { ExperimentStep } from '../api/contract';
import { formatDuration, formatTimeOfDay } from '../i18n/format';

/** The headings of the steps table, already translated by the widget that shows it. */
export interface StepsTableLabels {
  caption: string;
  seq: string;
  title: string;
  time: string;
  timeUsed: string;
  score: string;
  repeat: string;
  evaluation: string;
}

interface ExperimentStepsTableProps {
  steps: readonly ExperimentStep[];
  labels: StepsTableLabels;
  /** e.g. the personal center's `stack-table` (one card per step on phones). */
  className?: string;
}

/**
 * The steps of one experiment attempt: seq, title, when, time used, score of full marks, repeats
 * and evaluation — a real table with a caption and column headings; each cell carries its heading
 * in `data-label` for layouts that stack the rows on phones.
 */
export function ExperimentStepsTable({ steps, labels, className }: ExperimentStepsTableProps) {
  return (
    <table className={className} data-steps={steps.length}>
      <caption className="steps-caption">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.seq}</th>
          <th scope="col">{labels.title}</th>
          <th scope="col">{labels.time}</th>
          <th scope="col">{labels.timeUsed}</th>
          <th scope="col">{labels.score}</th>
          <th scope="col">{labels.repeat}</th>
          <th scope="col">{labels.evaluation}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.seq} data-step={step.seq}>
            <td data-label={labels.seq}>{step.seq}</td>
            <td data-label={labels.title} className="step-title">
              {step.title}
            </td>
            <td data-label={labels.time}>
              {formatTimeOfDay(step.startTime)}–{formatTimeOfDay(step.endTime)}
            </td>
            <td data-label={labels.timeUsed} data-seconds={step.timeUsed}>
              {formatDuration(step.timeUsed)}
            </td>
            <td data-label={labels.score} data-score={step.score}>
              {step.score} / {step.maxScore}
            </td>
            <td data-label={labels.repeat}>{step.repeatCount}</td>
            <td data-label={labels.evaluation}>{step.evaluation ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
