/**
 * Logger settings: request lines without secrets (session tokens, single-use login and 实验空间
 * tickets, campus sign-in `state` and authorization codes in the query string are masked).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Percent-decoding that never throws: a malformed sequence decodes byte by byte. */
function decodeLoosely(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** Query parameters whose values open a session or finish a sign-in: never written to a log. */
const SECRET_PARAMETERS = new Set([
  'token',
  'ticket',
  'state',
  'code',
  'id_token',
  'access_token',
  'refresh_token',
  'session_state',
]);

/**
 * Masks the values of secret query parameters (SECRET_PARAMETERS), however they are spelled: each
 * parameter's name is compared after percent-decoding (`%74oken`, `TOK%45N`, `token%3D…`), as the
 * query parser reads it.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hashAt = url.indexOf('#', start);
  const end = hashAt < 0 ? url.length : hashAt;
  const pairs = url.slice(start + 1, end).split('&');
  const redacted = pairs.map((pair) => {
    const decoded = decodeLoosely(pair);
    const equals = decoded.indexOf('=');
    const name = (equals < 0 ? decoded : decoded.slice(0, equals)).trim().toLowerCase();
    return SECRET_PARAMETERS.has(name) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, start + 1)}${redacted.join('&')}${url.slice(end)}`;
}

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
