/** Site information in the console, saved against the revision that was opened. */
import { eq, sql } from 'drizzle-orm';
import {
  MSG_EDIT_CONFLICT,
  MSG_VERSION_SAME,
  type AdminSiteInfo,
} from '../../src/core/api/admin-contract';
import type { SiteInfo } from '../../src/core/api/contract';
import { SITE_INFO_KEY, siteInfo } from '../content/site-content';
import type { Database } from '../db/open-database';
import { siteSettings } from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit-log';
import type { Staff } from './staff-only';
import { sameFields } from '../content/same-fields';
import { recordVersion } from './version-store';

/** Revision "0": no site information stored yet (the defaults are shown). */
async function revisionOf(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: siteSettings.revision })
    .from(siteSettings)
    .where(eq(siteSettings.key, SITE_INFO_KEY))
    .limit(1);
  return row?.revision ?? 0;
}

export async function adminSiteInfo(db: Database): Promise<AdminSiteInfo> {
  return db.transaction(async (tx) => ({
    ...(await siteInfo(tx)),
    version: String(await revisionOf(tx)),
  }));
}

function trimmed(info: SiteInfo): SiteInfo {
  return {
    name: info.name.trim(),
    logo: info.logo.trim(),
    footer: info.footer.trim(),
    contact: {
      address: info.contact.address.trim(),
      phone: info.contact.phone.trim(),
      email: info.contact.email.trim(),
      hours: info.contact.hours.trim(),
    },
    links: info.links.map((link) => ({ name: link.name.trim(), url: link.url.trim() })),
  };
}

export async function saveSiteInfo(
  db: Database,
  staff: Staff,
  now: Date,
  info: SiteInfo,
  version: string,
): Promise<AdminSiteInfo> {
  return writeSiteInfo(db, staff, now, trimmed(info), version, 'site.update');
}

/**
 * 恢复 a saved version of the site information (content-versions.ts): it goes live at once (the
 * site information has no working copy).
 * @example
 * await revertSiteInfo(db, staff, now, version.fields, opened.version);
 */
export async function revertSiteInfo(
  db: Database,
  staff: Staff,
  now: Date,
  info: SiteInfo,
  version: string,
): Promise<AdminSiteInfo> {
  return writeSiteInfo(db, staff, now, info, version, 'site.revert');
}

async function writeSiteInfo(
  db: Database,
  staff: Staff,
  now: Date,
  value: SiteInfo,
  version: string,
  action: 'site.update' | 'site.revert',
): Promise<AdminSiteInfo> {
  await db.transaction(async (tx) => {
    // a lock on the key, also when the row does not exist yet
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SITE_INFO_KEY}))`);
    const [row] = await tx
      .select({ revision: siteSettings.revision, updatedAt: siteSettings.updatedAt })
      .from(siteSettings)
      .where(eq(siteSettings.key, SITE_INFO_KEY));
    if (String(row?.revision ?? 0) !== version) throw new ApiError(MSG_EDIT_CONFLICT);
    const before = await siteInfo(tx);
    if (action === 'site.revert' && sameFields(before, value)) throw new ApiError(MSG_VERSION_SAME);
    await tx
      .insert(siteSettings)
      .values({ key: SITE_INFO_KEY, value, updatedAt: now, revision: 1 })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedAt: now, revision: sql`${siteSettings.revision} + 1` },
      });
    await recordAudit(tx, staff, now, {
      action,
      entity: 'site',
      entityId: SITE_INFO_KEY,
      before,
      after: value,
    });
    await recordVersion(tx, staff, now, {
      entity: 'site',
      entityId: SITE_INFO_KEY,
      action,
      fields: value,
      before: { fields: before, at: row?.updatedAt ?? now, by: null },
    });
  });
  return adminSiteInfo(db);
}
