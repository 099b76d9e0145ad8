/** Login, logout and registration. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ExchangeTicketBody,
  LoginBody,
  LoginData,
  RegisterBody,
} from '../../src/core/api/contract';
import { CLEAR_LANDING, landingOf } from '../auth/landing-cookie';
import {
  issueLoginTicket,
  MSG_TICKET_INVALID,
  peekLoginTicket,
  redeemLoginTicket,
} from '../auth/login-tickets';
import type { SsoLogin } from '../auth/login-tickets';
import {
  clearLoginFailures,
  lockedFor,
  lockMessage,
  recordLoginFailure,
} from '../auth/login-throttle';
import type { AppContext } from '../app-context';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/password-hash';
import { requireLogin, sessionOf } from '../auth/require-login';
import { refuseExpiredPassword } from '../auth/temporary-password';
import { revokeSession, startSession } from '../auth/sessions';
import { checkCaptcha, MSG_CAPTCHA_WRONG } from '../captcha/captcha-store';
import { users } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { ApiError, ok } from '../http/envelope';
import { MSG_ACCOUNT_DISABLED } from '../accounts/messages';
import {
  bodyOf,
  captchaProperties,
  emailSchema,
  givenPasswordSchema,
  identitySchema,
  newPasswordSchema,
  nicknameSchema,
  phoneSchema,
  usernameSchema,
} from '../http/schemas';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  findUserByUsername,
} from '../users/user-queries';
import type { UserRow } from '../users/user-queries';
import { toUser } from '../users/user-view';

export const MSG_BAD_CREDENTIALS = '用户名或密码错误';
export const MSG_USERNAME_TAKEN = '用户名已被注册';
export const MSG_PHONE_TAKEN = '手机号已被注册';
export const MSG_EMAIL_TAKEN = '邮箱已被注册';

const TAKEN_BY_CONSTRAINT: Record<string, string> = {
  users_username_lower_key: MSG_USERNAME_TAKEN,
  users_phone_key: MSG_PHONE_TAKEN,
  users_email_key: MSG_EMAIL_TAKEN,
};

async function logIn(
  ctx: AppContext,
  user: UserRow,
  sso: SsoLogin | null = null,
): Promise<LoginData> {
  const [updated] = await ctx.db
    .update(users)
    .set({ lastLoginAt: ctx.config.now() })
    .where(eq(users.id, user.id))
    .returning();
  const { token, expiresAt } = await startSession(ctx, user.id, sso);
  return { token, expiresAt: expiresAt.toISOString(), user: toUser(updated ?? user) };
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { authMax, windowSeconds } = ctx.config.rateLimit;
  const rateLimit = { max: authMax, timeWindow: windowSeconds * 1000 };

  app.post<{ Body: LoginBody }>(
    '/api/xnfz/login',
    {
      schema: {
        body: bodyOf(
          {
            username: { type: 'string', minLength: 1, maxLength: 64 },
            password: givenPasswordSchema,
            ...captchaProperties,
          },
          ['username', 'password', 'captchaKey', 'captchaCode'],
        ),
      },
      config: { rateLimit },
    },
    async (request) => {
      const { username, password, captchaKey, captchaCode } = request.body;
      if (!(await checkCaptcha(ctx, captchaKey, captchaCode)))
        throw new ApiError(MSG_CAPTCHA_WRONG);
      const wait = await lockedFor(ctx, username);
      if (wait > 0) throw new ApiError(lockMessage(wait));
      const user = await findUserByUsername(ctx.db, username);
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstNothing(password);
      if (!user || !valid) {
        const lock = await recordLoginFailure(ctx, username);
        throw new ApiError(lock > 0 ? lockMessage(lock) : MSG_BAD_CREDENTIALS);
      }
      await clearLoginFailures(ctx, username);
      if (user.disabledAt) throw new ApiError(MSG_ACCOUNT_DISABLED);
      refuseExpiredPassword(ctx, user);
      return ok(await logIn(ctx, user));
    },
  );

  app.post(
    '/api/xnfz/logout',
    { onRequest: requireLogin(ctx, { beforePasswordChange: true }) },
    async (request) => {
      await revokeSession(ctx, sessionOf(request).sessionId);
      return ok(null);
    },
  );

  app.post('/api/xnfz/loginTicket', { onRequest: requireLogin(ctx) }, async (request) => {
    const { ticket, expiresAt } = await issueLoginTicket(ctx, sessionOf(request).user.id);
    return ok({ ticket, expiresAt: expiresAt.toISOString() });
  });

  app.post<{ Body: ExchangeTicketBody }>(
    '/api/xnfz/exchangeTicket',
    {
      schema: {
        body: bodyOf(
          {
            ticket: { type: 'string', minLength: 1, maxLength: 64 },
            confirmed: { type: 'boolean' },
          },
          ['ticket'],
        ),
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { ticket, confirmed } = request.body;
      const peeked = await peekLoginTicket(ctx, ticket, landingOf(request));
      const owner = peeked === null ? null : await findUserById(ctx.db, peeked.userId);
      if (!owner || !peeked) throw new ApiError(MSG_TICKET_INVALID);
      // the same doors as a password login: a disabled account or an expired password set by an
      // administrator starts no session, whichever provider vouched for the person
      if (owner.disabledAt) throw new ApiError(MSG_ACCOUNT_DISABLED);
      refuseExpiredPassword(ctx, owner);
      if (!peeked.sameBrowser && confirmed !== true) {
        // a link from someone else logs nobody in unasked (login CSRF): who it is, nothing used
        return ok({ confirm: { username: owner.username, nickname: owner.nickname } });
      }
      const redeemed = await redeemLoginTicket(ctx, ticket);
      const user = redeemed === null ? null : await findUserById(ctx.db, redeemed.userId);
      if (!user || !redeemed) throw new ApiError(MSG_TICKET_INVALID);
      if (user.disabledAt) throw new ApiError(MSG_ACCOUNT_DISABLED);
      if (peeked.sameBrowser) reply.header('set-cookie', CLEAR_LANDING);
      return ok(await logIn(ctx, user, redeemed.sso));
    },
  );

  app.post<{ Body: RegisterBody }>(
    '/api/xnfz/register',
    {
      schema: {
        body: bodyOf(
          {
            username: usernameSchema,
            password: newPasswordSchema,
            nickname: nicknameSchema,
            identity: identitySchema,
            phone: phoneSchema,
            email: emailSchema,
            ...captchaProperties,
          },
          ['username', 'password', 'nickname', 'identity', 'captchaKey', 'captchaCode'],
        ),
      },
      config: { rateLimit },
    },
    async (request) => {
      const body = request.body;
      if (!(await checkCaptcha(ctx, body.captchaKey, body.captchaCode)))
        throw new ApiError(MSG_CAPTCHA_WRONG);
      const phone = body.phone ?? '';
      const email = (body.email ?? '').toLowerCase();
      if (await findUserByUsername(ctx.db, body.username)) throw new ApiError(MSG_USERNAME_TAKEN);
      if (phone && (await findUserByPhone(ctx.db, phone))) throw new ApiError(MSG_PHONE_TAKEN);
      if (email && (await findUserByEmail(ctx.db, email))) throw new ApiError(MSG_EMAIL_TAKEN);
      const now = ctx.config.now();
      let created: UserRow | undefined;
      try {
        [created] = await ctx.db
          .insert(users)
          .values({
            username: body.username,
            passwordHash: await hashPassword(body.password),
            nickname: body.nickname.trim(),
            identity: body.identity,
            phone,
            email,
            createdAt: now,
            updatedAt: now,
            passwordChangedAt: now,
          })
          .returning();
      } catch (error) {
        // Two registrations of one name at the same moment: the second one loses here.
        const constraint = uniqueViolation(error);
        if (constraint !== null)
          throw new ApiError(TAKEN_BY_CONSTRAINT[constraint] ?? MSG_USERNAME_TAKEN);
        throw error;
      }
      if (!created) throw new Error('insert into users returned no row');
      return ok(await logIn(ctx, created));
    },
  );
}
