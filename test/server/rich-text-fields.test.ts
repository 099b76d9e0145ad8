/**
 * Fields stored one way are shown that way. 课程介绍 is rich text like an article body: edited with
 * the rich-text editor, sanitised by the server, shown as HTML; descriptions typed into the old
 * plain textarea are turned into paragraphs by migration 0010, so none changes meaning.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { AdminCourse } from '../../src/core/api/admin-contract';
import { MIGRATIONS_FOLDER } from '../../server/db/open-database';
import { courses } from '../../server/db/schema';
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
