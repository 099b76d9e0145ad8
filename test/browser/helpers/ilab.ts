// 实验空间 (ilab-x) in the browser tests: the simulator the test run starts (test/helpers/
// ilab-simulator.ts, its control addresses under /ilab/ on this origin) and the setup calls.
import type { AdminExperiment } from '../../../src/core/api/admin-contract';
import type { Experiment, Paged } from '../../../src/core/api/contract';
import type { SimulatorMode, StoredUpload } from '../../helpers/ilab-simulator';
import { apiGet, apiPost, must } from './server-api';

/** A launch ticket of the simulator for this ilab user. */
export async function ilabTicket(un: string, dis: string): Promise<string> {
  const response = await fetch(
    `/ilab/__control/ticket?un=${encodeURIComponent(un)}&dis=${encodeURIComponent(dis)}`,
  );
  return ((await response.json()) as { ticket: string }).ticket;
}

/** The simulator's behaviour (up, error, hang, hold-upload, refuse-upload). */
export async function ilabMode(mode: SimulatorMode): Promise<void> {
  await fetch(`/ilab/__control/mode?mode=${mode}`);
}

/** The reports the simulator stored. */
export async function ilabUploads(): Promise<StoredUpload[]> {
  return (await (await fetch('/ilab/__control/uploads')).json()) as StoredUpload[];
}

/** The address registered on ilab-x for an experiment, with the ticket ilab adds. */
export function launchAddress(experimentId: number, ticket: string): string {
  return `/api/ilab/launch?experiment=${experimentId}&ticket=${encodeURIComponent(ticket)}`;
}

/** The n-th built-in experiment of the demo catalogue. */
export async function builtInExperiment(index: number): Promise<Experiment> {
  const catalogue = must(await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'));
  const builtIn = catalogue.rows.filter((row) => row.launchUrl.startsWith('/PC/experiments/'));
  const found = builtIn[index];
  if (!found) throw new Error(`演示数据中没有第 ${index + 1} 个内置实验`);
  return found;
}

/** Sets (or clears with '') an experiment's 实验空间 project title as an admin. */
export async function setIlabTitle(adminToken: string, id: number, title: string): Promise<void> {
  must(
    await apiPost<AdminExperiment>(
      '/api/admin/experimentIlab',
      { id, ilabTitle: title, ilabChildTitle: title ? '浏览器测试' : '' },
      adminToken,
    ),
  );
}
