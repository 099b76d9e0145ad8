// Faults of the API, injected by the test runner's proxy (see web-test-runner.config.mjs): real
// stalled, refused and dropped calls, which the page's own client meets as it would in the field.

/** stall: no answer (the client times out) · unauth: 未登录或登录超时 · down: connection dropped */
export type ApiFault = 'stall' | 'unauth' | 'down';

/** From now on the proxy fails this test file's calls under `paths` (default: every API call). */
export async function injectFault(mode: ApiFault, paths: string[] = ['/api/']): Promise<void> {
  const response = await fetch('/__fault', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, paths }),
  });
  if (response.status !== 204) throw new Error(`/__fault: ${await response.text()}`);
}

/** Calls pass through to the server again (a stalled call still waiting goes on, late). */
export async function clearFault(): Promise<void> {
  await fetch('/__fault', { method: 'DELETE' });
}
