/**
 * The real server as a child process (as `npm start` and the test orchestrator run it), for the
 * tests that need a process: start-up, kill -9, graceful stop.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../../scripts/build-server.mjs';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READY = /门户已启动：(http:\/\/\S+)\/PC\//;

export interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let compiled: string | null = null;

/** Compiles the server once per test file. */
function compiledServer(): string {
  compiled ??= buildServer();
  return compiled;
}

export function start(env: Record<string, string>): Promise<Server> {
  // as npm start runs it: compiled to JavaScript, under plain node (no TypeScript loader)
  const child = spawn(process.execPath, ['--enable-source-maps', compiledServer()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      // these suites read counts right after writing them; the cache has public-cache.test.ts
      PUBLIC_CACHE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, base: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

export function exited(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export async function api<T>(
  base: string,
  url: string,
  init: { body?: unknown; token?: string } = {},
): Promise<{ code: number; msg: string; data?: T }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.token = init.token;
  const response = await fetch(base + url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as { code: number; msg: string; data?: T };
}
