/**
 * The experiments registry's rules for a third-party experiment, as the server checks them
 * (server/admin/admin-experiments.ts): the launch address is a full https address (http only
 * on this machine), never a built-in experiment's /PC/experiments/ page, and results may be
 * posted only from the launch address's own origin.
 */

export const BUILT_IN_EXPERIMENT_PREFIX = '/PC/experiments/';
export const EXPERIMENT_LIMITS = { title: 100, summary: 500, launchUrl: 500, resultOrigin: 200 };
export const EXPERIMENT_MINUTES = { min: 1, max: 600 } as const;

export type LaunchProblem =
  | { field: 'launchUrl'; problem: 'required' | 'builtIn' | 'notHttps' }
  | { field: 'resultOrigin'; problem: 'origin'; origin: string };

/**
 * The first problem of a launch address and result origin, or null.
 * @example
 * launchProblem('https://lab.example.edu.cn/a', 'https://other.cn'); // → origin problem
 */
export function launchProblem(launchUrl: string, resultOrigin: string): LaunchProblem | null {
  const value = launchUrl.trim();
  if (!value) return { field: 'launchUrl', problem: 'required' };
  if (value.startsWith(BUILT_IN_EXPERIMENT_PREFIX))
    return { field: 'launchUrl', problem: 'builtIn' };
  let launch: URL;
  try {
    launch = new URL(value);
  } catch {
    return { field: 'launchUrl', problem: 'notHttps' };
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(launch.hostname);
  if (launch.protocol !== 'https:' && !(local && launch.protocol === 'http:'))
    return { field: 'launchUrl', problem: 'notHttps' };
  return resultOrigin === launch.origin
    ? null
    : { field: 'resultOrigin', problem: 'origin', origin: launch.origin };
}

/** The origin of a launch address (empty when it is not a full address). */
export function originOf(launchUrl: string): string {
  try {
    return new URL(launchUrl.trim()).origin;
  } catch {
    return '';
  }
}
