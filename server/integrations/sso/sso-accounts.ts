/**
 * Local accounts of campus sign-in: the account an identity (provider + subject) is bound to, a
 * new account made from the mapped claims (no password: it cannot log in with one until it sets
 * one through a reset), and binding an identity to an existing account.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { ssoIdentities, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../../admin/audit-log';
import type { Staff } from '../../admin/staff-only';
import { ApiError } from '../../http/envelope';
import { findUserById, findUserByUsername } from '../../users/user-queries';
import type { UserRow } from '../../users/user-queries';
import { identityFromClaim } from './sso-config';
import type { SsoProvider } from './sso-config';

/** What the provider said about the user, mapped to our fields. */
export interface SsoProfile {
  provider: string;
  subject: string;
  username: string;
  nickname: string;
  realName: string;
  studentNumber: string;
  department: string;
  identity: UserRow['identity'];
  /** OpenID Connect ID token (for the provider's logout), '' for CAS. */
  idToken: string;
}

/** Marks an account that has never had a password: no password matches it. */
export const NO_PASSWORD = '!sso';

function claimText(claims: Record<string, unknown>, name: string): string {
  if (!name) return '';
  const value = claims[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  if (typeof first === 'number') return String(first);
  return '';
}

const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

/** Maps the claims by the provider's settings; null with the reason when the username is unusable. */
export function profileFrom(
  provider: SsoProvider,
  subject: string,
  claims: Record<string, unknown>,
  idToken: string,
): SsoProfile | { problem: string } {
  const { mapping } = provider;
  const username = mapping.username ? claimText(claims, mapping.username) : subject;
  if (!USERNAME_PATTERN.test(username)) {
    return {
      problem: `统一身份认证返回的用户名“${username.slice(0, 40)}”不能用作本站用户名（3–32 个字母、数字或下划线），请联系管理员`,
    };
  }
  const name = claimText(claims, mapping.name).slice(0, 32);
  return {
    provider: provider.id,
    subject,
    username,
    nickname: name || username,
    realName: name,
    studentNumber: claimText(claims, mapping.studentNumber).slice(0, 32),
    department: claimText(claims, mapping.department).slice(0, 64),
    identity:
      (mapping.identityClaim ? identityFromClaim(claims[mapping.identityClaim]) : null) ??
      mapping.identity,
    idToken,
  };
}

/** The account bound to this identity, or null. */
export async function boundAccount(
  ctx: AppContext,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await ctx.db
    .select({ userId: ssoIdentities.userId })
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row ? findUserById(ctx.db, row.userId) : null;
}

/** Binds the identity to the account (nothing when it is bound already). */
export async function bindIdentity(
  ctx: AppContext,
  profile: SsoProfile,
  userId: number,
): Promise<void> {
  await ctx.db
    .insert(ssoIdentities)
    .values({
      provider: profile.provider,
      subject: profile.subject,
      userId,
      boundAt: ctx.config.now(),
    })
    .onConflictDoNothing();
}

/**
 * A new account from the profile, bound to the identity; null when its username is taken
 * (also when another sign-in created it a moment ago).
 */
export async function createAccount(ctx: AppContext, profile: SsoProfile): Promise<UserRow | null> {
  if (await findUserByUsername(ctx.db, profile.username)) return null;
  const now = ctx.config.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: profile.username,
          passwordHash: NO_PASSWORD,
          nickname: profile.nickname,
          realName: profile.realName,
          identity: profile.identity,
          department: profile.department,
          studentNumber: profile.studentNumber,
          createdAt: now,
          updatedAt: now,
          passwordChangedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert into users returned no row');
      await tx.insert(ssoIdentities).values({
        provider: profile.provider,
        subject: profile.subject,
        userId: created.id,
        boundAt: now,
      });
      return created;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
}

/** The identities bound to an account, oldest first. */
export async function identitiesOf(ctx: AppContext, userId: number) {
  return ctx.db
    .select({
      id: ssoIdentities.id,
      provider: ssoIdentities.provider,
      subject: ssoIdentities.subject,
      boundAt: ssoIdentities.boundAt,
    })
    .from(ssoIdentities)
    .where(eq(ssoIdentities.userId, userId))
    .orderBy(asc(ssoIdentities.boundAt), asc(ssoIdentities.id));
}

/**
 * Removes one bound identity (console, admins): its person signs in through it as a new
 * account next time, or binds again. Returns the user's remaining identities.
 */
export async function unbindIdentity(ctx: AppContext, staff: Staff, identityId: number) {
  const userId = await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ssoIdentities)
      .where(eq(ssoIdentities.id, identityId))
      .returning();
    if (!removed) throw new ApiError(MSG_SSO_IDENTITY_NOT_FOUND);
    await recordAudit(tx, staff, ctx.config.now(), {
      action: 'user.ssoUnbind',
      entity: 'user',
      entityId: removed.userId,
      before: { provider: removed.provider, subject: removed.subject },
      after: null,
    });
    return removed.userId;
  });
  return identitiesOf(ctx, userId);
}

export const MSG_SSO_IDENTITY_NOT_FOUND = '绑定记录不存在';
