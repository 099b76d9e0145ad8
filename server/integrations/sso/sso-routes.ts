/**
 * Campus sign-in routes. `GET /api/xnfz/ssoProviders` lists the configured providers (the login
 * element shows a button for each). The browser then goes `GET /api/sso/<id>/start?return=<page>`
 * → the provider → `GET /api/sso/<id>/callback` → back to the page with a one-time login ticket
 * (`?token=`) that the page exchanges. A flow is bound to the browser that began it (cookie),
 * used once and for ten minutes at most; whatever fails shows an error page and logs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SsoIdentity, SsoProviderInfo } from '../../../src/core/api/contract';
import type { AppContext } from '../../app-context';
import { newLanding } from '../../auth/landing-cookie';
import { issueLoginTicket } from '../../auth/login-tickets';
import {
  clearLoginFailures,
  lockedFor,
  lockMessage,
  recordLoginFailure,
} from '../../auth/login-throttle';
import { verifyAgainstNothing, verifyPassword } from '../../auth/password-hash';
import { requireLogin, sessionOf } from '../../auth/require-login';
import { ssoFlows } from '../../db/schema';
import { ok } from '../../http/envelope';
import { noQuerySchema } from '../../http/schemas';
import { MSG_ACCOUNT_DISABLED } from '../../accounts/messages';
import { findUserByUsername } from '../../users/user-queries';
import type { UserRow } from '../../users/user-queries';
import { casLoginUrl, casLogoutUrl, casValidate } from './cas';
import { allowedReturn, ownOrigin, withTicket } from './return-address';
import {
  boundAccount,
  bindIdentity,
  createAccount,
  identitiesOf,
  profileFrom,
} from './sso-accounts';
import type { SsoProfile } from './sso-accounts';
import type { SsoProvider } from './sso-config';
import { oidcAuthorizationUrl, oidcCallback, oidcLogoutUrl } from './oidc';
import { sendBindPage, sendErrorPage, sendOnwardPage } from './sso-pages';
import { ILAB_PROVIDER, ILAB_PROVIDER_LABEL } from '../ilab/ilab-accounts';

const FLOW_SECONDS = 600;
const COOKIE = 'xnfz_sso';
const COOKIE_PATH = '/api/sso/';

export const MSG_SSO_FLOW_INVALID =
  '登录请求无效或已过期（回调已被使用、被伪造，或不是从本浏览器发起的），请重新登录';
export const MSG_SSO_UNKNOWN_PROVIDER = '没有这个统一身份认证方式';
export const MSG_SSO_BAD_RETURN = '返回地址不是本站或允许的站点';
export const MSG_SSO_PROVIDER_FAILED = '统一身份认证服务验证失败，请重新登录';
export const MSG_SSO_PROVIDER_UNREACHABLE = '暂时无法连接统一身份认证服务，请稍后再试';
export const MSG_SSO_CANCELLED = '统一身份认证未完成（已取消或被拒绝）';
export const MSG_SSO_USERNAME_TAKEN =
  '本站已有同名账号，无法自动创建。请联系管理员，或由管理员开启账号绑定后再登录';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

interface FlowRow {
  id: number;
  provider: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  pending: unknown;
}

function cookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

function loginPage(origin: string): string {
  return `${origin}/PC/#/login`;
}

function callbackUrl(origin: string, provider: SsoProvider): string {
  return `${origin}/api/sso/${provider.id}/callback`;
}

function providerById(ctx: AppContext, id: string): SsoProvider | null {
  return ctx.config.sso.providers.find((provider) => provider.id === id) ?? null;
}

/** Uses up the flow of this state, provider and browser; null when there is none (any more). */
async function takeFlow(
  ctx: AppContext,
  provider: string,
  state: unknown,
  browser: string | null,
): Promise<FlowRow | null> {
  if (typeof state !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(state) || !browser) return null;
  const now = ctx.config.now();
  const [row] = await ctx.db
    .update(ssoFlows)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoFlows.stateHash, sha256(state)),
        eq(ssoFlows.provider, provider),
        eq(ssoFlows.browserHash, sha256(browser)),
        isNull(ssoFlows.usedAt),
        gt(ssoFlows.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Logs the account in: a one-time ticket on the way back to the page. */
async function land(
  ctx: AppContext,
  origin: string,
  reply: FastifyReply,
  user: UserRow,
  profile: SsoProfile,
  returnTo: string,
  viaForm: boolean,
): Promise<FastifyReply> {
  if (user.disabledAt) return sendErrorPage(reply, MSG_ACCOUNT_DISABLED, returnTo);
  // the ticket is good in this browser only without a question (landing-cookie.ts)
  const landing = newLanding(origin);
  const { ticket } = await issueLoginTicket(
    ctx,
    user.id,
    { provider: profile.provider, idToken: profile.idToken },
    landing.browser,
  );
  reply.header('set-cookie', landing.setCookie);
  const target = withTicket(returnTo, ticket);
  if (viaForm) return sendOnwardPage(reply, target);
  return reply.header('cache-control', 'no-store').redirect(target, 302);
}

/** Leaves a flow waiting for the user's choice (create or bind) under a new one-time key. */
async function awaitChoice(
  ctx: AppContext,
  flow: FlowRow,
  profile: SsoProfile,
  browser: string,
): Promise<string> {
  const key = random();
  const now = ctx.config.now();
  await ctx.db
    .update(ssoFlows)
    .set({
      stateHash: sha256(key),
      browserHash: sha256(browser),
      usedAt: null,
      expiresAt: new Date(now.getTime() + FLOW_SECONDS * 1000),
      pending: profile,
    })
    .where(eq(ssoFlows.id, flow.id));
  return key;
}

/** Identity providers that are no campus sign-in of SSO_PROVIDERS, by id: their label. */
const OTHER_PROVIDER_LABELS: Readonly<Record<string, string>> = {
  [ILAB_PROVIDER]: ILAB_PROVIDER_LABEL,
};

/**
 * How an identity provider is named where bound identities are listed: a configured campus
 * sign-in's label, 实验空间 for ilab, else the id itself (a provider removed from the config).
 */
export function providerLabel(ctx: AppContext, id: string): string {
  return providerById(ctx, id)?.label ?? OTHER_PROVIDER_LABELS[id] ?? id;
}

/** A bound identity as the contract shows it. */
export function identityView(
  ctx: AppContext,
  row: { id: number; provider: string; subject: string; boundAt: Date },
): SsoIdentity {
  return {
    id: row.id,
    provider: row.provider,
    providerLabel: providerLabel(ctx, row.provider),
    subject: row.subject,
    boundAt: row.boundAt.toISOString(),
  };
}

/** The login routes' per-IP limit (RATE_LIMIT_AUTH_MAX per window) for each sign-in step. */
function authLimit(ctx: AppContext) {
  const { authMax, windowSeconds } = ctx.config.rateLimit;
  return { max: authMax, timeWindow: windowSeconds * 1000 };
}

function isProfile(value: unknown): value is SsoProfile {
  const profile = value as SsoProfile | null;
  return (
    typeof profile === 'object' &&
    profile !== null &&
    typeof profile.provider === 'string' &&
    typeof profile.subject === 'string' &&
    typeof profile.username === 'string'
  );
}

export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sso } = ctx.config;

  app.get('/api/xnfz/ssoProviders', { schema: { querystring: noQuerySchema } }, async (request) => {
    const origin = ownOrigin(ctx, request);
    const list: SsoProviderInfo[] = sso.providers.map((provider) => ({
      id: provider.id,
      label: provider.label,
      protocol: provider.protocol,
      startUrl: `${origin}/api/sso/${provider.id}/start`,
    }));
    return ok(list);
  });

  app.get(
    '/api/xnfz/ssoIdentities',
    { schema: { querystring: noQuerySchema }, onRequest: requireLogin(ctx) },
    async (request) => {
      const rows = await identitiesOf(ctx, sessionOf(request).user.id);
      return ok(rows.map((row) => identityView(ctx, row)));
    },
  );

  app.post<{ Body: { returnTo?: string } | undefined }>(
    '/api/xnfz/ssoLogout',
    {
      schema: {
        body: {
          type: 'object',
          properties: { returnTo: { type: 'string', minLength: 1, maxLength: 2000 } },
          additionalProperties: false,
        },
      },
      onRequest: requireLogin(ctx),
    },
    async (request) => {
      const session = sessionOf(request);
      const origin = ownOrigin(ctx, request);
      const after =
        allowedReturn(request.body?.returnTo ?? `${origin}/PC/`, origin, ctx.config.corsOrigins) ??
        new URL(`${origin}/PC/`);
      const provider = session.sso ? providerById(ctx, session.sso.provider) : null;
      let url: string | null = null;
      if (provider && session.sso) {
        try {
          url =
            provider.protocol === 'oidc'
              ? await oidcLogoutUrl(
                  provider,
                  sso.allowInsecure,
                  session.sso.idToken,
                  // registered at the provider as the post-logout address (exact match)
                  `${origin}/PC/`,
                )
              : casLogoutUrl(provider, after.toString());
        } catch (error) {
          request.log.warn(
            { err: error, provider: provider.id },
            'campus sign-in: no logout address',
          );
        }
      }
      return ok({ url, providerLabel: provider?.label ?? '' });
    },
  );

  // The browser's steps (pages and redirects, not calls of the contract: no envelope).
  if (sso.providers.length === 0) return;
  const hide = { hide: true };

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/api/sso/:id/start',
    { schema: hide, config: { rateLimit: authLimit(ctx) } },
    async (request, reply) => {
      const origin = ownOrigin(ctx, request);
      const provider = providerById(ctx, request.params.id);
      if (!provider) return sendErrorPage(reply, MSG_SSO_UNKNOWN_PROVIDER, loginPage(origin));
      const back = allowedReturn(
        request.query.return ?? loginPage(origin),
        origin,
        ctx.config.corsOrigins,
      );
      if (!back) return sendErrorPage(reply, MSG_SSO_BAD_RETURN, loginPage(origin));
      const browser = cookieOf(request) ?? random();
      const state = random();
      let target: string;
      let nonce = '';
      let codeVerifier = '';
      try {
        if (provider.protocol === 'oidc') {
          const start = await oidcAuthorizationUrl(
            provider,
            sso.allowInsecure,
            callbackUrl(origin, provider),
            state,
          );
          ({ nonce, codeVerifier } = start);
          target = start.url;
        } else {
          target = casLoginUrl(provider, `${callbackUrl(origin, provider)}?state=${state}`);
        }
      } catch (error) {
        request.log.warn(
          { err: error, provider: provider.id },
          'campus sign-in: provider unreachable',
        );
        return sendErrorPage(reply, MSG_SSO_PROVIDER_UNREACHABLE, back.toString());
      }
      const now = ctx.config.now();
      // forget finished and expired flows while here
      await ctx.db.delete(ssoFlows).where(lte(ssoFlows.expiresAt, now));
      await ctx.db.insert(ssoFlows).values({
        stateHash: sha256(state),
        browserHash: sha256(browser),
        provider: provider.id,
        nonce,
        codeVerifier,
        returnTo: back.toString(),
        createdAt: now,
        expiresAt: new Date(now.getTime() + FLOW_SECONDS * 1000),
      });
      const secure = origin.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${COOKIE}=${browser}; Path=${COOKIE_PATH}; Max-Age=${FLOW_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/api/sso/:id/callback',
    { schema: hide, config: { rateLimit: authLimit(ctx) } },
    async (request, reply) => {
      const origin = ownOrigin(ctx, request);
      const provider = providerById(ctx, request.params.id);
      if (!provider) return sendErrorPage(reply, MSG_SSO_UNKNOWN_PROVIDER, loginPage(origin));
      const browser = cookieOf(request);
      const flow = await takeFlow(ctx, provider.id, request.query.state, browser);
      if (!flow || !browser) return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, loginPage(origin));
      if (request.query.error) return sendErrorPage(reply, MSG_SSO_CANCELLED, flow.returnTo);
      let profile: SsoProfile | { problem: string };
      try {
        if (provider.protocol === 'oidc') {
          const result = await oidcCallback(
            provider,
            sso.allowInsecure,
            new URL(request.url, `${origin}/`),
            {
              state: String(request.query.state),
              nonce: flow.nonce,
              codeVerifier: flow.codeVerifier,
            },
          );
          profile = profileFrom(provider, result.subject, result.claims, result.idToken);
        } else {
          const service = `${callbackUrl(origin, provider)}?state=${String(request.query.state)}`;
          const result = await casValidate(provider, service, request.query.ticket);
          profile = profileFrom(provider, result.user, result.attributes, '');
        }
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'campus sign-in refused');
        return sendErrorPage(reply, MSG_SSO_PROVIDER_FAILED, flow.returnTo);
      }
      if ('problem' in profile) return sendErrorPage(reply, profile.problem, flow.returnTo);
      const bound = await boundAccount(ctx, profile.provider, profile.subject);
      if (bound) return land(ctx, origin, reply, bound, profile, flow.returnTo, false);
      const taken = await findUserByUsername(ctx.db, profile.username);
      if (sso.bindExisting) {
        const key = await awaitChoice(ctx, flow, profile, browser);
        return sendBindPage(reply, {
          key,
          providerLabel: provider.label,
          username: profile.username,
          canCreate: !taken,
          back: flow.returnTo,
        });
      }
      const created = taken ? null : await createAccount(ctx, profile);
      if (!created) return sendErrorPage(reply, MSG_SSO_USERNAME_TAKEN, flow.returnTo);
      return land(ctx, origin, reply, created, profile, flow.returnTo, false);
    },
  );

  // the choice page's form posts urlencoded fields: parsed in this route's own scope only
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
        done(null, fields);
      },
    );
    bindRoute(scope, ctx);
  });
}

