/**
 * Registers one call of a contract (console or teaching): the input schema (query of a GET, body
 * of a POST with exactly these properties), the caller check as the request arrives (before its
 * input is read), and the envelope around the handler's answer.
 */
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { Envelope } from '../../src/core/api/contract';
import { ok } from './envelope';

export interface CallRoute<Input, Data> {
  method: 'GET' | 'POST';
  path: string;
  properties: Record<string, object>;
  required: string[];
  /** Who may call: throws the refusal (未登录或登录超时, 无权限). */
  onRequest: onRequestAsyncHookHandler;
  handler: (input: Input, request: FastifyRequest) => Promise<Data>;
  options?: Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;
}

/**
 * @example
 * callRoute(app, { method: 'GET', path, properties, required: [], onRequest, handler: (input) => list(input) });
 */
export function callRoute<Input, Data>(app: FastifyInstance, route: CallRoute<Input, Data>): void {
  const inputSchema = {
    type: 'object',
    properties: route.properties,
    required: route.required,
    ...(route.method === 'POST' ? { additionalProperties: false } : {}),
  };
  app.route({
    method: route.method,
    url: route.path,
    schema: route.method === 'GET' ? { querystring: inputSchema } : { body: inputSchema },
    onRequest: route.onRequest,
    ...route.options,
    handler: async (request): Promise<Envelope<Data>> => {
      const input = (route.method === 'GET' ? request.query : request.body) as Input;
      return ok(await route.handler(input, request));
    },
  });
}
