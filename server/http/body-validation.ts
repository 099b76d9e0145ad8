/**
 * Strict request bodies, lenient query strings. Fastify's ajv coerces types everywhere, so a JSON
 * number would pass as the string `username`. Bodies are JSON and already typed: they are checked
 * without coercion. Query strings, path parameters and headers are always text, so they keep
 * coercion (`pageNum=2` becomes the number 2). Both compilers keep fastify's other defaults
 * (defaults filled in, unknown properties removed, shared schemas).
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<
  NonNullable<SchemaController['compilersFactory']>['buildValidator']
>;
/** What fastify hands the factory: its `ajv` server option. */
interface AjvServerOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}

interface RouteSchemaPart {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}

type CompileRoutePart = (part: RouteSchemaPart) => unknown;

/** The `schemaController` fastify option that validates bodies without type coercion. */
export function strictBodySchemaController(): SchemaController {
  const pool = AjvCompiler();
  type PoolOptions = Parameters<typeof pool>[1];
  const buildValidator = (
    externalSchemas: Parameters<typeof pool>[0],
    options: AjvServerOptions = {},
  ) => {
    const withCoercion = pool(
      externalSchemas,
      options as PoolOptions,
    ) as unknown as CompileRoutePart;
    const strict = pool(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    } as PoolOptions) as unknown as CompileRoutePart;
    const compile: CompileRoutePart = (part) =>
      part.httpPart === 'body' ? strict(part) : withCoercion(part);
    return compile;
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
