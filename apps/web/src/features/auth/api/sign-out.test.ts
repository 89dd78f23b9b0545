import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';
import { useAuthStore } from '../stores/auth-store';
import { buildUser, errorResponse, networkFailure, stubAuthServer } from '../testing/auth-fixtures';
import { signOut } from './sign-out';

function expectSignedOut() {
  expect(useAuthStore.getState()).toMatchObject({
    user: null,
    token: null,
    isAuthenticated: false,
  });
  expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.authState) ?? '{}') as {
    state?: { user?: unknown };
  };
  expect(stored.state?.user).toBeNull();
}

describe('signOut', () => {
  it('revokes the token with POST /auth/logout and forgets the session', async () => {
    useAuthStore.getState().startSession({ token: 'token-1', user: buildUser() });
    const seen = stubAuthServer({ 'POST /auth/logout': () => Response.json({ success: true }) });
    await signOut();
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/logout',
        authorization: 'Bearer token-1',
      }),
    ]);
    expectSignedOut();
  });

  it.each([
    ['the server fails', () => errorResponse(500, 'INTERNAL', 'Internal server error')],
    ['the network is down', networkFailure],
  ])('clears the local session anyway when %s, and logs it', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useAuthStore.getState().startSession({ token: 'token-1', user: buildUser() });
    stubAuthServer({ 'POST /auth/logout': answer });
    await signOut();
    expectSignedOut();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Logout failed'),
      expect.objectContaining({ message: expect.any(String) as string }),
    );
  });
});
