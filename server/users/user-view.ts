/** The `User` object of the contract from a users row (never the password hash). */
import type { User } from '../../src/core/api/contract';
import type { users } from '../db/schema';

export function toUser(row: typeof users.$inferSelect): User {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.realName,
    identity: row.identity,
    avatar: row.avatar,
    phone: row.phone,
    email: row.email,
    school: row.school,
    major: row.major,
    department: row.department,
    studentNumber: row.studentNumber,
    gender: row.gender,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    role: row.role ?? null,
    mustChangePassword: row.mustChangePassword,
    mustChangeReason: row.mustChangePassword ? (row.mustChangeReason ?? 'reset') : null,
    emailVerified: row.emailVerified,
    phoneVerified: row.phoneVerified,
  };
}
