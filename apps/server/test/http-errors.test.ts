import { connect } from 'node:net';
import { AppError, defineContract, ErrorBodySchema, REQUEST_ID_HEADER } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeFromContract } from '../src/http/route';
import { buildTestApp, captureLogs, type TestApp } from './build-test-app';

// Test-only routes, registered here and never in production code.
const echoContract = defineContract({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'Echo (test only)',
  body: z.object({ name: z.string().min(2), tags: z.array(z.string()).max(2) }),
  response: z.object({ name: z.string(), tagCount: z.number() }),
});
const itemContract = defineContract({
  method: 'GET',
  path: '/api/test/items/:id',
  summary: 'Item (test only)',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ full: z.enum(['yes', 'no']).default('no') }),
  response: z.object({ id: z.number(), full: z.boolean() }),
});
const badResponseContract = defineContract({
  method: 'GET',
  path: '/api/test/bad-response',
  summary: 'Returns a body that breaks its contract (test only)',
  response: z.object({ count: z.number() }),
});

const SECRET = 'password=hunter2 at db.internal:5432';

describe('HTTP error handling', () => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await buildTestApp({ env: { BODY_LIMIT_BYTES: '1024' }, logger: logs.logger });
    routeFromContract(t.app, echoContract, (request) => ({
      name: request.body.name,
      tagCount: request.body.tags.length,
    }));
    routeFromContract(t.app, itemContract, (request) => ({
      id: request.params.id,
      full: request.query.full === 'yes',
    }));
    routeFromContract(t.app, badResponseContract, () => ({ count: 'many' }) as never);
    t.app.get('/api/test/boom', () => {
      throw new Error(`connection failed: ${SECRET}`);
    });
    t.app.get('/api/test/conflict', () => {
      throw new AppError('CONFLICT', { message: 'That name is taken.' });
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  function errorOf(res: { json(): unknown }) {
    return ErrorBodySchema.parse(res.json());
  }

  it('accepts a valid request through a contract route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ada', tags: ['math'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ada', tagCount: 1 });
    const item = await t.app.inject({ method: 'GET', url: '/api/test/items/42?full=yes' });
    expect(item.json()).toEqual({ id: 42, full: true });
  });

  it('answers unknown API routes with 404 JSON, never the web page', async () => {
    for (const url of ['/api/nope', '/api/test/echo/extra', '/auth/nope', '/docs/nope', '/api']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(errorOf(res).code, url).toBe('NOT_FOUND');
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(errorOf(res).code).toBe('METHOD_NOT_ALLOWED');

    const param = await t.app.inject({ method: 'POST', url: '/api/test/items/7' });
    expect(param.statusCode).toBe(405);
    const get = await t.app.inject({ method: 'GET', url: '/api/test/echo' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      error: 'The request body is not valid JSON.',
    });
  });

  it('answers an empty JSON body with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('BAD_REQUEST');
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2000), tags: [] },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers schema violations with 400 VALIDATION and every issue', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'A', tags: ['a', 'b', 'c'] },
    });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.error).toMatch(/^Invalid request body: name: .+ \(and 1 more\)$/);
    expect(body.issues?.map((i) => i.path)).toEqual([['name'], ['tags']]);
    for (const issue of body.issues ?? []) expect(issue.message).not.toBe('');

    const params = await t.app.inject({ method: 'GET', url: '/api/test/items/abc?full=maybe' });
    expect(params.statusCode).toBe(400);
    expect(errorOf(params).code).toBe('VALIDATION');
    expect(errorOf(params).error).toMatch(/^Invalid path parameters: id: /);
  });

  it('answers unknown errors with 500 INTERNAL, leaking nothing, and logs them once', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { [REQUEST_ID_HEADER]: 'boom-request-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res)).toEqual({
      success: false,
      code: 'INTERNAL',
      error: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('stack');
    expect(res.body).not.toContain('.ts');

    const errorLines = logs.lines.filter((l) => l.reqId === 'boom-request-1' && l.level === 50);
    expect(errorLines).toHaveLength(1);
    expect(JSON.stringify(errorLines[0])).toContain('hunter2');
  });

  it('answers a response that breaks its contract with 500 INTERNAL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).code).toBe('INTERNAL');
  });

  it('turns an AppError into its code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      success: false,
      code: 'CONFLICT',
      error: 'That name is taken.',
    });
  });

  it('echoes a request id on every response, reusing a sane incoming one', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);

    const reused = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { [REQUEST_ID_HEADER]: 'abc-123.DEF:4' },
    });
    expect(reused.headers[REQUEST_ID_HEADER]).toBe('abc-123.DEF:4');

    for (const bad of ['has spaces', 'x'.repeat(200), 'new\\nline{}']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/boom',
        headers: { [REQUEST_ID_HEADER]: bad },
      });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('sends a content security policy that fits the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('sends every one of helmet’s headers, on answers and on errors alike', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(expected);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});

describe('request timeout', () => {
  it('answers a request that arrives too slowly with 408 REQUEST_TIMEOUT JSON', async () => {
    const t = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          // Headers never finish: the client stalls.
          socket.write('POST /api/test HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n');
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
        setTimeout(() => reject(new Error(`no answer, got: ${data}`)), 10_000).unref();
      });
      expect(raw).toMatch(/^HTTP\/1\.1 408 /);
      const body = ErrorBodySchema.parse(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
      expect(body.code).toBe('REQUEST_TIMEOUT');
    } finally {
      await t.close();
    }
  });
});
