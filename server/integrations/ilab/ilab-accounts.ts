/**
 * Local accounts of 实验空间 users: the ilab user name (`un`) is an identity like a campus sign-in
 * one (sso_identities, provider `ilab`), bound to an account created on the first launch
 * (identity `public`, no password) and kept with the user's current access token.
 */
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { ilabTokens, ilabUploads } from '../../db/schema';
import type { UserRow } from '../../users/user-queries';
import { boundAccount, createAccount } from '../sso/sso-accounts';
import type { SsoProfile } from '../sso/sso-accounts';
import type { IlabToken } from './ilab-client';

/** The provider name of ilab identities in sso_identities and of their sessions. */
export const ILAB_PROVIDER = 'ilab';
/** How an ilab identity is named where bound identities are listed (个人资料, 用户管理). */
export const ILAB_PROVIDER_LABEL = '实验空间';

/** Starts the message of an upload that failed because the user's token cannot be renewed. */
export const MSG_ILAB_TOKEN_GONE = '实验空间令牌已失效';

const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;

/** Usernames to try for a new account of this ilab user, best first. */
function candidates(un: string): string[] {
  const hash = createHash('sha256').update(un).digest('hex');
  const clean = un.replace(/[^A-Za-z0-9_]/g, '');
  const list = [
    un,
    `ilab_${clean}`.slice(0, 32),
    `ilab_${hash.slice(0, 10)}`,
    `ilab_${hash.slice(0, 20)}`,
  ];
  return list.filter((name, index) => USERNAME_PATTERN.test(name) && list.indexOf(name) === index);
}

/**
 * The account of this ilab user: the bound one, or a new one (identity `public`) under the first
 * free username of {un, ilab_<un>, ilab_<hash>}. Stores the user's token either way.
 */
export async function linkIlabUser(ctx: AppContext, token: IlabToken): Promise<UserRow> {
  let user = await boundAccount(ctx, ILAB_PROVIDER, token.un);
  for (const username of user ? [] : candidates(token.un)) {
    const nickname = (token.dis || token.un).slice(0, 32);
    const profile: SsoProfile = {
      provider: ILAB_PROVIDER,
      subject: token.un,
      username,
      nickname,
      realName: token.dis.slice(0, 32),
      studentNumber: '',
      department: '',
      identity: 'public',
      idToken: '',
    };
    user = await createAccount(ctx, profile);
    // another launch of the same person may have created it a moment ago
    user ??= await boundAccount(ctx, ILAB_PROVIDER, token.un);
    if (user) break;
  }
  if (!user) throw new Error(`no free username for ilab user ${token.un}`);
  await storeToken(ctx, user.id, token.un, token);
  // uploads that waited for a usable token go again
  await ctx.db
    .update(ilabUploads)
    .set({ state: 'waiting', nextAttemptAt: ctx.config.now(), updatedAt: ctx.config.now() })
    .where(
      and(
        eq(ilabUploads.userId, user.id),
        eq(ilabUploads.state, 'failed'),
        like(ilabUploads.lastError, `${MSG_ILAB_TOKEN_GONE}%`),
      ),
    );
  return user;
}

/** Keeps the user's current token (replacing the previous one). */
export async function storeToken(
  ctx: AppContext,
  userId: number,
  ilabUser: string,
  token: IlabToken,
): Promise<void> {
  const values = {
    ilabUser,
    accessToken: token.accessToken,
    expiresAt: new Date(token.expiresAt),
    updatedAt: ctx.config.now(),
  };
  await ctx.db
    .insert(ilabTokens)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: ilabTokens.userId, set: values });
}