function bindRoute(app: FastifyInstance, ctx: AppContext): void {
  const { sso } = ctx.config;
  const hide = { hide: true };
  app.post<{ Body: Record<string, string> }>(
    '/api/sso/bind',
    { schema: hide, config: { rateLimit: authLimit(ctx) } },
    async (request, reply) => {
      const origin = ownOrigin(ctx, request);
      const body = request.body ?? {};
      const browser = cookieOf(request);
      const key = body.key;
      if (typeof key !== 'string' || !browser || !/^[A-Za-z0-9_-]{43}$/.test(key))
        return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, loginPage(origin));
      const [flow] = await ctx.db
        .select()
        .from(ssoFlows)
        .where(
          and(
            eq(ssoFlows.stateHash, sha256(key)),
            eq(ssoFlows.browserHash, sha256(browser)),
            isNull(ssoFlows.usedAt),
            gt(ssoFlows.expiresAt, ctx.config.now()),
          ),
        )
        .limit(1);
      const provider = flow ? providerById(ctx, flow.provider) : null;
      if (!flow || !provider || !isProfile(flow.pending) || !sso.bindExisting)
        return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, loginPage(origin));
      const profile = flow.pending;
      const again = (error: string, canCreate: boolean) =>
        sendBindPage(reply, {
          key,
          providerLabel: provider.label,
          username: profile.username,
          canCreate,
          error,
          back: flow.returnTo,
        });
      const taken = await findUserByUsername(ctx.db, profile.username);
      if (body.choice === 'create') {
        const created = taken ? null : await createAccount(ctx, profile);
        if (!created) return again(MSG_SSO_USERNAME_TAKEN, false);
        if (!(await takeFlow(ctx, provider.id, key, browser)))
          return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, flow.returnTo);
        return land(ctx, origin, reply, created, profile, flow.returnTo, true);
      }
      const username = typeof body.username === 'string' ? body.username.trim().slice(0, 64) : '';
      const password = typeof body.password === 'string' ? body.password.slice(0, 128) : '';
      if (!username || !password) return again('请输入要绑定的账号的用户名和密码', !taken);
      const wait = await lockedFor(ctx, username);
      if (wait > 0) return again(lockMessage(wait), !taken);
      const user = await findUserByUsername(ctx.db, username);
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstNothing(password);
      if (!user || !valid) {
        const lock = await recordLoginFailure(ctx, username);
        return again(lock > 0 ? lockMessage(lock) : '用户名或密码错误', !taken);
      }
      await clearLoginFailures(ctx, username);
      if (user.disabledAt) return again(MSG_ACCOUNT_DISABLED, !taken);
      if (!(await takeFlow(ctx, provider.id, key, browser)))
        return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, flow.returnTo);
      await bindIdentity(ctx, profile, user.id);
      const owner = await boundAccount(ctx, profile.provider, profile.subject);
      if (!owner || owner.id !== user.id)
        return sendErrorPage(reply, MSG_SSO_FLOW_INVALID, flow.returnTo);
      return land(ctx, origin, reply, user, profile, flow.returnTo, true);
    },
  );
}
