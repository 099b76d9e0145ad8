/**
 * `npm run ilab:check` (issue 14, part 3): a clear Chinese/English report and its exit code — passes
 * against the simulator, fails clearly when not configured, half configured, with a wrong secret,
 * an unreachable address or a platform that hangs.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startIlabSimulator } from '../helpers/ilab-simulator';
import type { IlabSimulator } from '../helpers/ilab-simulator';
import { freePort } from '../helpers/cookie-browser';
import { ROOT } from './helpers/server-process';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

let sim: IlabSimulator;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-ilab-check-'));

/** Runs the command as `npm run ilab:check` does (tsx), without the caller's ILAB_* settings. */
function check(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server/cli/ilab-check.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

before(async () => {
  sim = await startIlabSimulator();
});
after(async () => {
  await sim.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const good = () => ({ ILAB_BASE_URL: sim.url, ILAB_APPID: sim.appid, ILAB_SECRET: sim.secret });

describe('npm run ilab:check', EMBEDDED_RUN_ONLY, () => {
  it('passes when the platform accepts the signed token request', async () => {
    const { code, out } = await check(good());
    assert.equal(code, 0, out);
    assert.match(out, /连接 \/ connection: 正常 OK/);
    assert.match(out, /签名已被接受/);
    assert.match(out, /上传队列 \/ upload queue/);
    assert.match(out, /结果 \/ result: 通过 \/ passed/);
    assert.ok(sim.requests.some((r) => r.path === '/open/api/v2/token'));
  });

  it('fails clearly when not configured or half configured', async () => {
    const off = await check({});
    assert.equal(off.code, 1, off.out);
    assert.match(off.out, /未配置.*ILAB_BASE_URL/);
    assert.match(off.out, /not configured/);
    const half = await check({ ILAB_APPID: 'x' });
    assert.equal(half.code, 2, half.out);
    assert.match(half.out, /缺少 ILAB_BASE_URL、ILAB_SECRET/);
  });

  it('fails clearly with a wrong secret, an unreachable address or a hung platform', async () => {
    const wrong = await check({ ...good(), ILAB_SECRET: 'not-the-secret' });
    assert.equal(wrong.code, 1, wrong.out);
    assert.match(wrong.out, /失败 FAILED — 实验空间不接受本站的 appid 或签名.*签名错误/);
    const port = await freePort();
    const away = await check({ ...good(), ILAB_BASE_URL: `http://127.0.0.1:${port}` });
    assert.equal(away.code, 1, away.out);
    assert.match(away.out, /无法连接实验空间/);
    sim.setMode('hang');
    try {
      const hung = await check({ ...good(), ILAB_TIMEOUT_MS: '500' });
      assert.equal(hung.code, 1, hung.out);
      assert.match(hung.out, /在 0.5 秒内没有应答/);
    } finally {
      sim.setMode('up');
    }
  });
});
