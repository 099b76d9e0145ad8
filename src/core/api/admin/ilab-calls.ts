/** Typed console calls of the 实验空间 (ilab-x) connector. */
import type { AdminExperiment, AdminExperimentIlabBody, AdminIlabStatus } from '../admin-contract';
import { callAdminApi } from './admin-client';

/**
 * The connector's state: settings, a signed token request made now, the upload queue.
 * @example
 * const { connection, queue } = await getIlabStatus();
 */
export const getIlabStatus = (): Promise<AdminIlabStatus> =>
  callAdminApi('/api/admin/ilabStatus', {});

/** Puts failed uploads back in the queue (one by id, or all). */
export const retryIlabUploads = (id?: number): Promise<{ retried: number }> =>
  callAdminApi('/api/admin/ilabRetry', id === undefined ? {} : { id });

/** Sets an experiment's 实验空间 project and child project titles ('' = not reported). */
export const saveExperimentIlab = (body: AdminExperimentIlabBody): Promise<AdminExperiment> =>
  callAdminApi('/api/admin/experimentIlab', body);
