// `npm start`: builds the front end and the server, then runs the API server, which serves the portal under /PC/
// with the embedded database (created and filled with demo data on first start).
import { spawn, spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';

console.log('[start] 正在构建前端…');
const build = spawnSync('npx', ['rollup', '-c', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('[start] 前端构建失败，见上方输出。');
  process.exit(build.status ?? 1);
}

// the server runs as compiled JavaScript under plain node (no TypeScript loader at run time)
const server = spawn(process.execPath, ['--enable-source-maps', buildServer()], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
