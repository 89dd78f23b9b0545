import { randomUUID } from 'node:crypto';
import { AuthSessionSchema, STORAGE_KEYS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AuthModal } from '../../pages/auth-modal';

/** Creates an account through the API and returns its session (the data is seeded, not clicked). */
async function registerThroughApi(baseUrl: string) {
  const id = randomUUID().slice(0, 8);
  const response = await fetch(new URL('/auth/register', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Grace ${id}`,
      email: `grace-${id}@example.org`,
      password: `pw-${id}`,
    }),
  });
  return AuthSessionSchema.parse(await response.json());
}

test('a returned token is verified, stored and removed from the address bar', async ({
  app,
  baseUrl,
}) => {
  const session = await registerThroughApi(baseUrl);
  await app.gotoFresh(`/?token=${encodeURIComponent(session.token)}`);
  await app.header
    .getByText(session.user.name, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(new URL(app.page.url()).search).toBe('');
  expect(await app.storedValue(STORAGE_KEYS.authToken)).toBe(session.token);
});

test('a token the server does not accept says so in the Auth modal', async ({ app }) => {
  await app.gotoFresh('/?token=not-a-real-token');
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  await modal.dialog
    .getByText('Authentication failed. Please try again.', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(new URL(app.page.url()).search).toBe('');
  expect(await app.storedValue(STORAGE_KEYS.authToken)).toBeNull();
});

test('an authError from the callback is explained and removed from the URL', async ({ app }) => {
  await app.gotoFresh('/?authError=unavailable');
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  await modal.dialog
    .getByText('Google sign-in temporarily unavailable. Please use email/password.', {
      exact: true,
    })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(new URL(app.page.url()).search).toBe('');
});
