import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PREVIEW_CSP, CODE_PREVIEW_PATH } from '../src/plugins/code-preview-frame';
import { buildTestApp, type TestApp } from './build-test-app';

describe('GET /code-preview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the preview frame under its own sandboxing policy, not the app one', async () => {
    const response = await t.app.inject({ method: 'GET', url: CODE_PREVIEW_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toBe(CODE_PREVIEW_CSP);
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).not.toMatch(/connect-src/);
    expect(response.body).toContain('polymath-preview-ready');
  });
});
