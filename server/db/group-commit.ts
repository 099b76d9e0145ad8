/**
 * Group commit: what callers add while a batch is being written gathers into the next batch, so
 * a hot row is written once per batch instead of once per request. A batch starts `windowMs`
 * after the first item of an idle period (0: on the next turn of the event loop) or as soon as
 * the batch before it ends. Every caller is answered only after its batch is written; a failed
 * write fails every caller of its batch.
 */

export interface GroupCommit<Item, Result> {
  /**
   * Adds one item; resolves with its own result once its batch is written.
   * @example
   * const current = await hits.add({ key, timeWindow });
   */
  add(item: Item): Promise<Result>;
  /** Writes what is gathered now and waits for every batch in flight. */
  flush(): Promise<void>;
  /** Batches written so far (for tests and the bench). */
  batches(): number;
}

interface Waiter<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * @param writeBatch writes the items in one transaction and returns one result per item, in order
 * @example
 * const visits = createGroupCommit((items) => writeVisits(db, items), 0);
 */
export function createGroupCommit<Item, Result>(
  writeBatch: (items: Item[]) => Promise<Result[]>,
  windowMs: number,
): GroupCommit<Item, Result> {
  let gathered: Waiter<Item, Result>[] = [];
  let start: { cancel: () => void } | null = null;
  let writing = 0;
  let written = 0;
  // batches follow each other: one in flight at a time
  let inFlight: Promise<void> = Promise.resolve();

  async function write(batch: Waiter<Item, Result>[]): Promise<void> {
    try {
      const results = await writeBatch(batch.map((waiter) => waiter.item));
      written += 1;
      batch.forEach((waiter, index) => waiter.resolve(results[index] as Result));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  function startBatch(): Promise<void> {
    start?.cancel();
    start = null;
    if (gathered.length === 0) return inFlight;
    const batch = gathered;
    gathered = [];
    writing += 1;
    inFlight = inFlight
      .then(() => write(batch))
      .finally(() => {
        writing -= 1;
        if (writing === 0 && gathered.length > 0) schedule(0);
      });
    return inFlight;
  }

  function schedule(delayMs: number): void {
    if (start !== null) return;
    if (delayMs > 0) {
      const timer = setTimeout(() => void startBatch(), delayMs);
      start = { cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(() => void startBatch());
      start = { cancel: () => clearImmediate(immediate) };
    }
  }

  return {
    add(item) {
      const done = new Promise<Result>((resolve, reject) => {
        gathered.push({ item, resolve, reject });
      });
      // while a batch is being written, the end of that batch starts the next one
      if (writing === 0) schedule(windowMs);
      return done;
    },
    flush: startBatch,
    batches: () => written,
  };
}
