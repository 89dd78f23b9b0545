import { ErrorBodySchema } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';

const UNKNOWN_API_PATH = '/api/does-not-exist';

test('answers an unknown API path with a JSON 404 error body', async ({ app }) => {
  const response = await app.page.request.get(UNKNOWN_API_PATH);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const body = ErrorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  expect(body.error.length).toBeGreaterThan(0);
});

test('shows JSON, not the app, when the browser opens an unknown API path', async ({ app }) => {
  const response = await app.page.goto(UNKNOWN_API_PATH);
  expect(response?.status()).toBe(404);
  const shownText = await app.page.locator('body').innerText();
  expect(ErrorBodySchema.parse(JSON.parse(shownText))).toMatchObject({ code: 'NOT_FOUND' });
  expect(await app.splash.count()).toBe(0);
  expect(await app.page.locator('script[src]').count()).toBe(0);
});
