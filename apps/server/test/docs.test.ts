import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../src/config/paths';
import { buildTestApp, type TestApp } from './build-test-app';

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the OpenAPI document generated from the contracts at /docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info).toMatchObject({ title: 'Polymath API', version: SERVER_VERSION });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/config']),
    );
    const health = doc.paths['/api/health']?.get;
    expect(JSON.stringify(health?.responses['200'])).toContain('uptimeSeconds');
    expect(Object.keys(health?.responses ?? {})).toEqual(expect.arrayContaining(['4XX', '5XX']));
    // Static files and the documentation itself are not part of the API description; the spec puts
    // the account calls under /auth/ (000 §7).
    expect(
      Object.keys(doc.paths).filter((p) => !p.startsWith('/api/') && !p.startsWith('/auth/')),
    ).toEqual([]);
  });

  it('serves Swagger UI at /docs with its own content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');

    const initializer = await t.app.inject({
      method: 'GET',
      url: '/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});
