/**
 * Pinned versions of the embedding kit (issue #30): `/PC/v/<version>/…` serves the current build
 * under the version its dist/sri.json names, and each older version kept in `versionsDir`
 * (`npm run keep-version` copies the kit there before a deploy) under its folder's name. A site
 * that pins `/PC/v/1.2.0/xnfz-loader.js` keeps loading 1.2.0 and its chunks (the loader imports
 * them from its own folder) after the portal moves on. Kept versions never change: cached a year
 * as immutable; the current one is revalidated (a rebuild of the same version may differ).
 * CORS: public like everything under /PC/ (http/security.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

const VERSION = /^\d+\.\d+\.\d+[\w.-]*$/;
/** What a pinned address may load: the console and the portal page are not versioned. */
const KIT = /^\/(xnfz-loader\.js|xnfz-widgets\.js|custom-elements\.json|sri\.json|esm\/|types\/)/;

/** The version of the build in `distDir` (its sri.json), or null when it names none. */
export function builtVersion(distDir: string): string | null {
  try {
    const { version } = JSON.parse(fs.readFileSync(path.join(distDir, 'sri.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && VERSION.test(version) ? version : null;
  } catch {
    return null;
  }
}

export async function registerVersionedSite(
  app: FastifyInstance,
  config: ServerConfig,
): Promise<void> {
  const current = builtVersion(config.distDir);
  const kept = fs.existsSync(config.versionsDir)
    ? fs
        .readdirSync(config.versionsDir, { withFileTypes: true })
        .filter(
          (entry) => entry.isDirectory() && VERSION.test(entry.name) && entry.name !== current,
        )
        .map((entry) => entry.name)
    : [];
  const roots = [
    ...(current ? [{ version: current, root: config.distDir, immutable: false }] : []),
    ...kept.map((version) => ({
      version,
      root: path.join(config.versionsDir, version),
      immutable: true,
    })),
  ];
  for (const { version, root, immutable } of roots) {
    const prefix = `/PC/v/${version}`;
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const rest = request.url.slice(prefix.length).split('?')[0] ?? '';
        if (!KIT.test(rest)) return reply.code(404).send();
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: `${prefix}/`,
        index: false,
        dotfiles: 'ignore',
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply) => {
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }
}
