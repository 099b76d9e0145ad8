/**
 * The built-in experiments the server scores itself, by the page their launchUrl names
 * (/PC/experiments/<slug>.html). The server imports this; each page imports only its own module.
 */
import { NEWTON } from '../newton-second-law/newton-steps';
import { OHMS_LAW } from '../ohms-law/ohms-law-steps';
import { PENDULUM } from '../pendulum/pendulum-steps';
import { REFRACTION } from '../refraction/refraction-steps';
import type { BuiltInExperiment } from './built-in';

const BUILT_INS: readonly BuiltInExperiment<unknown>[] = [
  PENDULUM,
  OHMS_LAW,
  REFRACTION,
  NEWTON,
] as unknown as readonly BuiltInExperiment<unknown>[];

const PAGE = /^\/PC\/experiments\/([a-z0-9-]+)\.html(?:[?#].*)?$/;

/**
 * The built-in experiment a launch address opens, or null for any other page.
 * @example
 * builtInFor('/PC/experiments/pendulum.html'); // → PENDULUM
 */
export function builtInFor(launchUrl: string): BuiltInExperiment<unknown> | null {
  const slug = PAGE.exec(launchUrl)?.[1];
  return BUILT_INS.find((experiment) => experiment.slug === slug) ?? null;
}
