/**
 * `npm run admin -- <command>`: the console's first accounts, without the console.
 *
 *   create <username> [--nickname 名称] [--identity student|teacher|public]
 *       a new account with the admin role; asks for the password twice (hidden), or reads it
 *       from the first line of standard input when that is not a terminal
 *   promote <username> [--role admin|editor|teacher]    gives an existing account a role
 *   list                                                 the accounts that have a role
 *
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL). The embedded database
 * is used by one process at a time: stop the server first.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { ROLES, type Role } from '../../src/core/api/admin-contract';
import { IDENTITIES, type Identity } from '../../src/core/api/contract';
import { hashPassword } from '../auth/password-hash';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/open-database';
import { users } from '../db/schema';
import { runSeed } from '../seed/run-seed';

const USAGE = `用法 / usage:
  npm run admin -- create <用户名> [--nickname 名称] [--identity student|teacher|public]
  npm run admin -- promote <用户名> [--role admin|editor|teacher]
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

function promoteOptions(args: string[]): { username: string; role: Role } {
  const username = checkUsername(args[0]);
  const role = (option(args, 'role') ?? 'admin') as Role;
  if (!ROLES.includes(role))
    throw new CommandError(`参数错误：role 必须是 ${ROLES.join('、')} 之一`);
  return { username, role };
}

/** `password`: already read (from a pipe, before the database was opened); else asked here. */
async function create(db: Database, args: string[], password?: string): Promise<string> {
  const { username, identity, nickname } = createOptions(args);
  if (await findByUsername(db, username)) {
    throw new CommandError(`用户名 ${username} 已存在；要让它成为管理员，请用 promote 命令`);
  }
  const passwordHash = await hashPassword(password ?? (await readPassword()));
  await db.insert(users).values({ username, nickname, identity, passwordHash, role: 'admin' });
  return `已创建管理员账号 ${username}。登录管理后台：/PC/admin/`;
}

async function promote(db: Database, args: string[]): Promise<string> {
  const { username, role } = promoteOptions(args);
  const user = await findByUsername(db, username);
  if (!user) throw new CommandError(`用户 ${username} 不存在`);
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  return `${user.username} 的角色已设为 ${role}。`;
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
