// Keeps the embedding kit of the build in dist/ under its version, so sites that pinned
// `/PC/v/<version>/xnfz-loader.js` (or the one-file bundle with its `integrity`) keep working
// after the next deploy: run it before building and deploying a new version.
//   npm run keep-version            → <PORTAL_VERSIONS_DIR>/<version of dist/sri.json>/
// PORTAL_VERSIONS_DIR defaults to <DATA_DIR>/portal-versions (data/portal-versions). The server
// serves every folder there at /PC/v/<folder>/ (server/http/versioned-site.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What a pinned embed loads: the loader, the bundle, the ES modules, the manifest and types. */
const KIT =
  /^(xnfz-loader\.js|xnfz-widgets\.js|custom-elements\.json|sri\.json)(\.map|\.br|\.gz)*$|^(esm|types)$/;

/** The folder of kept versions, from the environment as the server reads it. */
export function versionsDirOf(env = process.env) {
  return resolve(env.PORTAL_VERSIONS_DIR || join(env.DATA_DIR || 'data', 'portal-versions'));
}

/** Copies the kit of `distDir` to `<versionsDir>/<version>/`; answers that folder. */
export function keepVersion(distDir = 'dist', versionsDir = versionsDirOf()) {
  const sri = join(distDir, 'sri.json');
  if (!existsSync(sri)) throw new Error(`${sri} 不存在：请先构建（npm run build）`);
  const { version } = JSON.parse(readFileSync(sri, 'utf8'));
  if (!/^\d+\.\d+\.\d+[\w.-]*$/.test(version)) throw new Error(`版本号无效：${version}`);
  const target = join(versionsDir, version);
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(distDir)) {
    if (KIT.test(name)) cpSync(join(distDir, name), join(target, name), { recursive: true });
  }
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`已保留：${keepVersion()}`);
}
