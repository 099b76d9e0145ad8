/**
 * Starts the portal server: configuration from the environment, database (migrated and seeded),
 * HTTP on HOST:PORT. Prints `门户已启动：http://HOST:PORT/PC/` once listening. SIGTERM/SIGINT stop
 * accepting, let running requests finish, then close the database. With WORKERS=N (PostgreSQL
 * only) it forks N such processes sharing the port.
 */
import { closeWhenClientsLeave } from './http/connection-drain';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { openDatabase } from './db/open-database';
import { loggableError, withoutParams } from './http/loggable-error';
import { loggerOptions } from './http/logger-options';
import { runSeed } from './seed/run-seed';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** After SIGTERM, how long the clients have to close their kept-alive connections (connection-drain.ts). */
const SHUTDOWN_DRAIN_MS = 4000;

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function startupFailure(error: unknown, config: ServerConfig): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `启动失败：端口 ${config.port} 已被占用，请设置另一个 PORT。\nStartup failed: port ${config.port} is already in use.`;
  }
  if (code === 'EADDRNOTAVAIL') {
    return `启动失败：无法监听地址 ${config.host}，请检查 HOST。\nStartup failed: cannot listen on ${config.host}.`;
  }
  // a failed migration or seed query: its text, not its parameters (the demo password hashes)
  const message = withoutParams(error instanceof Error ? error.message : String(error));
  return `启动失败：${message}\nStartup failed: see the message above.`;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = readConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
      afterMigrate: async (db) => {
        await runSeed(db, { demo: config.seedDemoData });
      },
    });
  } catch (error) {
    console.error(startupFailure(error, config));
    process.exit(1);
  }
  const app = await buildApp({ db: database.db, config, logger: loggerOptions(config.logLevel) });

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) {
      console.error(`再次收到 ${signal}，立即退出。`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error('关闭超时，强制退出。 / Shutdown timed out, exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // no new connections from now on (refused, not reset: nothing waits in the accept queue
      // while clients reconnect); requests on open ones get 503 + Connection: close, so their
      // clients close them, and the server closes when they are gone
      app.startDraining();
      await closeWhenClientsLeave(app.server, SHUTDOWN_DRAIN_MS);
      await app.close();
      await database.close();
      console.log('门户已停止。');
      process.exit(0);
    } catch (error) {
      console.error('关闭时出错：', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) =>
    app.log.error({ error: loggableError(reason) }, 'unhandled promise rejection'),
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(startupFailure(error, config));
    await database.close().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(
    {
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      startupMs: Date.now() - startedAt,
    },
    'ready',
  );
  console.log(`门户已启动：http://${host}:${port}/PC/`);
}

const startup = readConfig();
if (startup.workers > 1 && cluster.isPrimary) runPrimary(startup.workers);
else void main();
