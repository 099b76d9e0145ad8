/**
 * What every route needs: the database, the configuration (with its clock), the captcha drawer
 * and the counters' group commit.
 */
import type { DrawCaptcha } from './captcha/draw-captcha';
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';
import type { CounterBatcher } from './statistics/counter-batcher';
import type { IlabWorker } from './integrations/ilab/ilab-worker';

export interface AppContext {
  db: Database;
  config: ServerConfig;
  drawCaptcha: DrawCaptcha;
  /** Group commit of visits and detail clicks. */
  counters: CounterBatcher;
  /** The 实验空间 upload worker of this process (null when the connector is off). */
  ilabWorker: IlabWorker | null;
}
