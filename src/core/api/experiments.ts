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

/**
 * One experiment of the catalogue by id (there is no detail call: the catalogue is read a page
 * of 100 at a time until it turns up), or null when it is not published.
 * @example
 * const experiment = await findExperiment(3);
 */
export async function findExperiment(id: number): Promise<Experiment | null> {
  const pageSize = 100;
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await listExperiments({ pageNum, pageSize });
    const found = page.rows.find((row) => row.id === id);
    if (found) return found;
    if (pageNum * pageSize >= page.total || page.rows.length === 0) return null;
  }
}
