/**
 * Work done after the answer is sent, so its time tells the caller nothing (sendMessage answers a
 * real and an unknown account equally fast: finding the account, making the code and sending it
 * happen afterwards). Failures are logged; the app waits for pending work when it closes, and
 * `settleAfterReply()` lets tests wait for it.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableError } from './loggable-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` in the background, after the current answer. */
    afterReply(log: FastifyBaseLogger, work: () => Promise<void>): void;
    /** Resolves when no background work is pending. */
    settleAfterReply(): Promise<void>;
  }
}

export function installAfterReply(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.decorate('afterReply', (log: FastifyBaseLogger, work: () => Promise<void>) => {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        log.error({ error: loggableError(error) }, 'work after the reply failed');
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  const settle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  app.decorate('settleAfterReply', settle);
  app.addHook('onClose', settle);
}
