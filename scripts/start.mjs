// `npm start`: builds the front end (unless dist/ already holds a build of these very sources) and
// the server, then runs the API server, which serves the portal under /PC/ with the embedded
// database (created and filled with demo data on first start).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { buildServer } from './build-server.mjs';
import { builtFrom, inputsFingerprint, recordBuild } from './build-inputs.mjs';

const root = process.cwd();

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * rollup -c, telling each finished output as it comes (the last build's count as the total);
 * rollup's own report is shown only when the build fails.
 */
function buildFrontEnd(total) {
  return new Promise((resolve) => {
    const started = Date.now();
    const rollup = spawn('npx', ['rollup', '-c'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const report = [];
    let done = 0;
    const read = (line) => {
      const plain = line.replace(ANSI, '').trim();
      const created = /^created (.+) in (.+)$/.exec(plain);
      if (!created) {
        if (plain) report.push(plain);
        return;
      }
      done += 1;
      const seconds = Math.round((Date.now() - started) / 1000);
      const of = total ? ` / ${total}` : '';
      console.log(`[start] 前端构建 ${done}${of}：${created[1]}（已用 ${seconds} 秒）`);
    };
    createInterface({ input: rollup.stdout }).on('line', read);
    createInterface({ input: rollup.stderr }).on('line', read);
    rollup.on('close', (code) => {
      if (code !== 0) console.error(report.join('\n'));
      resolve({ code: code ?? 1, outputs: done });
    });
  });
}

const fingerprint = inputsFingerprint(root);
const previous = builtFrom(root, fingerprint);
if (previous.current) {
  console.log('[start] 前端源码未改动，沿用上次的构建（dist/）。');
} else {
  console.log(
    previous.outputs
      ? `[start] 正在构建前端（源码有改动，共 ${previous.outputs} 个输出）…`
      : '[start] 正在构建前端（首次构建约需 1–2 分钟；之后源码不变时启动只需几秒）…',
  );
  const build = await buildFrontEnd(previous.outputs);
  if (build.code !== 0) {
    console.error('[start] 前端构建失败，见上方输出。');
    process.exit(build.code);
  }
  recordBuild(root, fingerprint, build.outputs);
  console.log('[start] 前端构建完成。');
}

console.log('[start] 正在编译并启动服务端…');
// the server runs as compiled JavaScript under plain node (no TypeScript loader at run time)
const server = spawn(process.execPath, ['--enable-source-maps', buildServer()], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
