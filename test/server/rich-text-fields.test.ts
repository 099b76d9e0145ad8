/**
 * Fields stored one way are shown that way. 课程介绍 is rich text like an article body: edited with
 * the rich-text editor, sanitised by the server, shown as HTML; descriptions typed into the old
 * plain textarea are turned into paragraphs by migration 0010, so none changes meaning.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { AdminCourse } from '../../src/core/api/admin-contract';
import { MIGRATIONS_FOLDER } from '../../server/db/open-database';
import { articles, courses, resources } from '../../server/db/schema';
import { newsBody } from './helpers/article-body';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

/** Runs one migration's SQL again on the test database (statement by statement). */
async function runMigration(name: string): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${name}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await f.t.db.execute(sql.raw(statement));
  }
}

async function courseWith(description: string): Promise<number> {
  const [row] = await f.t.db
    .insert(courses)
    .values({ title: `介绍迁移 ${Math.random()}`, type: 'major', description })
    .returning({ id: courses.id });
  return row!.id;
}

async function descriptionOf(id: number): Promise<string> {
  const [row] = await f.t.db.select().from(courses).where(eq(courses.id, id));
  return row!.description;
}

describe('images in rich text are files of the media library', () => {
  const outside = 'https://cdn.example.edu.cn/photo.png';
  const body = (html: string) => `<p>正文</p><img src="${html}" alt="图">`;
  const saves: [string, string, (html: string) => object, () => Promise<number>][] = [
    [
      '/api/admin/articleSave',
      'content',
      (html) => newsBody(f.t.clock.now(), '外站图片', { content: html }),
      async () => (await f.t.db.select({ n: count() }).from(articles))[0]!.n,
    ],
    [
      '/api/admin/resourceSave',
      'content',
      (html) => ({
        kind: 'resource',
        title: '外站图片资源',
        categoryId: null,
        cover: '',
        summary: '',
        content: html,
        mediaType: 'document',
        videoUrl: null,
        attachments: [],
        published: false,
      }),
      async () => (await f.t.db.select({ n: count() }).from(resources))[0]!.n,
    ],
    [
      '/api/admin/courseSave',
      'description',
      (html) => ({
        title: '外站图片课程',
        type: 'major',
        categoryId: null,
        cover: '',
        summary: '',
        description: html,
        teacher: '',
        ownerId: null,
        tags: [],
        published: false,
      }),
      async () => (await f.t.db.select({ n: count() }).from(courses))[0]!.n,
    ],
  ];

  it('a save with an image the portal would not show is refused, naming the field and the image', async () => {
    for (const [path, field, bodyOf, rows] of saves) {
      const before = await rows();
      for (const source of [outside, 'data:image/png;base64,AAAA', 'x.png']) {
        const refused = await call(f.t, 'POST', path, {
          token: f.tokens.editor1,
          body: bodyOf(body(source)),
        });
        assert.match(refused.body.msg, new RegExp(`^参数错误：${field} 中的图片`), path);
        assert.ok(refused.body.msg.includes(source.slice(0, 20)), refused.body.msg);
      }
      assert.equal(await rows(), before, `${path}: nothing stored`);
      const kept = await call<{ content?: string; description?: string }>(f.t, 'POST', path, {
        token: f.tokens.editor1,
        body: bodyOf(body('/media/site/logo.svg')),
      });
      assert.equal(kept.body.code, 0, kept.raw);
      const stored = kept.body.data!.content ?? kept.body.data!.description ?? '';
      assert.match(stored, /<img src="\/media\/site\/logo.svg" alt="图" \/>/, path);
    }
  });
});

describe('课程介绍 is rich text', () => {
  it('is sanitised on the server as article bodies are', async () => {
    const saved = await call<AdminCourse>(f.t, 'POST', '/api/admin/courseSave', {
      token: f.tokens.editor1,
      body: {
        title: '富文本介绍',
        type: 'major',
        categoryId: null,
        cover: '',
        summary: '',
        description:
          '<p onclick="alert(1)">A &amp; B <b>重点</b></p><script>alert(1)</script><p>第二段</p>',
        teacher: '',
        ownerId: null,
        tags: [],
        published: false,
      },
    });
    assert.equal(saved.body.code, 0, saved.raw);
    assert.equal(saved.body.data!.description, '<p>A &amp; B <b>重点</b></p><p>第二段</p>');
  });

  it('descriptions typed into the old textarea become paragraphs (migration 0010)', async () => {
    // as the old textarea stored them: sanitised text with its line breaks
    const typed = await courseWith(
      '第一行 A &amp; B <b>重点</b>\n\n第二行 1 &lt; 2\r\n  第三行  \n',
    );
    const bare = await courseWith('未经清理 & 1<2 <i>斜体</i>');
    const rich = '<p>已有段落</p>\n<h3>课程目标</h3>\n<ul><li>目标</li></ul>';
    const richId = await courseWith(rich);
    const inline = await courseWith('<b>只有加粗</b>');
    const empty = await courseWith('');
    const blank = await courseWith('  \n ');
    await runMigration('0010_course_description_paragraphs');
    assert.equal(
      await descriptionOf(typed),
      '<p>第一行 A &amp; B <b>重点</b></p><p>第二行 1 &lt; 2</p><p>第三行</p>',
    );
    assert.equal(await descriptionOf(bare), '<p>未经清理 &amp; 1&lt;2 <i>斜体</i></p>');
    assert.equal(await descriptionOf(richId), rich);
    assert.equal(await descriptionOf(inline), '<p><b>只有加粗</b></p>');
    assert.equal(await descriptionOf(empty), '');
    assert.equal(await descriptionOf(blank), '  \n ');
    // run again: nothing changes (every description now has paragraphs)
    await runMigration('0010_course_description_paragraphs');
    assert.equal(
      await descriptionOf(typed),
      '<p>第一行 A &amp; B <b>重点</b></p><p>第二行 1 &lt; 2</p><p>第三行</p>',
    );
  });
});
