import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { useAuthModalStore } from '../stores/auth-modal-store';
import { useToastStore } from '@/components/ui/use-toast';
import { useAuthStore } from '../stores/auth-store';
import { usePendingSignInStore } from '../stores/pending-sign-in-store';
import { buildUser, errorResponse, networkFailure, stubAuthServer } from '../testing/auth-fixtures';
import { useAuthBootstrap } from './use-auth-bootstrap';

/** What the app tells the bootstrap: how many conversations this browser holds. */
let localConversationCount = 0;
const SIGN_IN_RETURN_CONTEXT = { countLocalConversations: () => localConversationCount };

function Bootstrap() {
  useAuthBootstrap(SIGN_IN_RETURN_CONTEXT);
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
const GRACE = buildUser({ id: 'user-grace', name: 'Grace', email: 'grace@example.org' });
/** The exchange answering with Grace's new session. */
const exchangeGivesGrace = () =>
  Response.json({ success: true, token: 'grace-session', user: GRACE });

describe('a Google sign-in return (#signInCode=)', () => {
  beforeEach(() => {
    localConversationCount = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('exchanges the code for a session, stores it and removes the code from the URL', async () => {
    const seen = stubAuthServer({ 'POST /auth/google/exchange': exchangeGivesGrace });
    const router = openAt('/?q=hello#signInCode=one-time-code');

    expect(router.state.location.search).toBe('?q=hello');
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(seen).toEqual([
      expect.objectContaining({ path: '/auth/google/exchange', body: { code: 'one-time-code' } }),
    ]);
    expect(useAuthStore.getState().user?.name).toBe('Grace');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('grace-session');
    expect(useAuthModalStore.getState().isOpen).toBe(false);
  });

  it("says 'Authentication failed. Please try again.' when the server refuses the code", async () => {
    stubAuthServer({
      'POST /auth/google/exchange': () => errorResponse(401, 'UNAUTHENTICATED', 'Refused'),
    });
    const router = openAt('/#signInCode=someone-elses');
    await waitFor(() => expect(noticeShown()).toBe('Authentication failed. Please try again.'));
    expect(useAuthModalStore.getState().isOpen).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(router.state.location.hash).toBe('');
  });

  it('says to use email/password when the exchange itself fails', async () => {
    stubAuthServer({ 'POST /auth/google/exchange': networkFailure });
    openAt('/#signInCode=one-time-code');
    await waitFor(() =>
      expect(noticeShown()).toBe('Google sign-in failed. Please try again or use email/password.'),
    );

    stubAuthServer({ 'POST /auth/google/exchange': () => new Response('', { status: 503 }) });
    useAuthModalStore.getState().close();
    openAt('/#signInCode=one-time-code');
    await waitFor(() =>
      expect(noticeShown()).toBe('Google sign-in failed. Please try again or use email/password.'),
    );
  });

  it('leaves someone signed in as they are when a refused code arrives', async () => {
    signInEarlier();
    stubAuthServer({
      'POST /auth/google/exchange': () => errorResponse(401, 'UNAUTHENTICATED', 'Refused'),
      'GET /auth/me': () => Response.json({ user: buildUser() }),
    });
    openAt('/#signInCode=someone-elses');
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useAuthStore.getState()).toMatchObject({ token: 'stored-token', isAuthenticated: true });
    expect(useAuthModalStore.getState().isOpen).toBe(false);
  });

  it('asks before switching a signed-in browser to another account, and stores nothing yet', async () => {
    signInEarlier();
    stubAuthServer({ 'POST /auth/google/exchange': exchangeGivesGrace });
    openAt('/#signInCode=one-time-code');
    await waitFor(() =>
      expect(usePendingSignInStore.getState().pending).toMatchObject({
        kind: 'switch-account',
        currentUser: { email: 'ada@example.org' },
        session: { token: 'grace-session' },
      }),
    );
    expect(useAuthStore.getState().token).toBe('stored-token');
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('stored-token');
  });

  it('asks a guest with conversations in this browser before signing in', async () => {
    localConversationCount = 2;
    stubAuthServer({ 'POST /auth/google/exchange': exchangeGivesGrace });
    openAt('/#signInCode=one-time-code');
    await waitFor(() =>
      expect(usePendingSignInStore.getState().pending).toMatchObject({
        kind: 'local-conversations',
        conversationCount: 2,
      }),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('a session token in the address (?token=, the old return)', () => {
  it('is never taken: a guest stays a guest and the token leaves the URL', () => {
    const router = openAt('/?token=attackers-session&q=hi');
    expect(router.state.location.search).toBe('?q=hi');
    expect(fetch).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('is never taken: someone signed in stays signed in as themselves', async () => {
    signInEarlier();
    const seen = stubAuthServer({ 'GET /auth/me': () => Response.json({ user: buildUser() }) });
    openAt('/?token=attackers-session');
    await waitFor(() => expect(useAuthStore.getState().isLoading).toBe(false));
    expect(seen.map(({ authorization }) => authorization)).toEqual(['Bearer stored-token']);
    expect(useAuthStore.getState().token).toBe('stored-token');
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
