/**
 * Home page banners in the console: all of them (also inactive), in the order the portal shows,
 * each with its 开始展示 / 结束展示 and where it is now by the server's clock.
 */
import { asc, eq, max } from 'drizzle-orm';
import type {
  AdminBanner,
  AdminBannerSaveBody,
  AdminBannerStatus,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { banners } from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit-log';
import { instantOf } from './admin-schemas';
import type { Staff } from './staff-only';

type BannerRow = typeof banners.$inferSelect;

/** Where a banner is at `now`: the portal shows exactly the `shown` ones (content/site-content.ts). */
export function bannerStatus(
  row: Pick<BannerRow, 'active' | 'startsAt' | 'endsAt'>,
  now: Date,
): AdminBannerStatus {
  if (!row.active) return 'hidden';
  if (row.startsAt && row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'shown';
}

export async function listAdminBanners(db: Database, now: Date): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    active: row.active,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    status: bannerStatus(row, now),
  }));
}

/** A time of the body: absent keeps `saved`, null clears it. */
function timeOf(value: string | null | undefined, field: string, saved: Date | null): Date | null {
  if (value === undefined) return saved;
  return value === null ? null : instantOf(value, field);
}

export async function saveBanner(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminBannerSaveBody,
): Promise<AdminBanner[]> {
  const fields = {
    title: body.title.trim(),
    image: body.image.trim(),
    link: body.link.trim(),
    active: body.active,
  };
  /** The times as they will be saved, checked: the end after the start. */
  const schedule = (saved: Pick<BannerRow, 'startsAt' | 'endsAt'> | null) => {
    const startsAt = timeOf(body.startsAt, 'startsAt', saved?.startsAt ?? null);
    const endsAt = timeOf(body.endsAt, 'endsAt', saved?.endsAt ?? null);
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new ApiError('参数错误：endsAt 结束展示时间必须晚于开始展示时间');
    }
    return { startsAt, endsAt };
  };
  await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const times = schedule(null);
      const [top] = await tx.select({ top: max(banners.sortOrder) }).from(banners);
      const [created] = await tx
        .insert(banners)
        .values({ ...fields, ...times, sortOrder: (top?.top ?? 0) + 1 })
        .returning();
      await recordAudit(tx, staff, now, {
        action: 'banner.create',
        entity: 'banner',
        entityId: created?.id ?? '',
        after: created,
      });
      return;
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, body.id)).for('update');
    if (!before) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    const [after] = await tx
      .update(banners)
      .set({ ...fields, ...schedule(before) })
      .where(eq(banners.id, body.id))
      .returning();
    await recordAudit(tx, staff, now, {
      action: 'banner.update',
      entity: 'banner',
      entityId: body.id,
      before,
      after,
    });
  });
  return listAdminBanners(db, now);
}

export async function deleteBanner(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminBanner[]> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    await recordAudit(tx, staff, now, {
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before,
    });
  });
  return listAdminBanners(db, now);
}

export async function orderBanners(
  db: Database,
  staff: Staff,
  now: Date,
  ids: number[],
): Promise<AdminBanner[]> {
  await db.transaction(async (tx) => {
    const existing = (await tx.select({ id: banners.id }).from(banners).for('update')).map(
      (row) => row.id,
    );
    const exact =
      existing.length === ids.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => existing.includes(id));
    if (!exact) throw new ApiError('参数错误：ids 必须恰好包含每张轮播图各一次');
    for (const [index, id] of ids.entries()) {
      await tx
        .update(banners)
        .set({ sortOrder: index + 1 })
        .where(eq(banners.id, id));
    }
    await recordAudit(tx, staff, now, {
      action: 'banner.order',
      entity: 'banner',
      entityId: '',
      after: ids,
    });
  });
  return listAdminBanners(db, now);
}
