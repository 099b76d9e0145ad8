/**
 * WORKERS=N: the first process forks N server processes sharing the port (node's cluster), replaces
 * one that dies, and passes SIGTERM/SIGINT on to them, exiting once all have stopped. Each worker
 * is the whole server; they share sessions, captchas, rate limits and counters through PostgreSQL.
 */
import cluster from 'node:cluster';

/**
 * Runs the cluster's primary: it serves nothing itself.
 * @example
 * if (config.workers > 1 && cluster.isPrimary) runPrimary(config.workers);
 */
export function runPrimary(workers: number): void {
  let stopping = false;
  const ready = new Set<number>();
  cluster.on('listening', (worker) => ready.add(worker.id));
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    const left = Object.keys(cluster.workers ?? {}).length;
    if (stopping || !ready.has(worker.id)) {
      // stopped on purpose, or failed to start (it said why): no restart loop
      if (left === 0) process.exit(stopping ? 0 : 1);
      return;
    }
    console.error(
      `服务进程 ${worker.process.pid} 已退出（${signal ?? `exit ${code}`}），正在重新启动一个。`,
    );
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`正在启动 ${workers} 个服务进程…`);
}
