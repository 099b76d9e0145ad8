/**
 * Where a media file is used, and 删除 of one that is not: its address found in covers, posters,
 * videos, banner images, the logo, attachments, rich text, working copies and the articles' recycle
 * bin; a file in use is refused with how many places hold it, and nothing changes; an unused one
 * loses its row (audited) and its bytes. A teacher manages only the files they uploaded.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  auditLog,
  articles,
  banners,
  courses,
  lessons,
  mediaFiles,
  resources,
  siteSettings,
  users,
} from '../../server/db/schema';
import { SITE_INFO_KEY } from '../../server/content/site-content';
import { MSG_FORBIDDEN, type AdminMediaUse } from '../../src/core/api/admin-contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

let unique = 0;
/** A file of `owner`'s on disk and in the library. */
async function newMedia(owner = 'teacher1') {
  const n = ++unique;
  const url = `/media/uploads/2026-11/usage-${n}.png`;
  const file = path.join(f.t.config.uploads.dir, 'files', '2026-11', `usage-${n}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'png bytes');
  const [person] = await f.t.db.select().from(users).where(eq(users.username, owner));
  const [row] = await f.t.db
    .insert(mediaFiles)
    .values({
      uploadId: `usage-${n}`,
      kind: 'image',
      url,
      originalName: `图片${n}.png`,
      size: 9,
      mimeType: 'image/png',
      uploadedBy: person!.id,
      uploaderName: owner,
    })
    .returning();
  return { id: row!.id, url, file };
}

const usage = async (id: number, token = f.tokens.editor1) =>
  (
    await call<AdminMediaUse[]>(f.t, 'GET', '/api/admin/mediaUsage', {
      token,
      query: { id: String(id) },
    })
  ).body;
const remove = async (id: number, token = f.tokens.editor1) =>
  (await call(f.t, 'POST', '/api/admin/mediaDelete', { token, body: { id } })).body;
const stillThere = async (id: number) =>
  (await f.t.db.select().from(mediaFiles).where(eq(mediaFiles.id, id))).length === 1;

describe('the media library: where a file is used, and deleting one', () => {
  it('an unused file is deleted: its row (audited) and its bytes', async () => {
    const media = await newMedia();
    assert.deepEqual((await usage(media.id)).data, []);
    assert.equal((await remove(media.id)).code, 0);
    assert.equal(await stillThere(media.id), false);
    assert.equal(fs.existsSync(media.file), false);
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(media.id)));
    assert.equal(entry?.action, 'media.delete');
    assert.equal((entry?.before as { url?: string }).url, media.url);
    assert.deepEqual(await usage(media.id), { code: 500, msg: '资源不存在' });
  });

  it('finds every kind of use, and a file in use is refused with how many, nothing changed', async () => {
    const media = await newMedia();
    const { url } = media;
    const [article] = await f.t.db
      .insert(articles)
      .values({ kind: 'news', title: '用作封面的新闻', cover: url })
      .returning();
    const [binned] = await f.t.db
      .insert(articles)
      .values({
        kind: 'news',
        title: '回收站里的新闻',
        content: `<p><img src="${url}" alt=""></p>`,
        published: false,
        deletedAt: new Date(),
        purgeAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await f.t.db
      .update(courses)
      .set({ draft: { title: '草稿里用了它', cover: url } as never })
      .where(eq(courses.id, f.fixture.course.c1));
    const [lesson] = await f.t.db
      .insert(lessons)
      .values({
        courseId: f.fixture.course.c2,
        chapterId: f.fixture.chapter.first,
        title: '用作视频封面的课时',
        poster: url,
      })
      .returning();
    const [resource] = await f.t.db
      .insert(resources)
      .values({
        kind: 'red',
        mediaType: 'document',
        title: '附件里有它的红色资源',
        attachments: [{ name: '图.png', url, size: 9 }],
      })
      .returning();
    const [banner] = await f.t.db
      .insert(banners)
      .values({ title: '用它的轮播图', image: url })
      .returning();
    const [site] = await f.t.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, SITE_INFO_KEY));
    await f.t.db
      .insert(siteSettings)
      .values({ key: SITE_INFO_KEY, value: { ...(site?.value as object), logo: url } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { ...(site?.value as object), logo: url } },
      });

    const found = await usage(media.id);
    assert.equal(found.code, 0, JSON.stringify(found));
    const uses = (found.data as AdminMediaUse[]).map((use) => [use.kind, use.id, use.title]);
    assert.deepEqual(
      uses.sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [
        ['article', article!.id, '用作封面的新闻'],
        ['articleInBin', binned!.id, '回收站里的新闻'],
        ['banner', banner!.id, '用它的轮播图'],
        [
          'course',
          f.fixture.course.c1,
          (found.data as AdminMediaUse[]).find((u) => u.kind === 'course')!.title,
        ],
        ['lesson', lesson!.id, '用作视频封面的课时'],
        ['redResource', resource!.id, '附件里有它的红色资源'],
        ['site', 0, ''],
      ],
    );
    const lessonUse = (found.data as AdminMediaUse[]).find((use) => use.kind === 'lesson');
    assert.equal(lessonUse?.courseId, f.fixture.course.c2);

    const auditBefore = (await f.t.db.select().from(auditLog)).length;
    assert.deepEqual(await remove(media.id), {
      code: 500,
      msg: '文件正在使用，不能删除：有 7 处在使用它',
    });
    assert.equal(await stillThere(media.id), true);
    assert.equal(fs.existsSync(media.file), true);
    assert.equal((await f.t.db.select().from(auditLog)).length, auditBefore);
  });

  it('a teacher sees where and deletes only their own files', async () => {
    const editors = await newMedia('editor1');
    assert.deepEqual(await usage(editors.id, f.tokens.teacher1), { code: 500, msg: MSG_FORBIDDEN });
    assert.deepEqual(await remove(editors.id, f.tokens.teacher1), {
      code: 500,
      msg: MSG_FORBIDDEN,
    });
    assert.equal(await stillThere(editors.id), true);
    const own = await newMedia('teacher1');
    assert.equal((await remove(own.id, f.tokens.teacher1)).code, 0);
    assert.equal(await stillThere(own.id), false);
  });
});
