/**
 * A lock file that keeps two servers from opening the same embedded database folder at once
 * (PGlite would corrupt it). It is created exclusively (`wx`: of two servers starting together
 * one wins) and names its holder by PID *and* the process's start time (Linux: /proc/<pid>/stat),
 * so a lock left by a killed server is taken over even when its PID has since been given to
 * another process: a live process counts as the holder only when its start time matches too.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null elsewhere. */
  started: string | null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process, or null when the system does not tell (not Linux, gone). */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count from the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 overall
  } catch {
    return null;
  }
}

function readHolder(file: string): { text: string; holder: Holder | null } | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null; // gone meanwhile
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid)) {
      return { text, holder: { pid: parsed.pid, started: parsed.started ?? null } };
    }
  } catch {
    // an old plain-PID lock, or garbage
  }
  const pid = Number.parseInt(text, 10);
  // an old lock without a start time cannot prove it is ours: only a dead PID is stale for sure
  return { text, holder: Number.isInteger(pid) ? { pid, started: 'unknown' } : null };
}

/** True when the lock's holder is a live process that really is the one that wrote it. */
function holdsLock(holder: Holder): boolean {
  if (holder.pid === process.pid) return true;
  if (!isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  if (started === null || holder.started === null) return true; // cannot tell: be careful
  if (holder.started === 'unknown') return false; // old-format lock, PID reused by someone else
  return started === holder.started;
}

function busy(dir: string, pid: number): Error {
  return new Error(
    `数据目录 ${dir} 正被另一个服务进程（PID ${pid}）使用；请先停止它，或设置另一个 DATA_DIR。\n` +
      `Data folder ${dir} is in use by another server process (PID ${pid}); stop it or set another DATA_DIR.`,
  );
}

/** Takes the lock on `dir` (created if missing); returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.pid');
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readHolder(file);
    if (!found) continue;
    if (found.holder && holdsLock(found.holder)) throw busy(dir, found.holder.pid);
    // stale: remove it unless another starter replaced it meanwhile, then try again
    if (readHolder(file)?.text === found.text) fs.rmSync(file, { force: true });
  }
  throw busy(dir, Number.NaN);
}
