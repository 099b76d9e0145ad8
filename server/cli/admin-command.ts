/**
 * `npm run admin -- <command>`: the console's first accounts, without the console.
 *
 *   create <username> [--nickname 名称] [--identity student|teacher|public]
 *       a new account with the admin role; asks for the password twice (hidden), or reads it
 *       from the first line of standard input when that is not a terminal
 *   promote <username> [--role admin|editor|teacher] [--yes]
 *       gives an existing account a role; a role that raises what the account may do is asked
 *       for confirmation (or given with --yes when not run in a terminal)
 *   list                                                 the accounts that have a role
 *
 * Every change is in the audit log, by 命令行（npm run admin）. Uses the same configuration as the server (DATA_DIR or DATABASE_URL). The embedded database
 * is used by one process at a time: stop the server first.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { raisesPrivileges, ROLES, type Role } from '../../src/core/api/admin-contract';
import { IDENTITIES, type Identity } from '../../src/core/api/contract';
import { AUDIT_VALUE_NAMES, auditT } from '../../src/core/i18n/zh-cn/admin-audit';
import { recordAuditBy } from '../admin/audit-log';
import { hashPassword } from '../auth/password-hash';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/open-database';
import { users } from '../db/schema';
import { runSeed } from '../seed/run-seed';
import { personLabel } from '../users/person-label';

const USAGE = `用法 / usage:
  npm run admin -- create <用户名> [--nickname 名称] [--identity student|teacher|public]
  npm run admin -- promote <用户名> [--role admin|editor|teacher] [--yes]
  npm run admin -- list`;

class CommandError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

function checkUsername(username: string | undefined): string {
  if (!username || !/^[A-Za-z0-9_]{3,32}$/.test(username)) {
    throw new CommandError('参数错误：用户名必须是 3 到 32 个字母、数字或下划线');
  }
  return username;
}

function checkPassword(password: string): string {
  if (
    password.length < 8 ||
    password.length > 64 ||
    !/[A-Za-z]/.test(password) ||
    !/[0-9]/.test(password)
  ) {
    throw new CommandError('参数错误：密码必须是 8 到 64 个字符，并同时包含字母和数字');
  }
  return password;
}

/** One answer typed at the terminal. */
function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });
}

/** One line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('密码 / password: ');
    checkPassword(first);
    const again = await askHidden('再次输入密码 / again: ');
    if (again !== first) throw new CommandError('两次输入的密码不一致');
    return first;
  }
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return checkPassword(line);
  }
  throw new CommandError('参数错误：没有读到密码（标准输入为空）');
}

async function findByUsername(db: Database, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

function createOptions(args: string[]): { username: string; identity: Identity; nickname: string } {
  const username = checkUsername(args[0]);
  const identity = (option(args, 'identity') ?? 'teacher') as Identity;
  if (!IDENTITIES.includes(identity))
    throw new CommandError(`参数错误：identity 必须是 ${IDENTITIES.join('、')} 之一`);
  const nickname = (option(args, 'nickname') ?? username).trim();
  if (!nickname || nickname.length > 32)
    throw new CommandError('参数错误：nickname 长度必须是 1 到 32 个字符');
  return { username, identity, nickname };
}

function promoteOptions(args: string[]): { username: string; role: Role; confirmed: boolean } {
  const username = checkUsername(args[0]);
  const role = (option(args, 'role') ?? 'admin') as Role;
  if (!ROLES.includes(role))
    throw new CommandError(`参数错误：role 必须是 ${ROLES.join('、')} 之一`);
  return { username, role, confirmed: args.includes('--yes') };
}

const roleName = (role: Role | null) => AUDIT_VALUE_NAMES[`role.${role ?? 'null'}`] ?? String(role);
const COMMAND_LINE = () => ({ id: null, name: auditT('audit.commandLine') });

/** `password`: already read (from a pipe, before the database was opened); else asked here. */
async function create(db: Database, args: string[], password?: string): Promise<string> {
  const { username, identity, nickname } = createOptions(args);
  if (await findByUsername(db, username)) {
    throw new CommandError(`用户名 ${username} 已存在；要让它成为管理员，请用 promote 命令`);
  }
  const passwordHash = await hashPassword(password ?? (await readPassword()));
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username, nickname, identity, passwordHash, role: 'admin' })
      .returning();
    if (!created) throw new CommandError('失败：账号没有写入');
    await recordAuditBy(tx, COMMAND_LINE(), new Date(), {
      action: 'user.create',
      entity: 'user',
      entityId: created.id,
      after: { username, role: 'admin' },
    });
  });
  return `已创建管理员账号 ${username}。登录管理后台：/PC/admin/`;
}

/** Whether the person at the terminal confirms a change that raises an account's privileges. */
async function confirmRaise(who: string, from: Role | null, to: Role): Promise<boolean> {
  if (!process.stdin.isTTY)
    throw new CommandError(
      `参数错误：把 ${who} 的角色由${roleName(from)}提升为${roleName(to)}需要确认：请在终端中运行，或加上 --yes`,
    );
  const answer = await ask(
    `确认把 ${who} 的角色由${roleName(from)}提升为${roleName(to)}吗？输入 y 确认，其他任意键取消：`,
  );
  return /^(y|yes|是)$/i.test(answer);
}

async function promote(db: Database, args: string[]): Promise<string> {
  const { username, role, confirmed } = promoteOptions(args);
  const user = await findByUsername(db, username);
  if (!user) throw new CommandError(`用户 ${username} 不存在`);
  const who = personLabel(user);
  const from = user.role ?? null;
  if (from === role) return `${who} 已是${roleName(role)}，未做修改。`;
  if (from === 'admin' && (await otherActiveAdmins(db, user.id)) === 0)
    throw new CommandError(`不能取消 ${who} 的系统管理员角色：这是最后一位可用的系统管理员`);
  if (raisesPrivileges(from, role) && !confirmed && !(await confirmRaise(who, from, role)))
    return '已取消，未做修改。';
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAuditBy(tx, COMMAND_LINE(), new Date(), {
      action: 'user.role',
      entity: 'user',
      entityId: user.id,
      before: { username: user.username, role: from },
      after: { username: user.username, role },
    });
  });
  return `${who} 的角色已由${roleName(from)}改为${roleName(role)}（已记入操作日志）。`;
}

async function otherActiveAdmins(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return row?.n ?? 0;
}

async function list(db: Database): Promise<string> {
  const rows = await db
    .select({ username: users.username, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(users.username);
  if (rows.length === 0)
    return '还没有任何管理账号。用 npm run admin -- create <用户名> 创建第一个管理员。';
  return rows
    .map((row) => `${row.username}\t${row.role}${row.disabledAt ? '\t(已停用)' : ''}`)
    .join('\n');
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['create', 'promote', 'list'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  // what needs no database is checked first: a mistake is answered without opening it
  if (command === 'create') createOptions(args);
  if (command === 'promote') promoteOptions(args);
  const piped = command === 'create' && !process.stdin.isTTY ? await readPassword() : undefined;
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    afterMigrate: (db) => runSeed(db, { demo: config.seedDemoData }).then(() => undefined),
  });
  try {
    const done =
      command === 'create'
        ? await create(database.db, args, piped)
        : command === 'promote'
          ? await promote(database.db, args)
          : await list(database.db);
    console.log(done);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CommandError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(`失败：${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(1);
  },
);
