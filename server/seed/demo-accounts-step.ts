/**
 * Demo seed step: the registered accounts a centre of this size has. The demo statistics show
 * thousands of student visits a month, and 注册用户 said 3 (the three demo accounts). This step adds
 * about 3 500 accounts — students, teachers and members of the public, registered over the last
 * two years — in the proportions of the traffic history.
 *
 * They cannot be logged into: all share one hash of a random password made at seeding time
 * (hashed once, so the first start stays as fast as before). The demo accounts student1,
 * teacher1 and public1 are untouched.
 */
import { randomBytes } from 'node:crypto';
import type { Gender, Identity } from '../../src/core/api/contract';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';
import type { SeedStep } from './run-seed';
import { SeededRandom } from './seeded-random';

export const DEMO_ACCOUNT_COUNTS: Readonly<Record<Exclude<Identity, 'visitor'>, number>> = {
  student: 2640,
  teacher: 186,
  public: 712,
};

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华玉萍红娟建文辉力斌宇浩凯晨欣雨婷雪琳佳怡子轩梓涵思远博文一鸣嘉懿若曦俊杰';
const SCHOOLS = [
  '华中科技大学',
  '武汉大学',
  '武汉理工大学',
  '华中师范大学',
  '中国地质大学（武汉）',
  '湖北工业大学',
];
const MAJORS = [
  '机械设计制造及其自动化',
  '电气工程及其自动化',
  '计算机科学与技术',
  '化学工程与工艺',
  '临床医学',
  '马克思主义理论',
  '土木工程',
  '物流管理',
];
const BATCH = 1800;
const DAY_MS = 86_400_000;

function pick<T>(random: SeededRandom, list: readonly T[] | string): T {
  return list[random.int(0, list.length - 1)] as T;
}

function chineseName(random: SeededRandom): string {
  const given =
    pick<string>(random, GIVEN) + (random.next() < 0.6 ? pick<string>(random, GIVEN) : '');
  return pick<string>(random, SURNAMES) + given;
}

/** The accounts of one identity, deterministic (same data on every fresh database). */
function accounts(
  identity: Exclude<Identity, 'visitor'>,
  count: number,
  passwordHash: string,
  now: number,
  random: SeededRandom,
): (typeof users.$inferInsert)[] {
  return Array.from({ length: count }, (_, i) => {
    const realName = chineseName(random);
    const registeredDaysAgo = random.int(3, 730);
    const createdAt = new Date(now - registeredDaysAgo * DAY_MS - random.int(0, DAY_MS));
    const loginDaysAgo = random.int(0, registeredDaysAgo);
    const gender: Gender = random.next() < 0.5 ? 'male' : 'female';
    const year = 2021 + (i % 5);
    const username =
      identity === 'student'
        ? `s${year}${String(10001 + i).padStart(5, '0')}`
        : identity === 'teacher'
          ? `t${String(20001 + i).padStart(5, '0')}`
          : `u${String(300001 + i)}`;
    return {
      username,
      passwordHash,
      nickname: identity === 'teacher' ? `${realName.slice(0, 1)}老师` : realName.slice(1),
      realName,
      identity,
      school: identity === 'public' ? '' : pick(random, SCHOOLS),
      major: identity === 'student' ? pick(random, MAJORS) : '',
      gender,
      createdAt,
      updatedAt: createdAt,
      lastLoginAt: new Date(now - loginDaysAgo * DAY_MS - random.int(0, DAY_MS)),
    };
  });
}

async function insertAccounts(tx: Database, passwordHash: string): Promise<void> {
  const random = new SeededRandom(20261124);
  const now = Date.now();
  const rows = (Object.keys(DEMO_ACCOUNT_COUNTS) as (keyof typeof DEMO_ACCOUNT_COUNTS)[]).flatMap(
    (identity) => accounts(identity, DEMO_ACCOUNT_COUNTS[identity], passwordHash, now, random),
  );
  for (let at = 0; at < rows.length; at += BATCH) {
    await tx
      .insert(users)
      .values(rows.slice(at, at + BATCH))
      .onConflictDoNothing();
  }
}

export const DEMO_ACCOUNTS_STEP: SeedStep = {
  name: 'demo-accounts-v1',
  demo: true,
  // one hash of a password nobody knows, shared by every account of the step
  prepare: () => hashPassword(randomBytes(24).toString('base64url')),
  apply: (tx, prepared) => insertAccounts(tx, prepared as string),
};
