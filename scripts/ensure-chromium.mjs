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

function hasChineseFont() {
  const list = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return list.status === 0 && list.stdout.trim() !== '';
}

/**
 * Makes sure Chromium has a Chinese font to lay text out with: without one every character is
 * drawn as an empty box of another width, and the layout tests measure a page no user sees
 * (the 470 px wide news panels of a 375 px phone went unnoticed that way). Installs Debian's small
 * `fonts-wqy-microhei` when we are root; otherwise says what to install.
 */
export function ensureChineseFont() {
  if (hasChineseFont()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.warn(
      '[test] 未找到中文字体，版式测试不可靠。请以 root 运行 `apt-get install -y fonts-wqy-microhei`。',
    );
    return;
  }
  console.log('[test] 正在通过 apt-get 安装中文字体 fonts-wqy-microhei…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'fonts-wqy-microhei'], { stdio: 'inherit', env });
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  if (!hasChineseFont()) console.warn('[test] 中文字体安装失败：版式测试可能不可靠。');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  console.log(path, execFileSync(path, ['--version']).toString().trim());
}
