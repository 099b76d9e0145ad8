import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApiPath } from '../../src/core/api/contract';
import { call, createTestApp, newCaptcha, newUser } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Every call of the contract with its method; the type keeps this list complete. */
const CONTRACT: Record<ApiPath, ['get' | 'post', boolean]> = {
  '/api/comm/v1/captcha': ['get', false],
  '/api/xnfz/login': ['post', false],
  '/api/xnfz/logout': ['post', true],
  '/api/xnfz/register': ['post', false],
  '/api/xnfz/sendMessage': ['post', false],
  '/api/xnfz/resetPassword': ['post', false],
  '/api/xnfz/updatePassword': ['post', true],
  '/api/xnfz/userInfo': ['get', true],
  '/api/xnfz/updateUser': ['post', true],
  '/api/xnfz/verifyContact': ['post', true],
  '/api/xnfz/loginTicket': ['post', true],
  '/api/xnfz/exchangeTicket': ['post', false],
  '/api/xnfz/ssoProviders': ['get', false],
  '/api/xnfz/ssoIdentities': ['get', true],
  '/api/xnfz/ssoLogout': ['post', true],
  '/api/xnfz/sendContactCode': ['post', true],
  '/api/xnfz/userLearn': ['get', true],
  '/api/xnfz/userCollect': ['get', true],
  '/api/xnfz/collect': ['post', true],
  '/api/xnfz/uncollect': ['post', true],
  '/api/xnfz/userLearnRecord': ['get', true],
  '/api/xnfz/myMessages': ['get', true],
  '/api/xnfz/myMessageRead': ['post', true],
  '/api/xnfz/censusTotal': ['get', false],
  '/api/xnfz/lessonCount': ['get', false],
  '/api/xnfz/lessonLearnCount': ['get', false],
  '/api/xnfz/webClicksAdd': ['get', false],
  '/api/xnfz/identityMonthClicks': ['get', false],
  '/api/xnfz/identityTrainingClicks': ['get', false],
  '/api/xnfz/identityMonthDuration': ['get', false],
  '/api/xnfz/webMonthClicks': ['get', false],
  '/api/xnfz/lessonRanking': ['get', false],
  '/api/xnfz/courseCategories': ['get', false],
  '/api/xnfz/courseList': ['get', false],
  '/api/xnfz/courseDetail': ['get', false],
  '/api/xnfz/lessonDetail': ['get', false],
  '/api/xnfz/learnProgress': ['post', true],
  '/api/xnfz/rateCourse': ['post', true],
  '/api/xnfz/resourceCategories': ['get', false],
  '/api/xnfz/resourceList': ['get', false],
  '/api/xnfz/resourceDetail': ['get', false],
  '/api/xnfz/articleList': ['get', false],
  '/api/xnfz/articleDetail': ['get', false],
  '/api/xnfz/experimentList': ['get', false],
  '/api/xnfz/experimentStart': ['post', false],
  '/api/xnfz/experimentFinish': ['post', true],
  '/api/xnfz/experimentResult': ['post', false],
  '/api/xnfz/userExperimentRecord': ['get', true],
  '/api/xnfz/banners': ['get', false],
  '/api/xnfz/siteInfo': ['get', false],
  '/api/xnfz/feedback': ['post', false],
  '/api/xnfz/search': ['get', false],
};

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let t: TestApp;
before(async () => {
  t = await createTestApp();
  // A probe route showing how bodies and query strings are validated.
  t.app.post(
    '/api/test/strictness',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { count: { type: 'integer' }, flag: { type: 'boolean' } },
        },
        body: {
          type: 'object',
          properties: {
            count: { type: 'integer' },
            flag: { type: 'boolean' },
            name: { type: 'string' },
            size: { type: 'integer', default: 7 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => ({ code: 0, msg: 'ok', data: { query: request.query, body: request.body } }),
  );
});
after(() => t.close());

describe('GET /api/openapi.json', () => {
  let doc: OpenApiDocument;
  before(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    doc = response.json<OpenApiDocument>();
  });

  it('is an OpenAPI 3 document with the token header as security scheme', () => {
    assert.match(doc.openapi, /^3\./);
    assert.ok(doc.info.title.length > 0);
    assert.deepEqual(doc.components.securitySchemes.token, {
      type: 'apiKey',
      in: 'header',
      name: 'token',
    });
  });

  it('lists every contract call with its method, summary, tag and login need', () => {
    const missing = Object.entries(CONTRACT)
      .filter(([path, [method]]) => !doc.paths[path]?.[method])
      .map(([path, [method]]) => `${method.toUpperCase()} ${path}`);
    assert.deepEqual(missing, [], 'contract calls missing from the document');
    for (const [path, [method, login]] of Object.entries(CONTRACT)) {
      const operation = doc.paths[path]![method]!;
      assert.ok(operation.summary && operation.summary !== path, `${path} summary`);
      assert.equal(operation.tags?.length, 1, `${path} tag`);
      assert.deepEqual(operation.security, login ? [{ token: [] }] : undefined, `${path} security`);
      assert.ok(operation.responses['200'], `${path} response`);
    }
  });

  it('lists only /api calls: no pages, media, health check, HEAD routes or itself', () => {
    for (const path of Object.keys(doc.paths)) {
      assert.match(path, /^\/api\//);
      assert.notEqual(path, '/api/openapi.json');
      assert.ok(!('head' in doc.paths[path]!), `HEAD ${path}`);
    }
  });

  it('describes inputs from the same schemas that validate them', () => {
    const list = doc.paths['/api/xnfz/resourceList']!.get!;
    const byName = Object.fromEntries(list.parameters!.map((p) => [p.name, p]));
    assert.equal(byName.kind!.in, 'query');
    assert.equal(byName.kind!.required, true);
    assert.deepEqual(byName.kind!.schema.enum, ['resource', 'red']);
    assert.equal(byName.pageSize!.schema.maximum, 100);
    assert.equal(byName.pageSize!.schema.default, 10);
    const loginBody = doc.paths['/api/xnfz/login']!.post!.requestBody!;
    assert.deepEqual(Object.keys(loginBody.content['application/json']!.schema.properties).sort(), [
      'captchaCode',
      'captchaKey',
      'password',
      'username',
    ]);
    const update = doc.paths['/api/xnfz/updateUser']!.post!.requestBody!;
    assert.ok('avatar' in update.content['application/json']!.schema.properties);
  });
});

describe('body validation without type coercion', () => {
  it('refuses a JSON number for a string field, naming the field', async () => {
    const captcha = await newCaptcha(t);
    const login = await call(t, 'POST', '/api/xnfz/login', {
      body: { username: 12345, password: 'Demo@1234', ...captcha },
    });
    assert.deepEqual(login.body, { code: 500, msg: '参数错误：username 必须是字符串' });
    const register = await call(t, 'POST', '/api/xnfz/register', {
      body: { ...newUser(), username: 12345, ...(await newCaptcha(t)) },
    });
    assert.deepEqual(register.body, { code: 500, msg: '参数错误：username 必须是字符串' });
    const booleanPassword = await call(t, 'POST', '/api/xnfz/login', {
      body: { username: 'student1', password: true, ...(await newCaptcha(t)) },
    });
    assert.deepEqual(booleanPassword.body, { code: 500, msg: '参数错误：password 必须是字符串' });
    // The same body with a string logs in: only the type was wrong.
    const ok = await call(t, 'POST', '/api/xnfz/login', {
      body: { username: 'student1', password: 'Demo@1234', ...(await newCaptcha(t)) },
    });
    assert.equal(ok.body.code, 0, ok.raw);
  });

  it('refuses strings for numbers and booleans in bodies, keeps defaults and drops extras', async () => {
    const wrongNumber = await call(t, 'POST', '/api/test/strictness', { body: { count: '5' } });
    assert.deepEqual(wrongNumber.body, { code: 500, msg: '参数错误：count 必须是整数' });
    const wrongFlag = await call(t, 'POST', '/api/test/strictness', { body: { flag: 'true' } });
    assert.deepEqual(wrongFlag.body, {
      code: 500,
      msg: '参数错误：flag 必须是布尔值（true 或 false）',
    });
    const nullName = await call(t, 'POST', '/api/test/strictness', { body: { name: null } });
    assert.deepEqual(nullName.body, { code: 500, msg: '参数错误：name 必须是字符串' });
    const good = await call<{ body: unknown }>(t, 'POST', '/api/test/strictness', {
      body: { count: 5, flag: false, name: 'x', extra: 1 },
    });
    assert.deepEqual(good.body.data!.body, { count: 5, flag: false, name: 'x', size: 7 });
  });

  it('still coerces query strings: numbers and booleans arrive typed', async () => {
    const response = await call<{ query: unknown }>(t, 'POST', '/api/test/strictness', {
      query: { count: '2', flag: 'true' },
      body: {},
    });
    assert.deepEqual(response.body.data!.query, { count: 2, flag: true });
    const paged = await call<{ rows: unknown[] }>(t, 'GET', '/api/xnfz/articleList', {
      query: { kind: 'news', pageNum: '2', pageSize: '3' },
    });
    assert.equal(paged.body.code, 0, paged.raw);
    const bad = await call(t, 'POST', '/api/test/strictness', {
      query: { count: 'two' },
      body: {},
    });
    assert.deepEqual(bad.body, { code: 500, msg: '参数错误：count 必须是整数' });
  });
});
