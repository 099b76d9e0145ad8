/**
 * The data-folder lock: taken by exclusive create, and a lock whose PID is alive but belongs to
 * another process (the PID was recycled after a kill -9) is recognised as stale and taken over.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { lockDataDir } from '../../server/db/data-dir-lock';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-lock-'));
const children: ReturnType<typeof spawn>[] = [];
after(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

function folder(name: string): string {
  return path.join(tmp, name);
}

describe('data-folder lock', () => {
  it('is taken, refused to a second taker while held, and released', () => {
    const dir = folder('a');
    const release = lockDataDir(dir);
    assert.throws(() => lockDataDir(dir), /正被另一个服务进程/);
    release();
    assert.ok(!fs.existsSync(path.join(dir, 'server.pid')));
    lockDataDir(dir)();
  });

  it('takes over a lock whose PID now belongs to another live process (recycled PID)', async () => {
    const dir = folder('b');
    fs.mkdirSync(dir, { recursive: true });
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(other);
    await new Promise((resolve) => other.once('spawn', resolve));
    // what a killed server left: its PID, now reused by an unrelated process
    fs.writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
    const release = lockDataDir(dir);
    const held = fs.readFileSync(path.join(dir, 'server.pid'), 'utf8');
    assert.match(held, new RegExp(`"pid":${process.pid}\\b`));
    release();
  });

  it('takes over a lock of a dead process, and one with garbage in it', () => {
    for (const [name, content] of [
      ['c', '999999999'],
      ['d', 'not a lock'],
    ] as const) {
      const dir = folder(name);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'server.pid'), content);
      lockDataDir(dir)();
    }
  });
});
