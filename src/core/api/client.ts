import redaxios from 'redaxios';
import { config } from '../config/config';
import { emit } from '../events/events';
import { auth, signOutLocally } from '../store/auth';
import { pushNotice } from '../store/notices';
import { t } from '../i18n/translate';
import { keepAhead, takeAhead } from './ahead';
import { ApiError, errorTextKey } from './api-error';
import { methodOf } from './call-methods';
import { CODE_OK, MSG_NOT_LOGGED_IN, type ApiCalls, type ApiPath, type Envelope } from './contract';

/** What a call takes: the query of a GET, the body of a POST. */
export type InputOf<P extends ApiPath> = ApiCalls[P] extends { query: infer Q }
  ? Q
  : ApiCalls[P] extends { body: infer B }
    ? B
    : never;

type ResultOf<P extends ApiPath> = ApiCalls[P]['data'];

const TIMEOUT_REASON = 'xnfz-timeout';

/** fetch with the page-wide timeout; a timeout rejects with a recognisable reason. */
function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), config.timeoutMs);
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

const http = redaxios.create({
  fetch: fetchWithTimeout,
  responseType: 'json',
  // every status is read: the envelope says whether the call worked (404, 413, 429 carry one too)
  validateStatus: () => true,
});

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    typeof (value as Envelope).msg === 'string'
  );
}

function transportError(error: unknown): ApiError {
  const timedOut =
    error === TIMEOUT_REASON ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.message.includes(TIMEOUT_REASON));
  return timedOut ? new ApiError('timeout', 'timeout') : new ApiError('network', String(error));
}

function compactQuery(query: object | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params[key] = String(value);
  }
  return params;
}

/**
 * Tells the page about a failed call (`xnfz-error` on document, bubbling to window): the sentence
 * the user is shown, and the technical cause beside it.
 */
function reported(error: ApiError): ApiError {
  const key = errorTextKey(error);
  const message = key ? t(key) : error.message;
  emit(document, 'xnfz-error', { message, kind: error.kind, cause: error.message });
  return error;
}

/**
 * The only way the bundle talks to the server: one typed call of the contract.
 * Adds the `token` header when a token is held (or `options.token` instead: a token that is not
 * the page's, e.g. to revoke one), applies the 60 s timeout, unwraps the envelope, and carries out
 * the spec's code-500 rules (warning at the top; logout on 未登录或登录超时).
 * @example
 * const totals = await callApi('/api/xnfz/censusTotal', {});
 */
export function callApi<P extends ApiPath>(
  path: P,
  input: InputOf<P>,
  options: { token?: string } = {},
): Promise<ResultOf<P>> {
  return sendCall(path, methodOf(path), input, options) as Promise<ResultOf<P>>;
}

/** A GET call's answer asked ahead is kept under its path and its parameters as sent. */
function aheadKey(path: string, input: unknown): string {
  const params = Object.entries(compactQuery(input as object) ?? {}).sort();
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/**
 * Starts a GET call before the element that makes it exists (the portal, for its first screen,
 * while the screen's chunks load); the element's same call, made within 10 s, takes this answer.
 * @example
 * askAhead('/api/xnfz/courseCategories', {});
 */
export function askAhead<P extends ApiPath>(path: P, input: InputOf<P>): Promise<ResultOf<P>> {
  return keepAhead(aheadKey(path, input), sendCall(path, 'GET', input) as Promise<ResultOf<P>>);
}

/**
 * One call of any contract (the portal's or the console's) by path and method, with the rules
 * of callApi. Typed wrappers (callApi, the console's callAdminApi) are the only callers.
 */
export async function sendCall(
  path: string,
  method: 'GET' | 'POST',
  input: unknown,
  options: { token?: string } = {},
): Promise<unknown> {
  const asked = method === 'GET' && !options.token ? takeAhead(aheadKey(path, input)) : undefined;
  if (asked) return asked;
  const sentToken = options.token ?? auth.token;
  const headers: Record<string, string> = sentToken ? { token: sentToken } : {};
  let response;
  try {
    response = await http<unknown>({
      url: `${config.apiBase.replace(/\/$/, '')}${path}`,
      method,
      headers,
      ...(method === 'GET' ? { params: compactQuery(input as object) } : { data: input ?? {} }),
    });
  } catch (error) {
    throw reported(transportError(error));
  }
  const envelope = response.data;
  if (!isEnvelope(envelope)) {
    throw reported(new ApiError('http', `HTTP ${response.status}`, response.status));
  }
  if (envelope.code === CODE_OK) {
    const origin = new URL(config.apiBase || '/', location.href).origin;
    if (origin === location.origin) return envelope.data;
    // the API of another origin (an embed): its addresses are the portal's, not this page's
    // (a chunk of its own: the portal page never loads it)
    const { portalUrls } = await import('./portal-urls');
    return portalUrls(envelope.data, origin);
  }

  const refusal = reported(new ApiError('api', envelope.msg, response.status));
  pushNotice('warning', envelope.msg);
  if (envelope.msg === MSG_NOT_LOGGED_IN && sentToken !== null && auth.token === sentToken) {
    signOutLocally();
  }
  throw refusal;
}
