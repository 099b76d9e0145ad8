/**
 * A pid file that keeps two servers from opening the same embedded database folder at once
 * (PGlite would corrupt it). A lock left by a killed process is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` (created if missing); returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  const holder = Number.parseInt(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '', 10);
  if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `数据目录 ${dir} 正被另一个服务进程（PID ${holder}）使用；请先停止它，或设置另一个 DATA_DIR。\n` +
        `Data folder ${dir} is in use by another server process (PID ${holder}); stop it or set another DATA_DIR.`,
    );
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
