/**
 * The bad-input sweep: every call listed in /api/openapi.json, each declared field in turn given a
 * bad value while the others stay valid — non-finite numbers (Infinity, -Infinity, NaN, 1e999),
 * NUL characters, huge and negative numbers, wrong types, overlong strings. Every answer is the
 * envelope with `参数错误：…` (never 服务器内部错误), and nothing is logged as an error.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, loginToken, type TestApp } from './helpers/test-app';

interface FieldSchema {
  type?: string | string[];
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  maxItems?: number;
  /** OpenAPI 3.0's spelling of `type: [T, 'null']`. */
  nullable?: boolean;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema: FieldSchema | string }[];
  requestBody?: {
    content?: {
      'application/json'?: {
        schema?: { properties?: Record<string, FieldSchema>; required?: string[] };
      };
    };
  };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const STRING_CANDIDATES = [
  'abc12345',
  '2025-01-01',
  '13800138000',
  'a@b.cn',
  '/media/x.png',
  '',
  '12',
  'list.csv',
  'questions.txt',
  '2025-01-01T00:00:00Z',
  '0'.repeat(64), // an HMAC-SHA256 signature in hex
];

/** The schema's own type when it also allows null (`['integer', 'null']` → integer). */
function mainType(schema: FieldSchema): string | undefined {
  if (schema.anyOf) return mainType(schema.anyOf[0] ?? {});
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function allowsNull(schema: FieldSchema): boolean {
  if (schema.anyOf) return schema.anyOf.some(allowsNull);
  return schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
}

/** A value the field's schema accepts. */
function validValue(schema: FieldSchema): unknown {
  if (schema.anyOf) return validValue(schema.anyOf[0] ?? {});
  if (schema.enum) return schema.enum[0];
  if (allowsNull(schema)) return null;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') {
    return Object.fromEntries(
      (schema.required ?? []).map((name) => [name, validValue(schema.properties?.[name] ?? {})]),
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern).test(value));
  const value = STRING_CANDIDATES.find(fits);
  if (value === undefined) throw new Error(`no valid sample for ${JSON.stringify(schema)}`);
  return value;
}

/** Bad query-string spellings for a field (what arrives after `?name=`). */
function badQueryValues(schema: FieldSchema): string[] {
  if (schema.type === 'integer' || schema.type === 'number') {
    const values = ['Infinity', '-Infinity', '+Infinity', 'NaN', '1e999', '-1e999', '1e308'];
    values.push('99999999999999999999', '-99999999999999999999', 'abc', '', '1\u0000');
    values.push(String((schema.minimum ?? 0) - 1), String((schema.maximum ?? 0) + 1));
    if (schema.type === 'integer') values.push('1.5', '0x10');
    return values;
  }
  const values = ['a\u0000b', '\u0000'];
  if (schema.enum) values.push('zzz', 'Infinity');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  return values;
}

/** Bad JSON spellings for a body field (raw text, so 1e999 can be written). */
function badBodyValues(schema: FieldSchema): string[] {
  const type = mainType(schema);
  const wrongTypes = ['true', '[]', '{}', '[1]', '{"a":"\\u0000"}'];
  if (!allowsNull(schema)) wrongTypes.push('null');
  if (type === 'array') {
    const values = ['"x"', '1', 'true', '{}', '[null]', '["a\\u0000b"]', '[{"a":"\\u0000"}]'];
    if (!allowsNull(schema)) values.push('null');
    if (schema.maxItems !== undefined) {
      values.push(JSON.stringify(Array.from({ length: schema.maxItems + 1 }, () => null)));
    }
    return values;
  }
  if (type === 'object')
    return ['"x"', '1', '[]', '{}', '{"a":"\\u0000"}', ...(allowsNull(schema) ? [] : ['null'])];
  if (type === 'boolean') return ['"true"', '1', '0', '"a\\u0000b"', '[]', '{}', 'null'];
  if (type === 'integer' || type === 'number') {
    const values = ['1e999', '-1e999', '1e308', '-1e308', '"1"', '"Infinity"', '"NaN"'];
    values.push(String((schema.minimum ?? 0) - 1), String((schema.maximum ?? 0) + 1));
    if (type === 'integer') values.push('1.5', '9007199254740993');
    return [...values, ...wrongTypes];
  }
  const values = ['"a\\u0000b"', '"\\u0000"', '1', '1e999', '-1'];
  if (schema.enum) values.push('"zzz"');
  if (schema.maxLength !== undefined) values.push(JSON.stringify('x'.repeat(schema.maxLength + 1)));
  return [...values, ...wrongTypes];
}

