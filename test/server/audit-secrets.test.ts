/**
 * The audit log holds no secret: not an experiment's signing secret, a password hash, a session
 * or ticket hash, an ID token or an 实验空间 access token — whatever the audited record carries and
 * whoever reads the log or a backup of it. Secrets written by older versions are removed by a
 * migration.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../server/admin/audit-log';
import * as schema from '../../server/db/schema';
import type {
  AdminAuditRow,
  AdminExperiment,
  AdminExperimentSecret,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

/** Column names that hold a secret or something a secret can be checked against. */
const SECRET_COLUMN = /secret|hash|token|verifier|nonce|^password$/i;
/** Named like one, but no secret: when a password changed, whether it must be. */
const NOT_SECRET = new Set(['passwordChangedAt', 'mustChangePassword']);

function secretColumns(): { table: string; column: string }[] {
  const found: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const column of Object.keys(getTableColumns(value))) {
      if (SECRET_COLUMN.test(column) && !NOT_SECRET.has(column))
        found.push({ table: getTableName(value), column });
    }
  }
  return found;
}

async function auditEntries(): Promise<AdminAuditRow[]> {
  const list = await call<Paged<AdminAuditRow>>(f.t, 'GET', '/api/admin/auditList', {
    token: f.tokens.admin1,
    query: { pageSize: '100' },
  });
  assert.equal(list.body.code, 0, list.raw);
  return list.body.data!.rows;
}

describe('the audit log', () => {
  it('keeps no signing secret when an experiment is saved after its secret was made', async () => {
    const post = <T>(path: string, body: object) =>
      call<T>(f.t, 'POST', path, { token: f.tokens.admin1, body });
    const experiment = {
      title: '精馏塔虚拟仿真',
      cover: '',
      summary: '',
      courseId: null,
      durationMinutes: 30,
      published: false,
      launchUrl: 'https://lab.example.edu.cn/distillation/',
      resultOrigin: 'https://lab.example.edu.cn',
    };
    const created = await post<AdminExperiment>('/api/admin/experimentSave', experiment);
    assert.equal(created.body.code, 0, created.raw);
    const id = created.body.data!.id;
    const secret = await post<AdminExperimentSecret>('/api/admin/experimentSecret', { id });
    assert.equal(secret.body.code, 0, secret.raw);
    const listed = await call<Paged<AdminExperiment>>(f.t, 'GET', '/api/admin/experimentList', {
      token: f.tokens.admin1,
    });
    const version = listed.body.data!.rows.find((row) => row.id === id)!.version;
    const saved = await post('/api/admin/experimentSave', {
      ...experiment,
      id,
      version,
      title: '精馏塔虚拟仿真（新版）',
    });
    assert.equal(saved.body.code, 0, saved.raw);

    const text = JSON.stringify(await auditEntries());
    assert.ok(text.includes('精馏塔虚拟仿真（新版）'), 'the change itself is audited');
    assert.ok(!text.includes(secret.body.data!.secret), 'the signing secret is not in the log');
    assert.doesNotMatch(text, /"resultSecret"/);
  });

  it('strips every secret column of every table, whatever record is audited', async () => {
    const columns = secretColumns();
    assert.ok(columns.length >= 8, `found ${columns.length} secret columns`);
    const marker = (n: number) => `SECRET-MARKER-${n}-${'x'.repeat(8)}`;
    const record = Object.fromEntries(columns.map(({ column }, n) => [column, marker(n)]));
    const nested = { row: record, rows: [record], title: '可以记下的字段' };
    await f.t.db.transaction((tx) =>
      recordAudit(
        tx,
        { user: { id: 1, username: 'admin1' }, role: 'admin' } as never,
        f.t.clock.now(),
        {
          action: 'test.secrets',
          entity: 'test',
          entityId: 1,
          before: record,
          after: nested,
        },
      ),
    );
    const entry = (await auditEntries()).find((row) => row.action === 'test.secrets')!;
    const text = JSON.stringify(entry);
    assert.ok(text.includes('可以记下的字段'), 'other fields are kept');
    for (const [n, { table, column }] of columns.entries())
      assert.ok(!text.includes(marker(n)), `${table}.${column} reached the audit log`);
  });

  it('the migration removes secrets that older versions wrote into it', async () => {
    const written = 'OLD-SECRET-abcdefghijklmnop';
    await f.t.db.insert(schema.auditLog).values({
      actorId: null,
      actorName: 'admin1',
      action: 'experiment.update',
      entity: 'experiment',
      entityId: '1',
      before: { title: '旧', resultSecret: written, launchUrl: 'https://a/' },
      after: { title: '新', resultSecret: written, passwordHash: written, list: [1] },
      createdAt: f.t.clock.now(),
    });
    const folder = new URL('../../server/db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => /audit_without_secrets/.test(name));
    assert.ok(file, 'a migration removes them');
    for (const statement of readFileSync(new URL(file, folder), 'utf8').split(
      '--> statement-breakpoint',
    ))
      if (statement.trim()) await f.t.db.execute(sql.raw(statement));
    const text = JSON.stringify(await f.t.db.select().from(schema.auditLog));
    assert.ok(!text.includes(written));
    assert.ok(text.includes('"launchUrl"') && text.includes('"list"'), 'the rest is kept');
  });
});
