// Starts the real API server for a test run: a fresh embedded database in a temp folder, a free
// loopback port, and the captcha test code; resolves once /healthz answers.
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CAPTCHA_TEST_CODE = 'XNFZTEST';
export { freePort };

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`测试服务器已退出（exit ${child.exitCode}）`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`测试服务器在 ${timeoutMs / 1000} 秒内没有就绪：${url}`);
}

/**
 * @returns {Promise<{ url: string, logFile: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startTestServer({ extraEnv = {}, log = () => {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xnfz-test-data-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // the server as npm start runs it: compiled, under plain node
  const child = spawn(process.execPath, ['--enable-source-maps', buildServer()], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: 'dist',
      CAPTCHA_TEST_CODE,
      // tests seed learning time through learnProgress without waiting for it
      LEARN_TEST_HEAD_START_SECONDS: '3600',
      DATABASE_URL: '',
      // the browser tests register many users from one address; production keeps the defaults
      RATE_LIMIT_AUTH_MAX: '100000',
      RATE_LIMIT_CAPTCHA_MAX: '100000',
      RATE_LIMIT_MESSAGE_MAX: '100000',
      RATE_LIMIT_FEEDBACK_MAX: '100000',
      RATE_LIMIT_EXPERIMENT_MAX: '100000',
      RATE_LIMIT_VISIT_MAX: '100000',
      // the built-in experiments' minimum times (60–90 s) at 5 %: a test student works fast, but
      // an attempt quicker than that, or than its own stopwatch readings, is still refused
      EXPERIMENT_MIN_TIME_PERCENT: '5',
      // info: the log carries the development-delivery messages (password-reset codes) that the
      // browser tests read back through the test runner, as a person would read their e-mail
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = join(dataDir, 'server.log');
  const keep = (chunk) => {
    appendFileSync(logFile, chunk);
    log(chunk.toString());
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    // a fresh embedded database migrates and seeds first: minutes on a loaded 2-core machine
    await waitForHealth(url, child, 180000);
  } catch (error) {
    child.kill('SIGKILL');
    // the server may have printed nothing at all: say so instead of failing on the missing log
    const printed = existsSync(logFile)
      ? readFileSync(logFile, 'utf8').slice(-4000)
      : '（服务器没有输出）';
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${printed}`);
  }
  return {
    url,
    logFile,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
