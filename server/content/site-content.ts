/** Home page banners, the site information (site_settings `site_info`) and contact-page feedback. */
import { asc, eq } from 'drizzle-orm';
import type { Banner, FeedbackBody, SiteInfo } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import type { Database } from '../db/open-database';
import { banners, feedback, siteSettings } from '../db/schema';

export const SITE_INFO_KEY = 'site_info';

/** Answered until site_info is set (a database seeded without demo data). */
export const DEFAULT_SITE_INFO: SiteInfo = {
  name: '虚拟仿真实验教学中心',
  logo: '',
  footer: '',
  contact: { address: '', phone: '', email: '', hours: '' },
  links: [],
};

/**
 * The banners the home page shows at `now` — active, their 开始展示 come and their 结束展示 not yet —
 * and the next start or end of an active banner after `now` (null: none), when this answer stops
 * being true: the public cache keeps it no longer (http/public-cache.ts). One query: a centre
 * has a handful of banners.
 */
export async function liveBanners(
  db: Database,
  now: Date,
): Promise<{ banners: Banner[]; nextChange: Date | null }> {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      image: banners.image,
      link: banners.link,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  const live = rows.filter(
    (row) => (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now),
  );
  const later = rows
    .flatMap((row) => [row.startsAt, row.endsAt])
    .filter((time): time is Date => time !== null && time > now)
    .map((time) => time.getTime());
  return {
    banners: live.map(({ id, title, image, link }) => ({ id, title, image, link })),
    nextChange: later.length ? new Date(Math.min(...later)) : null,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The stored site information, every field present (missing ones from the defaults). */
export async function siteInfo(db: Database): Promise<SiteInfo> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SITE_INFO_KEY))
    .limit(1);
  if (!row || typeof row.value !== 'object' || row.value === null) return DEFAULT_SITE_INFO;
  const stored = row.value as Partial<Record<keyof SiteInfo, unknown>>;
  const contact = (stored.contact ?? {}) as Record<string, unknown>;
  const links = Array.isArray(stored.links) ? (stored.links as Record<string, unknown>[]) : [];
  return {
    name: text(stored.name) || DEFAULT_SITE_INFO.name,
    logo: text(stored.logo),
    footer: text(stored.footer),
    contact: {
      address: text(contact.address),
      phone: text(contact.phone),
      email: text(contact.email),
      hours: text(contact.hours),
    },
    links: links.map((link) => ({ name: text(link?.name), url: text(link?.url) })),
  };
}

export async function saveFeedback(
  ctx: AppContext,
  body: FeedbackBody,
  userId: number | null,
): Promise<void> {
  await ctx.db.insert(feedback).values({
    userId,
    name: body.name.trim(),
    contact: body.contact.trim(),
    content: body.content.trim(),
    createdAt: ctx.config.now(),
  });
}
