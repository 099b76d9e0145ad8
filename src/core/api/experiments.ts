import { callApi } from './client';
import type {
  Experiment,
  ExperimentFinishBody,
  ExperimentFinishData,
  ExperimentListQuery,
  ExperimentStartData,
  Paged,
} from './contract';

/** A page of the experiment catalogue. */
export function listExperiments(query: ExperimentListQuery): Promise<Paged<Experiment>> {
  return callApi('/api/xnfz/experimentList', query);
}

/**
 * Starts an experiment session (counts a training launch).
 * @example
 * const { sessionId, launchUrl } = await startExperiment(3);
 */
export function startExperiment(experimentId: number): Promise<ExperimentStartData> {
  return callApi('/api/xnfz/experimentStart', { experimentId });
}

/** Stores a finished attempt for the logged-in user. */
export function finishExperiment(body: ExperimentFinishBody): Promise<ExperimentFinishData> {
  return callApi('/api/xnfz/experimentFinish', body);
}