describe('bad-input sweep over /api/openapi.json', () => {
  let t: TestApp;
  let token: string;
  let doc: OpenApiDocument;

  before(async () => {
    t = await createTestApp({
      demoContent: true,
      config: {
        rateLimit: { authMax: 1_000_000, captchaMax: 1_000_000, windowSeconds: 60 },
        messageRateMax: 1_000_000,
        feedbackRateMax: 1_000_000,
        // experimentResult (signed, no token) is limited per address like experimentStart
        experimentRateMax: 1_000_000,
      },
    });
    // an administrator may call everything: each call's input rules are reached
    token = await loginToken(t, 'admin1');
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  after(() => t.close());

  async function expectRefused(
    label: string,
    request: { method: string; url: string; payload?: string },
  ): Promise<void> {
    const response = await t.app.inject({
      method: request.method as 'GET' | 'POST',
      url: request.url,
      headers: { token, ...(request.payload ? { 'content-type': 'application/json' } : {}) },
      ...(request.payload ? { payload: request.payload } : {}),
    });
    assert.equal(response.statusCode, 200, `${label}: HTTP ${response.statusCode}`);
    const body = response.json<{ code: number; msg: string }>();
    assert.equal(body.code, 500, `${label}: accepted (${response.body.slice(0, 120)})`);
    assert.match(body.msg, /^参数错误：/, `${label}: ${body.msg}`);
  }

  it('lists the calls, each numeric field bounded on both sides', () => {
    const paths = Object.keys(doc.paths);
    assert.ok(paths.length >= 40, `only ${paths.length} paths`);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const operation of Object.values(operations)) {
        const fields = [
          ...(operation.parameters ?? []).map((p) => p.schema),
          ...Object.values(
            operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
          ),
        ];
        for (const schema of fields) {
          if (typeof schema === 'string') continue;
          if (schema.type === 'integer' || schema.type === 'number') {
            assert.ok(Number.isFinite(schema.minimum), `${path}: a number without minimum`);
            assert.ok(Number.isFinite(schema.maximum), `${path}: a number without maximum`);
          }
        }
      }
    }
  });

  it('every call refuses every bad value with 参数错误, and logs no error', async () => {
    let requests = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const upper = method.toUpperCase();
        const query = (operation.parameters ?? []).filter(
          (p) => p.in === 'query' && typeof p.schema === 'object',
        ) as { name: string; schema: FieldSchema }[];
        const body = operation.requestBody?.content?.['application/json']?.schema;
        // a NUL in a query parameter the call does not declare is refused too
        await expectRefused(`${upper} ${path} ?extra=NUL`, {
          method: upper,
          url: `${path}?extra=a%00b`,
        });
        requests += 1;
        const baseQuery = Object.fromEntries(query.map((p) => [p.name, validValue(p.schema)]));
        for (const param of query) {
          for (const bad of badQueryValues(param.schema)) {
            const search = new URLSearchParams(
              Object.entries({ ...baseQuery, [param.name]: bad }).map(([k, v]) => [k, String(v)]),
            );
            await expectRefused(`${upper} ${path} ${param.name}=${JSON.stringify(bad)}`, {
              method: upper,
              url: `${path}?${search.toString()}`,
            });
            requests += 1;
          }
        }
        if (upper !== 'POST') continue;
        const properties = body?.properties ?? {};
        const baseBody = Object.fromEntries(
          Object.entries(properties).map(([name, schema]) => [name, validValue(schema)]),
        );
        // a NUL in a property, or in a nested key, the call does not declare
        for (const extra of ['{"extra":"a\\u0000b"}', '{"a\\u0000":1}']) {
          const text = JSON.stringify(baseBody).replace(/}$/, '');
          const payload = `${text}${text === '{' ? '' : ','}${extra.slice(1, -1)}}`;
          await expectRefused(`${upper} ${path} body ${extra}`, {
            method: upper,
            url: path,
            payload,
          });
          requests += 1;
        }
        for (const [name, schema] of Object.entries(properties)) {
          for (const bad of badBodyValues(schema)) {
            const rest = { ...baseBody };
            delete rest[name];
            const text = JSON.stringify(rest).replace(/}$/, '');
            const payload = `${text}${text === '{' ? '' : ','}${JSON.stringify(name)}:${bad}}`;
            await expectRefused(`${upper} ${path} ${name}: ${bad.slice(0, 40)}`, {
              method: upper,
              url: path,
              payload,
            });
            requests += 1;
          }
        }
      }
    }
    assert.ok(requests > 500, `only ${requests} requests`);
    const errors = t.logs.filter((line) => /"level":(50|60)/.test(line));
    assert.deepEqual(
      errors.map((line) => line.slice(0, 300)),
      [],
      'errors logged',
    );
  });

  it('the examples of the report: Infinity ids and -Infinity page sizes, NUL in a keyword', async () => {
    const cases: [string, string][] = [
      ['/api/xnfz/courseDetail?id=Infinity', '参数错误：id 必须是 1 到 2147483647 之间的整数'],
      ['/api/xnfz/courseDetail?id=-Infinity', '参数错误：id 必须是 1 到 2147483647 之间的整数'],
      ['/api/xnfz/courseList?pageSize=-Infinity', '参数错误：pageSize 必须是 1 到 100 之间的整数'],
      ['/api/xnfz/courseList?pageNum=1e999', '参数错误：pageNum 必须是 1 到 1000000 之间的整数'],
      ['/api/xnfz/lessonLearnCount?limit=-Infinity', '参数错误：limit 必须是 1 到 50 之间的整数'],
      ['/api/xnfz/search?keyword=a%00', '参数错误：keyword 不能包含空字符（\\0）'],
    ];
    for (const [url, msg] of cases) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.deepEqual(response.json(), { code: 500, msg }, url);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/updateUser',
      headers: { token },
      payload: { nickname: 'a\u0000b' },
    });
    assert.deepEqual(nul.json(), { code: 500, msg: '参数错误：nickname 不能包含空字符（\\0）' });
  });

  it('page sizes are clamped in one place: a list never returns more than 100 rows', async () => {
    const { pageWindow } = await import('../../server/http/paging');
    assert.deepEqual(pageWindow({ pageNum: 1, pageSize: -Infinity }), { limit: 1, offset: 0 });
    assert.deepEqual(pageWindow({ pageNum: Infinity, pageSize: 1e9 }), {
      limit: 100,
      offset: 99_999_900,
    });
    assert.deepEqual(pageWindow({ pageNum: Number.NaN, pageSize: Number.NaN }), {
      limit: 10,
      offset: 0,
    });
  });
});
