import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@polymath/shared';
import { buildUser } from '../testing/auth-fixtures';
import { useAuthStore } from './auth-store';

/** Writes what an earlier page load left in storage, then reloads the store from it. */
async function reloadWith(authState: unknown, token: string | null) {
  window.localStorage.setItem(STORAGE_KEYS.authState, JSON.stringify(authState));
  if (token !== null) window.localStorage.setItem(STORAGE_KEYS.authToken, token);
  await useAuthStore.persist.rehydrate();
  return useAuthStore.getState();
}

describe('auth store persistence', () => {
  it('restores the cached user with its separately stored token', async () => {
    const state = await reloadWith(
      { state: { user: buildUser(), isAuthenticated: true }, version: 0 },
      'token-1',
    );
    expect(state).toMatchObject({ isAuthenticated: true, token: 'token-1' });
    expect(state.user?.email).toBe('ada@example.org');
  });

  it('shows nobody signed in when the token is gone, whatever the cached state says', async () => {
    const state = await reloadWith(
      { state: { user: buildUser(), isAuthenticated: true }, version: 0 },
      null,
    );
    expect(state).toMatchObject({ user: null, isAuthenticated: false, token: null });
  });

  it('ignores a damaged cached user', async () => {
    const state = await reloadWith(
      { state: { user: { name: 'no id or email' }, isAuthenticated: true }, version: 0 },
      'token-1',
    );
    expect(state).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('never writes the token into the auth state key', () => {
    useAuthStore.getState().startSession({ token: 'secret-token', user: buildUser() });
    expect(window.localStorage.getItem(STORAGE_KEYS.authState)).not.toContain('secret-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('secret-token');
  });
});
