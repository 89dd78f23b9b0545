import {
  ADS,
  ErrorBodySchema,
  HealthResponseSchema,
  PRODUCT_NAME,
  PublicConfigResponseSchema,
  ReadyResponseSchema,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '../src/config/paths';
import { readInstance } from '../src/modules/system/system.repository';
import { buildTestApp, databases, type TestApp } from './build-test-app';

describe.each(databases)('system routes on $kind', (factory) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: factory, env: { SUPPORT_EMAIL: 'help@example.org' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers liveness with the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(res.json());
    expect(body.version).toBe(SERVER_VERSION);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/ready reads the database and names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(ReadyResponseSchema.parse(res.json())).toEqual({
      status: 'ready',
      database: factory.kind,
    });
  });

  it('GET /api/config publishes the public configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(PublicConfigResponseSchema.parse(res.json())).toEqual({
      productName: PRODUCT_NAME,
      version: SERVER_VERSION,
      supportEmail: 'help@example.org',
      // No SMTP_URL: links wait in DATA_DIR/mail-outbox and the web app says so.
      sendsMail: false,
      ads: {
        publisherId: null,
        slotId: null,
        scriptUrl: ADS.defaultScriptUrl,
        popupDelayMs: ADS.popupDelayDefaultMs,
      },
    });
  });

  it('keeps exactly one instance row', async () => {
    const row = await readInstance(t.database.db);
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('GET /api/ready answers 503 UNAVAILABLE once shutdown has begun', async () => {
    t.lifecycle.beginShutdown();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(res.json()).code).toBe('UNAVAILABLE');
    expect(res.headers.connection).toBe('close');
  });
});

describe.each(databases)('readiness without a database on $kind', (factory) => {
  it('answers 503 UNAVAILABLE when the database is closed, while liveness stays 200', async () => {
    const t = await buildTestApp({ database: factory });
    try {
      await t.database.close();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      const body = ErrorBodySchema.parse(ready.json());
      expect(body.code).toBe('UNAVAILABLE');
      expect(body.error).toBe('The database is not reachable.');
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
