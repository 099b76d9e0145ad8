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

/**
 * One pool for the process, and one compiled validator per schema text for each of its ajv
 * instances: an app built again in the same process (every test app) reuses them. The routes
 * build their schema objects afresh for each app, so ajv's own cache (by object) never hit, and
 * compiling every route's schemas was about 0.4 s of each app's start.
 */
const pool = AjvCompiler();
type PoolOptions = Parameters<typeof pool>[1];
const compiledByText = new WeakMap<CompileRoutePart, Map<string, unknown>>();

function cachedCompile(compile: CompileRoutePart): CompileRoutePart {
  let compiled = compiledByText.get(compile);
  if (!compiled) {
    compiled = new Map();
    compiledByText.set(compile, compiled);
  }
  const cache = compiled;
  return (part) => {
    const text = JSON.stringify(part.schema);
    // a schema ajv keeps by $id is looked up by ajv itself (compiling it twice would throw)
    if (text === undefined || (part.schema as { $id?: unknown } | null)?.$id !== undefined)
      return compile(part);
    let validator = cache.get(text);
    if (validator === undefined) {
      validator = compile(part);
      cache.set(text, validator);
    }
    return validator;
  };
}

/** The `schemaController` fastify option that validates bodies without type coercion. */
export function strictBodySchemaController(): SchemaController {
  const buildValidator = (
    externalSchemas: Parameters<typeof pool>[0],
    options: AjvServerOptions = {},
  ) => {
    const withCoercion = cachedCompile(
      pool(externalSchemas, options as PoolOptions) as unknown as CompileRoutePart,
    );
    const strict = cachedCompile(
      pool(externalSchemas, {
        ...options,
        customOptions: { ...options.customOptions, coerceTypes: false },
      } as PoolOptions) as unknown as CompileRoutePart,
    );
    const compile: CompileRoutePart = (part) =>
      part.httpPart === 'body' ? strict(part) : withCoercion(part);
    return compile;
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}
