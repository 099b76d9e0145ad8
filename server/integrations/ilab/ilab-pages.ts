/**
 * The page a failed launch from 实验空间 shows (the browser is between ilab-x and the portal): the
 * reason in Chinese and a way on to the portal. Plain HTML, no script (the sign-in pages' style).
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml, page, sendPage } from '../sso/sso-pages';

/** 从实验空间进入实验失败: the reason, and a link to the portal's home page. */
export function sendLaunchErrorPage(
  reply: FastifyReply,
  status: number,
  reason: string,
  portal: string,
): FastifyReply {
  return sendPage(
    reply,
    status,
    page(
      '从实验空间进入实验失败',
      `<h1>从实验空间进入实验失败</h1><p id="reason">${escapeHtml(reason)}</p>
<p>没有登录任何账号。请回到实验空间重新进入实验，或联系本站管理员。</p>
<p><a id="back" href="${escapeHtml(portal)}">前往门户首页</a></p>`,
    ),
  );
}
