/**
 * `npm run seed:scale -- [--scale 0.01] [--accounts N …] [--force]`: fills the server's database
 * (DATABASE_URL, else the embedded one in DATA_DIR) with the scale data set of issue #33, after
 * the migrations and the seed the server itself runs. The embedded database is used by one
 * process at a time: stop the server first. Every generated account's password is Scale@2026.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { parseScaleArgs, ScaleUsageError } from '../scale/scale-options';
import { formatCount } from '../scale/scale-context';
import { SCALE_PASSWORD, ScaleSetPresent, seedScale } from '../scale/seed-scale';
import { runSeed } from '../seed/run-seed';

async function main(): Promise<number> {
  const options = parseScaleArgs(process.argv.slice(2));
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'PostgreSQL（DATABASE_URL）'
    : `嵌入式数据库 ${config.dataDir}`;
  console.log(`规模数据 → ${where}`);
  console.log(
    Object.entries(options.sizes)
      .map(([key, value]) => `${key} ${formatCount(value)}`)
      .join('，'),
  );
  const opened = performance.now();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    afterMigrate: (db) => runSeed(db, { demo: config.seedDemoData }).then(() => undefined),
  });
  console.log(`迁移与种子数据：${((performance.now() - opened) / 1000).toFixed(1)} s`);
  try {
    const result = await seedScale({
      db: database.db,
      driver: database.driver,
      options,
      timeZone: config.timeZone,
      log: (line) => console.log(line),
    });
    console.log('行数：');
    for (const [key, value] of Object.entries(result.counts)) {
      console.log(`  ${key.padEnd(17)} ${formatCount(value)}`);
    }
    console.log(`用时 ${result.totalSeconds} s。生成账号的密码：${SCALE_PASSWORD}`);
    console.log(JSON.stringify({ driver: database.driver, ...result }));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof ScaleUsageError ||
      error instanceof ScaleSetPresent ||
      error instanceof ConfigError
    ) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(
      `失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
