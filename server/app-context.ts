/** What every route needs: the database, the configuration (with its clock) and the captcha drawer. */
import type { DrawCaptcha } from './captcha/draw-captcha';
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';

export interface AppContext {
  db: Database;
  config: ServerConfig;
  drawCaptcha: DrawCaptcha;
}
