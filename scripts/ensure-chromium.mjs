// Finds Debian's Chromium for the browser tests, installing it with apt-get when we are root.
// Nothing here downloads a browser build of its own: there is no internet, only Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function found() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The path of a Chromium binary; installs Debian's package when missing and possible. */
export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      '找不到 Chromium，浏览器测试无法运行。请以 root 运行 `apt-get install -y chromium`，或设置 CHROME_PATH。\n' +
        "Chromium not found: install Debian's package (apt-get install -y chromium) or set CHROME_PATH.",
    );
  }
  console.log('[test] 正在通过 apt-get 安装 Debian 的 Chromium（约 30 秒）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  const path = found();
  if (update.status !== 0 || install.status !== 0 || !path) {
    throw new Error(
      'apt-get 安装 Chromium 失败（见上方输出）。Installing chromium with apt-get failed.',
    );
  }
  return path;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  console.log(path, execFileSync(path, ['--version']).toString().trim());
}
