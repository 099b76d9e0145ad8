/**
 * `npm run ilab:check`: is the 实验空间 (ilab-x) connector configured and can it reach the
 * platform? Reads the server's own settings (ILAB_BASE_URL, ILAB_APPID, ILAB_SECRET, and
 * DATA_DIR / DATABASE_URL for the queue), makes a signed token request and prints a Chinese and
 * English report with the upload queue's state. Exit 0 when the platform accepts our signed
 * request; 1 when it is not configured, unreachable or refuses our appid or signature; 2 when the
 * configuration itself is invalid.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { probeIlab } from '../integrations/ilab/ilab-probe';
import { queueState } from '../integrations/ilab/ilab-queue';

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** The queue's lines; a note instead when the database cannot be opened from here. */
async function queueLines(config: ServerConfig): Promise<string[]> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    return ['上传队列 / upload queue: 还没有数据库 / no database yet'];
  }
  let database;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
    });
  } catch (error) {
    return [
      `上传队列 / upload queue: 无法打开数据库（内嵌数据库正被运行中的服务器使用时，请在管理后台「实验空间」页面查看）/ cannot open the database (${error instanceof Error ? error.message : String(error)})`,
    ];
  }
  try {
    const state = await queueState(database.db, 10);
    const { counts } = state;
    const lines = [
      `上传队列 / upload queue: 等待 waiting ${counts.waiting + counts.sending} · 失败 failed ${counts.failed} · 已上传 sent ${counts.sent}`,
      `最近成功 / last success: ${state.lastSuccessAt?.toISOString() ?? '无 / none'}`,
    ];
    for (const row of state.problems) {
      lines.push(`  #${row.id} ${row.originId} ${row.username} [${row.state}] ${row.lastError}`);
    }
    return lines;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print('实验空间对接检查 / ilab-x connector check');
    print(`失败 / FAILED: ${error.message}`);
    return 2;
  }
  const ilab = config.ilab;
  print('实验空间对接检查 / ilab-x connector check');
  if (!ilab) {
    print('失败 / FAILED: 未配置——请设置 ILAB_BASE_URL、ILAB_APPID 和 ILAB_SECRET');
    print('               not configured: set ILAB_BASE_URL, ILAB_APPID and ILAB_SECRET');
    return 1;
  }
  print(`地址 / base URL: ${ilab.baseUrl}`);
  print(`appid: ${ilab.appid}`);
  const probe = await probeIlab(ilab);
  print(
    probe.ok
      ? `连接 / connection: 正常 OK — ${probe.message}`
      : `连接 / connection: 失败 FAILED — ${probe.message}`,
  );
  for (const line of await queueLines(config)) print(line);
  print(probe.ok ? '结果 / result: 通过 / passed' : '结果 / result: 未通过 / failed');
  return probe.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    print(`失败 / FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
