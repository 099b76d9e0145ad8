/** Home page banners in the console: all of them (also inactive), in the order the portal shows. */
import { asc, eq, max } from 'drizzle-orm';
import type { AdminBanner, AdminBannerSaveBody } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { banners } from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit-log';
import type { Staff } from './staff-only';

export async function listAdminBanners(db: Database): Promise<AdminBanner[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      image: banners.image,
      link: banners.link,
      active: banners.active,
    })
    .from(banners)
    .orderBy(asc(banners.sortOrder), asc(banners.id));
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
  await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [top] = await tx.select({ top: max(banners.sortOrder) }).from(banners);
      const [created] = await tx
        .insert(banners)
        .values({ ...fields, sortOrder: (top?.top ?? 0) + 1 })
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
    const [after] = await tx.update(banners).set(fields).where(eq(banners.id, body.id)).returning();
    await recordAudit(tx, staff, now, {
      action: 'banner.update',
      entity: 'banner',
      entityId: body.id,
      before,
      after,
    });
  });
  return listAdminBanners(db);
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
  return listAdminBanners(db);
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
  return listAdminBanners(db);
}
