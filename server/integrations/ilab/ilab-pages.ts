/**
 * The page a failed launch from 实验空间 shows (the browser is between ilab-x and the portal): the
 * reason in Chinese and a way on to the portal. Plain HTML, no script.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../sso/sso-pages';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#222}
main{max-width:30rem;margin:10vh auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;color:#b71c1c;margin-top:0}p{line-height:1.6}a{color:#fff;background:#b71c1c;border-radius:4px;
padding:.5rem 1rem;text-decoration:none;display:inline-block}`;

/** 从实验空间进入实验失败: the reason, and a link to the portal's home page. */
export function sendLaunchErrorPage(
  reply: FastifyReply,
  status: number,
  reason: string,
  portal: string,
): FastifyReply {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>从实验空间进入实验失败</title>
<style>${STYLE}</style></head><body><main><h1>从实验空间进入实验失败</h1>
<p id="reason">${escapeHtml(reason)}</p><p>没有登录任何账号。请回到实验空间重新进入实验，或联系本站管理员。</p>
<p><a id="back" href="${escapeHtml(portal)}">前往门户首页</a></p></main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(html);
}
