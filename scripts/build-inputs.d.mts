/** Whether dist/ was built from the current sources (build-inputs.mjs). */
export const STAMP: string;
export function inputsFingerprint(root: string, env?: NodeJS.ProcessEnv): string;
export function builtFrom(
  root: string,
  fingerprint: string,
): { current: boolean; outputs: number | null };
export function recordBuild(root: string, fingerprint: string, outputs: number): void;
