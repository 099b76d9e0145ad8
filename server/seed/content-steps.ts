/**
 * Seed steps of the demo content: resource and 红色资源 category trees and resources, news,
 * notices and research articles, home page banners and the site information. Texts live in
 * ./content/, media files in ../media/ (made by ./media/make-content-media.ts). Dates are spread
 * over the year before the seed runs; everything else is fixed. Bodies go through the sanitiser
 * (content-writes.ts) like any stored rich text. Never edit an applied step: add a new one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Attachment } from '../../src/core/api/contract';
import { insertArticles, insertResources } from '../content/content-writes';
import type { NewArticle, NewResource } from '../content/content-writes';
import { SITE_INFO_KEY } from '../content/site-content';
import type { Database } from '../db/open-database';
import { banners, categories, siteSettings } from '../db/schema';
import { NEWS } from './content/news';
import { NOTICES } from './content/notices';
import { RED_CATEGORIES, RED_RESOURCES } from './content/red-resources';
import { RESEARCH } from './content/research';
import type { ArticleSeed, AttachmentSeed, CategorySeed, ResourceSeed } from './content/seed-types';
import { BANNERS, SITE_INFO } from './content/site';
import { RESOURCE_CATEGORIES, TEACHING_RESOURCES } from './content/teaching-resources';
import type { SeedStep } from './run-seed';
import { serverPath } from '../server-root';

const MEDIA_DIR = serverPath('media');
const DAY_MS = 86_400_000;

/** The attachments with the real sizes of their files (0 when a file is missing). */
function attachmentsOf(seeds: readonly AttachmentSeed[] = []): Attachment[] {
  return seeds.map(({ name, file }) => {
    let size = 0;
    try {
      size = fs.statSync(path.join(MEDIA_DIR, file)).size;
    } catch {
      // Reported by the content test; the seed itself does not fail on it.
    }
    return { name, url: `/media/${file}`, size };
  });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Paragraphs as HTML; a paragraph starting with `## ` becomes an h3. */
function paragraphs(lines: readonly string[]): string {
  return lines
    .map((line) =>
      line.startsWith('## ')
        ? `<h3>${escapeHtml(line.slice(3))}</h3>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
}

/** A number from 0 to 1 fixed by the text (click counts and ratings look lived-in). */
function hashUnit(text: string): number {
  let state = 2166136261;
  for (const ch of text) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return state / 4294967296;
}

/** Midnight UTC of the seed day minus `days`, at a working hour fixed by `salt`. */
function daysBefore(today: number, days: number, salt: string): Date {
  const midnight = today - (today % DAY_MS);
  return new Date(midnight - days * DAY_MS + (1 + Math.floor(hashUnit(salt) * 9)) * 3_600_000);
}

/** Inserts a two-level tree; returns "parent/child" → id. */
async function insertTree(
  tx: Database,
  scope: 'resource' | 'red',
  tree: CategorySeed,
): Promise<Map<string, number>> {
  const parents = await tx
    .insert(categories)
    .values(tree.map(([name], i) => ({ scope, name, sortOrder: i + 1 })))
    .returning({ id: categories.id, name: categories.name });
  const parentId = new Map(parents.map((row) => [row.name, row.id]));
  const children = await tx
    .insert(categories)
    .values(
      tree.flatMap(([parent, names]) =>
        names.map((name, i) => ({
          scope,
          name,
          parentId: parentId.get(parent)!,
          sortOrder: i + 1,
        })),
      ),
    )
    .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
  const byId = new Map(parents.map((row) => [row.id, row.name]));
  return new Map(children.map((row) => [`${byId.get(row.parentId!)}/${row.name}`, row.id]));
}

function resourceHtml(seed: ResourceSeed): string {
  const parts = [paragraphs(seed.body.slice(0, 1))];
  if (seed.mediaType === 'image') {
    parts.push(
      `<figure><img src="/media/resources/${seed.slug}.svg" alt="${escapeHtml(seed.title)}"><figcaption>${escapeHtml(seed.title)}</figcaption></figure>`,
    );
  }
  parts.push(paragraphs(seed.body.slice(1)));
  if (seed.points?.length) {
    parts.push(
      `<h3>主要内容</h3>\n<ul>${seed.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
    );
  }
  if (seed.link) {
    parts.push(
      `<p>访问地址：<a href="${escapeHtml(seed.link)}" target="_blank">${escapeHtml(seed.link)}</a></p>`,
    );
  }
  return parts.join('\n');
}

function resourceRows(
  seeds: readonly ResourceSeed[],
  categoryIds: Map<string, number>,
  today: number,
): NewResource[] {
  return seeds.map((seed, i) => {
    const createdAt = daysBefore(today, 20 + Math.floor((i * 330) / seeds.length), seed.slug);
    const unit = hashUnit(seed.title);
    return {
      kind: seed.kind,
      categoryId: categoryIds.get(seed.category.join('/')) ?? null,
      title: seed.title,
      cover: `/media/resources/${seed.slug}.svg`,
      summary: seed.summary,
      content: resourceHtml(seed),
      mediaType: seed.mediaType,
      videoUrl: seed.video ?? null,
      attachments: attachmentsOf(seed.attachments),
      clickCount: 60 + Math.floor(unit * 2400),
      rating: 3.5 + Math.floor(unit * 4) * 0.5,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function dateText(date: Date): string {
  const [y, m, d] = date.toISOString().slice(0, 10).split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日`;
}

function articleHtml(seed: ArticleSeed, publishedAt: Date): string {
  const parts = [paragraphs(seed.body.slice(0, 1))];
  if (seed.cover) {
    parts.push(
      `<figure><img src="${seed.cover}" alt="${escapeHtml(seed.title)}"><figcaption>${escapeHtml(seed.title)}</figcaption></figure>`,
    );
  }
  parts.push(paragraphs(seed.body.slice(1)));
  if (seed.kind === 'notice') {
    parts.push(`<p>虚拟仿真实验教学中心</p>\n<p>${dateText(publishedAt)}</p>`);
  }
  return parts.join('\n');
}

function articleRows(seeds: readonly ArticleSeed[], today: number): NewArticle[] {
  return seeds.map((seed) => {
    const publishedAt = daysBefore(today, seed.daysAgo, seed.title);
    return {
      kind: seed.kind,
      title: seed.title,
      summary: seed.summary,
      cover: seed.cover ?? '',
      author: seed.author,
      source: seed.source,
      content: articleHtml(seed, publishedAt),
      attachments: attachmentsOf(seed.attachments),
      pinned: seed.pinned ?? false,
      publishedAt,
      clickCount: 30 + Math.floor(hashUnit(seed.title) * 1500),
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
}

export const CONTENT_SEED_STEPS: readonly SeedStep[] = [
  {
    name: 'demo-resources-v1',
    demo: true,
    async apply(tx) {
      const today = Date.now();
      const red = await insertTree(tx, 'red', RED_CATEGORIES);
      const teaching = await insertTree(tx, 'resource', RESOURCE_CATEGORIES);
      await insertResources(tx, [
        ...resourceRows(RED_RESOURCES, red, today),
        ...resourceRows(TEACHING_RESOURCES, teaching, today),
      ]);
    },
  },
  {
    name: 'demo-articles-v1',
    demo: true,
    async apply(tx) {
      await insertArticles(tx, articleRows([...NEWS, ...NOTICES, ...RESEARCH], Date.now()));
    },
  },
  {
    name: 'demo-site-v1',
    demo: true,
    async apply(tx) {
      await tx.insert(banners).values(
        BANNERS.map((banner, i) => ({
          title: banner.title,
          image: `/media/banners/${banner.slug}.svg`,
          link: banner.link,
          sortOrder: i + 1,
        })),
      );
      await tx
        .insert(siteSettings)
        .values({ key: SITE_INFO_KEY, value: SITE_INFO })
        .onConflictDoNothing();
    },
  },
];
