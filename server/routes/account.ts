/** The account extras: profile and password changes, and the forgotten-password flow. */
import type { FastifyInstance } from 'fastify';
import type {
  ContactChannel,
  ResetPasswordBody,
  SendContactCodeBody,
  SendMessageBody,
  UpdatePasswordBody,
  UpdateUserBody,
  VerifyContactBody,
} from '../../src/core/api/contract';
import { sendContactCode, verifyContact } from '../accounts/contact-change';
import { AccountThrottle, TooManyRequestsError } from '../accounts/account-throttle';
import { changePassword, resetPassword } from '../accounts/password-change';
import { updateProfile } from '../accounts/profile-update';
import { sendResetCode } from '../accounts/send-reset-code';
import type { AppContext } from '../app-context';
import { requireLogin, sessionOf } from '../auth/require-login';
import { checkCaptcha, MSG_CAPTCHA_WRONG } from '../captcha/captcha-store';
import { createDelivery } from '../delivery/message-delivery';
import { ApiError, ok } from '../http/envelope';
import {
  bodyOf,
  captchaProperties,
  emailSchema,
  givenPasswordSchema,
  newPasswordSchema,
  nicknameSchema,
  phoneSchema,
} from '../http/schemas';
import { toUser } from '../users/user-view';

const avatarSchema = {
  type: 'string',
  maxLength: 500,
  pattern: '^(/media/(?!.*\\.\\.)[^\\s"\'<>\\\\]+|https://[^\\s"\'<>\\\\]+)?$',
  description: '必须是 /media/ 下的路径或 https:// 开头的地址',
} as const;

const accountSchema = { type: 'string', minLength: 1, maxLength: 254 } as const;

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { authMax, windowSeconds } = ctx.config.rateLimit;
  const timeWindow = windowSeconds * 1000;
  const delivery = createDelivery({ db: ctx.db, config: ctx.config, log: app.log });
  const throttle = new AccountThrottle(ctx.config.messageIntervalSeconds * 1000, ctx.config.now);

  app.post<{ Body: UpdateUserBody }>(
    '/api/xnfz/updateUser',
    {
      schema: {
        body: bodyOf(
          {
            nickname: nicknameSchema,
            realName: { type: 'string', maxLength: 32 },
            avatar: avatarSchema,
            phone: phoneSchema,
            email: emailSchema,
            school: { type: 'string', maxLength: 64 },
            major: { type: 'string', maxLength: 64 },
            gender: { type: 'string', enum: ['male', 'female', 'unknown'] },
            currentPassword: givenPasswordSchema,
          },
          [],
        ),
      },
      // the current password is checked here: limited like login
      config: { rateLimit: { max: authMax, timeWindow } },
      onRequest: requireLogin(ctx),
    },
    async (request) =>
      ok(
        toUser(
          await updateProfile(
            ctx,
            delivery,
            request.log,
            sessionOf(request).user,
            request.body ?? {},
          ),
        ),
      ),
  );

  const channelSchema = { type: 'string', enum: ['email', 'phone'] satisfies ContactChannel[] };

  app.post<{ Body: VerifyContactBody }>(
    '/api/xnfz/verifyContact',
    {
      schema: {
        body: bodyOf(
          { channel: channelSchema, code: { type: 'string', minLength: 1, maxLength: 16 } },
          ['channel', 'code'],
        ),
      },
      config: { rateLimit: { max: authMax, timeWindow } },
      onRequest: requireLogin(ctx),
    },
    async (request) => {
      const { channel, code } = request.body;
      return ok(toUser(await verifyContact(ctx, sessionOf(request).user, channel, code)));
    },
  );

  app.post<{ Body: SendContactCodeBody }>(
    '/api/xnfz/sendContactCode',
    {
      schema: { body: bodyOf({ channel: channelSchema }, ['channel']) },
      config: { rateLimit: { max: ctx.config.messageRateMax, timeWindow } },
      onRequest: requireLogin(ctx),
    },
    async (request) => {
      const user = sessionOf(request).user;
      const key = `contact:${user.id}:${request.body.channel}`;
      if (!throttle.take(key)) throw new TooManyRequestsError(throttle.secondsLeft(key));
      await sendContactCode(ctx, delivery, request.log, user, request.body.channel);
      return ok(null);
    },
  );

  app.post<{ Body: UpdatePasswordBody }>(
    '/api/xnfz/updatePassword',
    {
      schema: {
        body: bodyOf({ oldPassword: givenPasswordSchema, newPassword: newPasswordSchema }, [
          'oldPassword',
          'newPassword',
        ]),
      },
      config: { rateLimit: { max: authMax, timeWindow } },
      onRequest: requireLogin(ctx, { beforePasswordChange: true }),
    },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      await changePassword(ctx, sessionOf(request), oldPassword, newPassword);
      return ok(null);
    },
  );

  app.post<{ Body: SendMessageBody }>(
    '/api/xnfz/sendMessage',
    {
      schema: {
        body: bodyOf({ account: accountSchema, ...captchaProperties }, [
          'account',
          'captchaKey',
          'captchaCode',
        ]),
      },
      config: { rateLimit: { max: ctx.config.messageRateMax, timeWindow } },
    },
    async (request) => {
      const { account, captchaKey, captchaCode } = request.body;
      if (!(await checkCaptcha(ctx, captchaKey, captchaCode)))
        throw new ApiError(MSG_CAPTCHA_WRONG);
      if (!throttle.take(account)) throw new TooManyRequestsError(throttle.secondsLeft(account));
      // after the answer: a real account must not take measurably longer than an unknown one
      app.afterReply(request.log, () => sendResetCode(ctx, delivery, request.log, account));
      return ok(null);
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/api/xnfz/resetPassword',
    {
      schema: {
        body: bodyOf(
          {
            account: accountSchema,
            code: {
              type: 'string',
              minLength: 1,
              maxLength: 16,
            },
            newPassword: newPasswordSchema,
          },
          ['account', 'code', 'newPassword'],
        ),
      },
      config: { rateLimit: { max: authMax, timeWindow } },
    },
    async (request) => {
      const { account, code, newPassword } = request.body;
      await resetPassword(ctx, account, code, newPassword);
      return ok(null);
    },
  );
}
