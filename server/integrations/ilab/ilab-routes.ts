/**
 * 实验空间 routes. `GET /api/ilab/launch?experiment=<id>&ticket=…` is the experiment's address
 * registered on ilab-x (ilab adds the ticket): the ticket is exchanged for an access token, the
 * ilab user is linked to a local account (created on the first launch), logged in through a
 * one-time login ticket and sent to `/PC/?token=…#/experiment?id=<id>`. Without `experiment`, the
 * one experiment with an ilab project title is meant (several: the parameter is required).
 * Console: the connector's status, retrying failed uploads, each experiment's ilab titles.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminIlabStatus } from '../../../src/core/api/admin-contract';
import type { AppContext } from '../../app-context';
import { MSG_ACCOUNT_DISABLED } from '../../accounts/messages';
import { recordAudit } from '../../admin/audit-log';
import { adminRoute } from '../../admin/admin-route';
import { changeExperiment } from '../../admin/admin-experiments';
import { textOf } from '../../admin/admin-schemas';
import { newLanding } from '../../auth/landing-cookie';
import { issueLoginTicket } from '../../auth/login-tickets';
import { experiments } from '../../db/schema';
import { idSchema } from '../../http/paging';
import { ILAB_PROVIDER, linkIlabUser } from './ilab-accounts';
import { exchangeTicket, IlabCallError } from './ilab-client';
import { ownOrigin } from '../sso/return-address';
import { sendLaunchErrorPage } from './ilab-pages';
import { probeIlab } from './ilab-probe';
import { queueState, retryFailed } from './ilab-queue';

export const MSG_ILAB_OFF =
  '本站尚未开通实验空间（ilab-x）对接：管理员还没有设置 ILAB_BASE_URL、ILAB_APPID 和 ILAB_SECRET。';
export const MSG_ILAB_NO_TICKET = '地址中缺少实验空间的 ticket 参数，请从实验空间的实验页面进入。';
export const MSG_ILAB_NO_EXPERIMENT =
  '没有找到要进入的实验：请在实验空间登记的地址中写明 experiment=<实验编号>，并确认该实验已开放。';
export const MSG_ILAB_UNREACHABLE = '暂时无法连接实验空间，请稍后再从实验空间进入实验。';
export const MSG_ILAB_REFUSED = '实验空间没有确认这次进入（票据无效、已使用或已过期）';
const MSG_ILAB_EXPERIMENT_NOT_FOUND = '实验不存在';

/** The experiment a launch opens: the given published one, or the only one with an ilab title. */
async function launchExperiment(ctx: AppContext, given: number | null): Promise<number | null> {
  const rows = await ctx.db
    .select({ id: experiments.id })
    .from(experiments)
    .where(
      and(
        eq(experiments.published, true),
        given === null ? ne(experiments.ilabTitle, '') : eq(experiments.id, given),
      ),
    )
    .orderBy(asc(experiments.id))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/** An experiment id as 实验空间's registered address writes it. */
const EXPERIMENT_ID = /^[1-9][0-9]{0,9}$/;

export function ilabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { authMax, windowSeconds } = ctx.config.rateLimit;

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/ilab/launch',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ticket: { type: 'string', description: '实验空间附加的一次性票据' },
            experiment: { type: 'string', description: '本站实验编号（登记地址中写明）' },
          },
        },
        response: {
          302: {
            description: '登录成功：跳转到 /PC/?token=<一次性登录凭证>#/experiment?id=<实验编号>',
            type: 'null',
          },
        },
      },
      config: { rateLimit: { max: authMax, timeWindow: windowSeconds * 1000 } },
      // a person's browser lands here: every refusal is the Chinese page, never the JSON envelope
      attachValidation: true,
    },
    async (request, reply) => {
      const origin = ownOrigin(ctx, request);
      const portal = `${origin}/PC/`;
      const config = ctx.config.ilab;
      if (!config) return sendLaunchErrorPage(reply, 503, MSG_ILAB_OFF, portal);
      const { ticket, experiment: raw } = request.query as Record<string, unknown>;
      if (typeof ticket !== 'string' || !ticket || ticket.length > 2000)
        return sendLaunchErrorPage(reply, 400, MSG_ILAB_NO_TICKET, portal);
      // a plain decimal only (not 1e0, 0x1 or a repeated experiment=)
      if (raw !== undefined && raw !== '' && (typeof raw !== 'string' || !EXPERIMENT_ID.test(raw)))
        return sendLaunchErrorPage(reply, 400, MSG_ILAB_NO_EXPERIMENT, portal);
      const given = raw === undefined || raw === '' ? null : Number(raw);
      if (given !== null && given > 2_147_483_647)
        return sendLaunchErrorPage(reply, 400, MSG_ILAB_NO_EXPERIMENT, portal);
      const experimentId = await launchExperiment(ctx, given);
      if (experimentId === null)
        return sendLaunchErrorPage(reply, 404, MSG_ILAB_NO_EXPERIMENT, portal);
      let token;
      try {
        token = await exchangeTicket(config, ticket);
      } catch (error) {
        if (!(error instanceof IlabCallError)) throw error;
        request.log.warn({ err: error }, '实验空间：票据换取令牌失败');
        return error.kind === 'transport'
          ? sendLaunchErrorPage(reply, 502, MSG_ILAB_UNREACHABLE, portal)
          : sendLaunchErrorPage(reply, 400, `${MSG_ILAB_REFUSED}：${error.message}`, portal);
      }
      const user = await linkIlabUser(ctx, token);
      if (user.disabledAt) return sendLaunchErrorPage(reply, 403, MSG_ACCOUNT_DISABLED, portal);
      const landing = newLanding(origin);
      const login = await issueLoginTicket(
        ctx,
        user.id,
        { provider: ILAB_PROVIDER, idToken: '' },
        landing.browser,
      );
      reply.header('set-cookie', landing.setCookie);
      const target = `${portal}?token=${encodeURIComponent(login.ticket)}#/experiment?id=${experimentId}`;
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  adminRoute(app, ctx, '/api/admin/ilabStatus', {}, [], async (): Promise<AdminIlabStatus> => {
    const config = ctx.config.ilab;
    const state = await queueState(ctx.db);
    return {
      configured: config !== null,
      baseUrl: config?.baseUrl ?? '',
      appid: config?.appid ?? '',
      connection: config ? await probeIlab(config) : null,
      queue: {
        ...state.counts,
        lastSuccessAt: state.lastSuccessAt?.toISOString() ?? null,
      },
      problems: state.problems,
    };
  });

  adminRoute(app, ctx, '/api/admin/ilabRetry', { id: idSchema }, [], async ({ input, staff }) => {
    const retried = await retryFailed(ctx, input.id);
    if (retried > 0) {
      await recordAudit(ctx.db, staff, ctx.config.now(), {
        action: 'ilab.retry',
        entity: 'ilab_upload',
        entityId: input.id ?? 0,
        after: { retried },
      });
    }
    return { retried };
  });

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentIlab',
    { id: idSchema, ilabTitle: textOf(100), ilabChildTitle: textOf(100) },
    ['id', 'ilabTitle', 'ilabChildTitle'],
    async ({ input, staff }) =>
      changeExperiment(
        ctx.db,
        staff,
        ctx.config.now(),
        input.id,
        { ilabTitle: input.ilabTitle.trim(), ilabChildTitle: input.ilabChildTitle.trim() },
        'experiment.ilab',
        MSG_ILAB_EXPERIMENT_NOT_FOUND,
      ),
  );
}
