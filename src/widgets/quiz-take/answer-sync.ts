import { isApiError } from '../../core/api/api-error';
import type { QuestionResponse } from '../../core/api/question-contract';
import type { QuizAnswerSaved } from '../../core/api/quiz-contract';
import { saveQuizAnswer } from '../../core/api/quizzes';

/** saved: the server has every answer · saving: on its way · offline: kept here, sent when back. */
export type SaveState = 'saved' | 'saving' | 'offline' | 'refused';

export interface SaveSnapshot {
  state: SaveState;
  /** The server's reason when it refused the last answer (state `refused`). */
  reason: string;
  /** Questions whose answer the server does not have yet. */
  unsent: readonly number[];
}

interface Pending {
  response: QuestionResponse | null;
  /** The device's clock when it was changed. */
  at: number;
}

export interface SyncHooks {
  /** The server accepted an answer: its clock then and the (maybe moved) deadline. */
  onSaved: (saved: QuizAnswerSaved, receivedAt: number) => void;
  /** The server refused an answer (e.g. the time is up); nothing more is sent for it. */
  onRefused: (reason: string) => void;
}

const RETRY_FIRST_MS = 3_000;
const RETRY_MAX_MS = 30_000;

/** Where a device keeps the answers the server has not confirmed, per attempt. */
export const pendingKey = (attemptId: number) => `xnfz-quiz-pending-${attemptId}`;

function readStored(attemptId: number): Map<number, Pending> {
  const found = new Map<number, Pending>();
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(pendingKey(attemptId)) ?? '[]');
    if (!Array.isArray(raw)) return found;
    for (const entry of raw as { index?: unknown; response?: unknown; at?: unknown }[]) {
      if (typeof entry?.index !== 'number' || typeof entry.at !== 'number') continue;
      const response = entry.response;
      if (response !== null && typeof response !== 'object') continue;
      found.set(entry.index, { response: response as QuestionResponse | null, at: entry.at });
    }
  } catch {
    // storage unreadable (private mode, bad JSON): only the server's answers then
  }
  return found;
}

/**
 * The answers of one attempt on their way to the server: each change is sent (a text after a pause
 * of its own), kept in memory and in localStorage until the server has it, and sent again when the
 * connection is back (the window's `online` event, and a retry timer that backs off to 30 s). A
 * refusal by the server (time up, submitted) is final: that answer is not sent again.
 * @example
 * const sync = new AnswerSync(paper.attemptId, { onSaved, onRefused });
 * sync.open();
 * sync.change(2, { choices: [1] }, 0);
 */
export class AnswerSync {
  private readonly pending: Map<number, Pending>;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryDelay = RETRY_FIRST_MS;
  private offline = false;
  private reason = '';
  private closed = true;
  private readonly listeners = new Set<() => void>();
  private snapshot: SaveSnapshot;

  constructor(
    readonly attemptId: number,
    private readonly hooks: SyncHooks,
  ) {
    this.pending = readStored(attemptId);
    this.snapshot = this.build();
  }

  /** The answers kept on this device that the server has not confirmed (a reload's). */
  unsentAnswers(): Map<number, QuestionResponse | null> {
    return new Map([...this.pending].map(([index, item]) => [index, item.response]));
  }

  /** Starts listening for the connection and sends what was kept from before. */
  open(): void {
    if (!this.closed) return;
    this.closed = false;
    window.addEventListener('online', this.onOnline);
    void this.flush();
  }

  /** Stops sending (what is unsent stays in localStorage for the next visit). */
  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.onOnline);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Forgets the attempt's kept answers (after it was submitted). */
  discard(): void {
    this.close();
    this.pending.clear();
    this.persist();
  }

  /** A changed answer: sent after `delayMs` without a further change (0: at once). */
  change(index: number, response: QuestionResponse | null, delayMs: number): void {
    this.pending.set(index, { response, at: Date.now() });
    this.persist();
    const timer = this.timers.get(index);
    if (timer) clearTimeout(timer);
    this.timers.delete(index);
    if (delayMs > 0) {
      this.timers.set(
        index,
        setTimeout(() => {
          this.timers.delete(index);
          void this.send(index);
        }, delayMs),
      );
    } else {
      void this.send(index);
    }
    this.update();
  }

  /**
   * Sends everything unsent now and waits for the answers; true when the server has them all.
   * @example
   * if (!(await sync.flush())) showNotSaved();
   */
  async flush(): Promise<boolean> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (let round = 0; round < 3 && !this.closed; round += 1) {
      for (const index of this.pending.keys()) void this.send(index);
      const waiting = [...this.inFlight.values()];
      if (waiting.length === 0) break;
      await Promise.all(waiting);
      if (this.offline) break;
    }
    this.update();
    return this.pending.size === 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveSnapshot => this.snapshot;

  private readonly onOnline = () => {
    this.retryDelay = RETRY_FIRST_MS;
    void this.flush();
  };

  private send(index: number): Promise<void> {
    const running = this.inFlight.get(index);
    if (running) return running;
    const item = this.pending.get(index);
    if (!item || this.closed || this.timers.has(index)) return Promise.resolve();
    if (!navigator.onLine) {
      this.wentOffline();
      return Promise.resolve();
    }
    const run = (async () => {
      try {
        const saved = await saveQuizAnswer(this.attemptId, index, item.response);
        this.hooks.onSaved(saved, Date.now());
        this.done(index, item);
        this.offline = false;
        this.reason = '';
        this.retryDelay = RETRY_FIRST_MS;
      } catch (error) {
        if (isApiError(error) && error.kind === 'api') {
          // the server said no: sending it again would not change its mind
          this.done(index, item);
          this.reason = error.message;
          this.hooks.onRefused(error.message);
        } else {
          this.wentOffline();
        }
      } finally {
        this.inFlight.delete(index);
      }
      // changed again while this one was on its way
      if (this.pending.has(index) && !this.offline) await this.send(index);
      else if (!this.offline && this.pending.size > 0 && this.inFlight.size === 0) {
        // back online: what waited behind the failure goes now
        for (const other of this.pending.keys()) void this.send(other);
      }
      this.update();
    })();
    this.inFlight.set(index, run);
    this.update();
    return run;
  }

  /** The server has (or refused) this version of the answer: no longer pending. */
  private done(index: number, item: Pending): void {
    if (this.pending.get(index) !== item) return;
    this.pending.delete(index);
    this.persist();
  }

  private wentOffline(): void {
    this.offline = true;
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
      void this.flush();
    }, this.retryDelay);
    this.update();
  }

  private persist(): void {
    try {
      if (this.pending.size === 0) localStorage.removeItem(pendingKey(this.attemptId));
      else
        localStorage.setItem(
          pendingKey(this.attemptId),
          JSON.stringify([...this.pending].map(([index, item]) => ({ index, ...item }))),
        );
    } catch {
      // storage full or forbidden: the answers are still kept in memory
    }
  }

  private build(): SaveSnapshot {
    const unsent = [...this.pending.keys()].sort((a, b) => a - b);
    const busy = unsent.length > 0 || this.inFlight.size > 0;
    const state: SaveState =
      busy && this.offline ? 'offline' : busy ? 'saving' : this.reason ? 'refused' : 'saved';
    return { state, reason: this.reason, unsent };
  }

  private update(): void {
    const next = this.build();
    const { state, reason, unsent } = this.snapshot;
    if (state === next.state && reason === next.reason && unsent.join() === next.unsent.join())
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
