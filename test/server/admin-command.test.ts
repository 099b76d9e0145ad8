/**
 * `npm run admin -- create|promote|list`: the first administrator without the console, on the
 * same database the server uses (the embedded one, or PostgreSQL when TEST_DATABASE_URL is set).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildServerEntry } from '../../scripts/build-server.mjs';
import { verifyPassword } from '../../server/auth/password-hash';
import { openDatabase } from '../../server/db/open-database';
import { auditLog, users } from '../../server/db/schema';
import { createEmptyPostgresDatabase } from './helpers/postgres-database';
import type { EmptyPostgresDatabase } from './helpers/postgres-database';
import { ROOT } from './helpers/server-process';

let env: Record<string, string>;
let dataDir: string;
let postgres: EmptyPostgresDatabase | null = null;

// compiled once, as the server is for its process tests: a TypeScript loader per run cost seconds each
let compiled: string | null = null;
const cli = () =>
  (compiled ??= buildServerEntry(
    'server/cli/admin-command.ts',
    path.join(ROOT, `build/server/admin-command.${process.pid}.mjs`),
  ));

/** The command as a centre runs it: production, with the real password cost (npm test's cheap one is refused there). */
function admin(args: string[], input = '') {
  const inherited = { ...process.env };
  delete inherited.XNFZ_TEST_CHEAP_PASSWORD_HASH;
  const result = spawnSync(process.execPath, ['--enable-source-maps', cli(), ...args], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-admin-cli-'));
  // production: no demo data, so only the command's own accounts exist
  env = { NODE_ENV: 'production', DATA_DIR: dataDir };
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = postgres.url.toString();
  }
});

after(async () => {
  await postgres?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (compiled) for (const file of [compiled, `${compiled}.map`]) fs.rmSync(file, { force: true });
});

async function storedAudit() {
  const database = await openDatabase(postgres ? { url: postgres.url.toString() } : { dataDir });
  try {
    return await database.db.select().from(auditLog).orderBy(auditLog.id);
  } finally {
    await database.close();
  }
}

async function storedUsers() {
  const database = await openDatabase(postgres ? { url: postgres.url.toString() } : { dataDir });
  try {
    return await database.db.select().from(users);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('lists no staff at first and says how to create the first administrator', () => {
    const listed = admin(['list']);
    assert.equal(listed.code, 0, listed.err);
    assert.match(listed.out, /npm run admin -- create/);
  });

  it('creates an administrator with the password read from standard input', async () => {
    const created = admin(['create', 'director', '--nickname', '中心主任'], 'Centre2026\n');
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /已创建管理员账号 director/);
    const [row] = await storedUsers();
    assert.equal(row?.username, 'director');
    assert.equal(row?.role, 'admin');
    assert.equal(row?.nickname, '中心主任');
    assert.ok(await verifyPassword('Centre2026', row.passwordHash));
    assert.match(admin(['list']).out, /director\tadmin/);
  });

  it('refuses a weak password, a bad or taken username, and writes nothing', async () => {
    const weak = admin(['create', 'second'], 'short\n');
    assert.equal(weak.code, 1);
    assert.match(weak.err, /^参数错误：密码/);
    const badName = admin(['create', 'a b'], 'Centre2026\n');
    assert.match(badName.err, /^参数错误：用户名/);
    const taken = admin(['create', 'DIRECTOR'], 'Centre2026\n');
    assert.equal(taken.code, 1);
    assert.match(taken.err, /已存在/);
    assert.equal((await storedUsers()).length, 1);
    const usage = admin([]);
    assert.equal(usage.code, 2);
    assert.match(usage.err, /npm run admin -- create/);
  });

  it('promotes an existing account to another role, each change in the audit log', async () => {
    assert.equal(admin(['create', 'deputy'], 'Centre2026\n').code, 0);
    const lowered = admin(['promote', 'director', '--role', 'editor']);
    assert.equal(lowered.code, 0, lowered.err);
    assert.match(lowered.out, /中心主任（director） 的角色已由系统管理员改为内容编辑/);
    assert.equal((await storedUsers()).find((row) => row.username === 'director')?.role, 'editor');
    assert.match(admin(['promote', 'nobody']).err, /不存在/);
    assert.match(admin(['promote', 'director', '--role', 'root']).err, /^参数错误：role/);
    const entries = await storedAudit();
    assert.deepEqual(
      entries.map((row) => [row.action, row.actorId, row.actorName]),
      [
        ['user.create', null, '命令行（npm run admin）'],
        ['user.create', null, '命令行（npm run admin）'],
        ['user.role', null, '命令行（npm run admin）'],
      ],
    );
    assert.deepEqual(entries[2]?.before, { username: 'director', role: 'admin' });
    assert.deepEqual(entries[2]?.after, { username: 'director', role: 'editor' });
  });

  it('raising a role is confirmed first: refused without a terminal unless --yes is given', async () => {
    const unconfirmed = admin(['promote', 'director', '--role', 'admin']);
    assert.equal(unconfirmed.code, 1);
    // the last line: a runtime warning may come before it
    assert.equal(
      unconfirmed.err.trim().split('\n').at(-1),
      '参数错误：把 中心主任（director） 的角色由内容编辑提升为系统管理员需要确认：请在终端中运行，或加上 --yes',
    );
    assert.equal((await storedUsers()).find((row) => row.username === 'director')?.role, 'editor');
    const auditBefore = (await storedAudit()).length;
    const confirmed = admin(['promote', 'director', '--role', 'admin', '--yes']);
    assert.equal(confirmed.code, 0, confirmed.err);
    assert.equal((await storedUsers()).find((row) => row.username === 'director')?.role, 'admin');
    const entries = await storedAudit();
    assert.equal(entries.length, auditBefore + 1);
    assert.deepEqual(entries.at(-1)?.after, { username: 'director', role: 'admin' });
    // the same role again changes nothing and records nothing
    assert.match(admin(['promote', 'director']).out, /已是系统管理员，未做修改/);
    assert.equal((await storedAudit()).length, auditBefore + 1);
  });

  it('never removes the last administrator', async () => {
    assert.equal(admin(['promote', 'deputy', '--role', 'teacher']).code, 0);
    const last = admin(['promote', 'director', '--role', 'teacher']);
    assert.equal(last.code, 1);
    assert.match(
      last.err,
      /不能取消 中心主任（director） 的系统管理员角色：这是最后一位可用的系统管理员/,
    );
    assert.equal((await storedUsers()).find((row) => row.username === 'director')?.role, 'admin');
  });
});
