// Lighthouse (the npm package) against Debian's Chromium on loopback, mobile and desktop.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function summary(lhr) {
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  const audit = (name) => lhr.audits[name]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(audit('total-blocking-time') ?? 0),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Audits every page on mobile and desktop; returns one row per page and form factor. */
export async function auditPages(chromePath, pages) {
  const profile = mkdtempSync(join(tmpdir(), 'xnfz-lighthouse-'));
  process.env.XDG_CONFIG_HOME = join(profile, 'config');
  process.env.XDG_CACHE_HOME = join(profile, 'cache');
  mkdirSync(join(profile, 'data'), { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: FLAGS,
    userDataDir: join(profile, 'data'),
  });
  const rows = [];
  try {
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        const options = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        };
        const result = await lighthouse(
          page.url,
          options,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        rows.push({ page: page.name, formFactor, ...summary(result.lhr) });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
