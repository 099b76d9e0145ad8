/**
 * The few pages campus sign-in shows itself (the browser is between the provider and the portal
 * there): the error page with a way back, the choice of a first sign-in that may bind an existing
 * account, and the hand-over page after that form. Plain HTML, no script, Chinese.
 */
import type { FastifyReply } from 'fastify';

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#222}
main{max-width:28rem;margin:10vh auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;color:#b71c1c;margin-top:0}p{line-height:1.6}a,button{color:#fff;background:#b71c1c;border:0;
border-radius:4px;padding:.5rem 1rem;text-decoration:none;display:inline-block;font-size:1rem;cursor:pointer}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
fieldset{border:1px solid #ddd;border-radius:4px;margin:1rem 0}.error{color:#b71c1c}`;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/**
 * A whole page of the portal's own plain-HTML style (the sign-in and 实验空间 launch pages).
 * `title` is escaped here; `body` and `head` are HTML whose values the caller has escaped.
 */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
${head}<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** Sends such a page: not cached, with a CSP that allows no script. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(html);
}

/** 统一身份认证登录失败: the reason and a link back to where the user started (or the login page). */
export function sendErrorPage(reply: FastifyReply, reason: string, back: string): FastifyReply {
  return sendPage(
    reply,
    400,
    page(
      '统一身份认证登录失败',
      `<h1>统一身份认证登录失败</h1><p id="reason">${escapeHtml(reason)}</p>
<p>没有登录任何账号。</p><p><a id="back" href="${escapeHtml(back)}">返回登录页面</a></p>`,
    ),
  );
}

/** After a form: on to the portal with its ticket (a redirect after a form post may be blocked). */
export function sendOnwardPage(reply: FastifyReply, target: string): FastifyReply {
  const url = escapeHtml(target);
  return sendPage(
    reply,
    200,
    page(
      '正在返回',
      `<h1>登录成功</h1><p>正在返回……</p><p><a id="onward" href="${url}">继续</a></p>`,
      `<meta http-equiv="refresh" content="0;url=${url}">`,
    ),
  );
}

export interface BindPageOptions {
  /** The one-time key of this choice (hidden field). */
  key: string;
  providerLabel: string;
  /** The username the provider's identity would get. */
  username: string;
  /** False when that username is already another account's: only binding is possible. */
  canCreate: boolean;
  error?: string;
  back: string;
}

/** First campus sign-in with binding allowed: create a new account, or bind one by its password. */
export function sendBindPage(reply: FastifyReply, options: BindPageOptions): FastifyReply {
  const create = options.canCreate
    ? `<form method="post" action="/api/sso/bind"><input type="hidden" name="key" value="${escapeHtml(options.key)}">
<input type="hidden" name="choice" value="create"><p><button id="create" type="submit">创建新账号 ${escapeHtml(options.username)}</button></p></form>`
    : `<p>用户名 ${escapeHtml(options.username)} 已被本站账号使用：如果那是您的账号，请在下面输入它的密码完成绑定。</p>`;
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return sendPage(
    reply,
    options.error ? 400 : 200,
    page(
      '绑定账号',
      `<h1>首次使用${escapeHtml(options.providerLabel)}</h1>${error}${create}
<form method="post" action="/api/sso/bind"><fieldset><legend>绑定已有账号</legend>
<input type="hidden" name="key" value="${escapeHtml(options.key)}"><input type="hidden" name="choice" value="bind">
<label for="username">用户名</label><input id="username" name="username" autocomplete="username" value="${escapeHtml(options.canCreate ? '' : options.username)}">
<label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password">
<p><button id="bind" type="submit">验证密码并绑定</button></p></fieldset></form>
<p><a href="${escapeHtml(options.back)}">取消，返回</a></p>`,
    ),
  );
}
