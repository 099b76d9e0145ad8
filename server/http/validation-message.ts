/**
 * Turns fastify/ajv schema errors into one Chinese sentence naming the field, e.g.
 * `参数错误：username 长度必须是 3 到 32 个字符`. Needs ajv's `verbose` option (parentSchema).
 * A pattern's rule is written in the schema's `description` ("只能包含字母、数字和下划线").
 */
import type { FastifySchemaValidationError } from 'fastify';

interface SchemaFacts {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  description?: string;
  enum?: unknown[];
}

type VerboseError = FastifySchemaValidationError & { parentSchema?: SchemaFacts; data?: unknown };

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值（true 或 false）',
  object: '对象',
  array: '数组',
  null: 'null',
};

const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldName(instancePath: string, extra?: unknown): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (typeof extra === 'string') parts.push(extra);
  return parts
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

function typeName(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((item) => TYPE_NAMES[String(item)] ?? String(item)).join('或');
}

function rangeText(schema: SchemaFacts, unit: string): string {
  const { minimum: min, maximum: max } = schema;
  if (min !== undefined && max !== undefined) return `必须是 ${min} 到 ${max} 之间的${unit}`;
  if (min !== undefined) return `必须是不小于 ${min} 的${unit}`;
  return `必须是不大于 ${max} 的${unit}`;
}

/**
 * The rule of a numeric field (`必须是 1 到 100 之间的整数`), for a value that is not a finite
 * number; a field without bounds: `必须是数字`.
 */
export function numberRule(schema: SchemaFacts): string {
  const unit = schema.type === 'integer' ? '整数' : '数字';
  if (schema.minimum === undefined && schema.maximum === undefined) return `必须是${unit}`;
  return rangeText(schema, unit);
}

function lengthText(schema: SchemaFacts): string {
  const { minLength: min, maxLength: max } = schema;
  if (min !== undefined && max !== undefined) {
    return min === max ? `长度必须是 ${min} 个字符` : `长度必须是 ${min} 到 ${max} 个字符`;
  }
  if (min !== undefined) return min === 1 ? '不能为空' : `长度不能少于 ${min} 个字符`;
  return `长度不能超过 ${max} 个字符`;
}

function describe(error: VerboseError): string {
  const schema = error.parentSchema ?? {};
  switch (error.keyword) {
    case 'required':
      return '不能为空';
    case 'type':
      return `必须是${typeName(error.params.type)}`;
    case 'minLength':
    case 'maxLength':
      return error.data === '' ? '不能为空' : lengthText(schema);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return rangeText(schema, schema.type === 'integer' ? '整数' : '数字');
    case 'multipleOf':
      return `必须是 ${String(error.params.multipleOf)} 的整数倍`;
    case 'pattern':
    case 'format':
      return schema.description ?? '格式不正确';
    case 'enum':
      return `必须是 ${(schema.enum ?? (error.params.allowedValues as unknown[]) ?? []).map(String).join('、')} 之一`;
    case 'const':
      return `必须是 ${String(error.params.allowedValue)}`;
    case 'minItems':
    case 'maxItems':
      return '的元素个数不符合要求';
    default:
      return '不合法';
  }
}

/** The `参数错误：…` message for the first schema error. */
export function formatValidationError(
  errors: readonly FastifySchemaValidationError[],
  part: string | undefined,
): string {
  const error = errors[0] as VerboseError | undefined;
  if (!error) return '参数错误：请求无效';
  const field = fieldName(
    error.instancePath,
    error.keyword === 'required' ? error.params.missingProperty : undefined,
  );
  if (!field) {
    const partName = PART_NAMES[part ?? 'body'] ?? '请求';
    return error.keyword === 'type'
      ? `参数错误：${partName}必须是 JSON ${typeName(error.params.type)}`
      : `参数错误：${partName}不合法`;
  }
  return `参数错误：${field} ${describe(error)}`;
}
