/**
 * Waits until `probe` answers something truthy (checked every 50 ms) and returns it; fails naming
 * `what` after `ms`.
 * @example
 * const row = await waitFor('sent', async () => (await uploadRow(id))?.state === 'sent' && row);
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | null | false | undefined | Promise<T | null | false | undefined>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
