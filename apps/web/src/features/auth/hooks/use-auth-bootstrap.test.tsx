import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { useAuthModalStore } from '../stores/auth-modal-store';
import { useAuthStore } from '../stores/auth-store';
import { buildUser, errorResponse, networkFailure, stubAuthServer } from '../testing/auth-fixtures';
import { useAuthBootstrap } from './use-auth-bootstrap';

function Bootstrap() {
  useAuthBootstrap();
  return null;
}

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '/', element: <Bootstrap /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A browser that signed in before: the token and the cached user, as the app stores them. */
function signInEarlier(token = 'stored-token', user = buildUser()) {
  useAuthStore.getState().startSession({ token, user });
}

const noticeShown = () => useAuthModalStore.getState().notice;

describe('a Google sign-in return (?token=)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('verifies the token as bearer, stores the session and removes the token from the URL', async () => {
    const seen = stubAuthServer({
      'POST /api/auth/verify': () => Response.json({ user: buildUser({ name: 'Grace' }) }),
    });
    const router = openAt('/?token=google-token&q=hello');

    expect(router.state.location.search).toBe('?q=hello');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(seen).toEqual([
      expect.objectContaining({ path: '/api/auth/verify', authorization: 'Bearer google-token' }),
    ]);
    expect(useAuthStore.getState().user?.name).toBe('Grace');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('google-token');
    expect(useAuthModalStore.getState().isOpen).toBe(false);
  });

  it("says 'Authentication failed. Please try again.' when the server rejects the token", async () => {
    stubAuthServer({
      'POST /api/auth/verify': () => errorResponse(401, 'UNAUTHENTICATED', 'Invalid token'),
    });
    const router = openAt('/?token=forged');
    await waitFor(() => expect(noticeShown()).toBe('Authentication failed. Please try again.'));
    expect(useAuthModalStore.getState().isOpen).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('says to use email/password when the verify call itself fails', async () => {
    stubAuthServer({ 'POST /api/auth/verify': networkFailure });
    openAt('/?token=google-token');
    await waitFor(() =>
      expect(noticeShown()).toBe('Google sign-in failed. Please try again or use email/password.'),
    );

    stubAuthServer({ 'POST /api/auth/verify': () => new Response('', { status: 503 }) });
    useAuthModalStore.getState().close();
    openAt('/?token=google-token');
    await waitFor(() =>
      expect(noticeShown()).toBe('Google sign-in failed. Please try again or use email/password.'),
    );
  });
});

describe('a Google sign-in error return (?authError=)', () => {
  it.each([
    ['failed', 'Google sign-in failed. Please try again.'],
    ['unavailable', 'Google sign-in temporarily unavailable. Please use email/password.'],
    ['something-else', 'Google sign-in failed. Please try again.'],
  ])('explains %s and removes it from the URL', (code, message) => {
    const router = openAt(`/?authError=${code}`);
    expect(noticeShown()).toBe(message);
    expect(useAuthModalStore.getState().isOpen).toBe(true);
    expect(router.state.location.search).toBe('');
  });
});

describe('the stored session at start', () => {
  it('refreshes the cached user from GET /auth/me', async () => {
    signInEarlier();
    const seen = stubAuthServer({
      'GET /auth/me': () => Response.json({ user: buildUser({ plan: 'premium' }) }),
    });
    openAt('/');
    expect(useAuthStore.getState().isLoading).toBe(true);
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState().user?.plan).toBe('premium');
    expect(seen[0]?.authorization).toBe('Bearer stored-token');
  });

  it('signs out locally when the server answers 401', async () => {
    signInEarlier();
    stubAuthServer({ 'GET /auth/me': () => errorResponse(401, 'UNAUTHENTICATED', 'Expired') });
    openAt('/');
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('keeps the cached session when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInEarlier();
    stubAuthServer({ 'GET /auth/me': networkFailure });
    openAt('/');
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'stored-token' });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('stored-token');
  });

  it('asks nothing of the server for a guest', () => {
    openAt('/');
    expect(fetch).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isLoading).toBe(false);
  });
});
