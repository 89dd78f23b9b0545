import { describe, expect, it } from 'vitest';
import { useToastStore } from '@/components/ui/use-toast';
import { setAuthToken } from '@/lib/auth-headers';
import { useAuthStore } from '../stores/auth-store';
import { buildUser, errorResponse, stubAuthServer } from '../testing/auth-fixtures';
import { checkStoredSession } from './check-session';

describe('the stored session check', () => {
  it('says the user was signed out when the server no longer knows the token', async () => {
    setAuthToken('token-1');
    useAuthStore.setState({ token: 'token-1', user: buildUser(), isAuthenticated: true });
    stubAuthServer({
      'GET /auth/me': () => errorResponse(401, 'UNAUTHENTICATED', 'Session expired'),
    });
    await checkStoredSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain(
      'You were signed out',
    );
  });

  it('keeps the session, quietly, when the server cannot be reached', async () => {
    setAuthToken('token-1');
    useAuthStore.setState({ token: 'token-1', user: buildUser(), isAuthenticated: true });
    useToastStore.setState({ toasts: [] });
    stubAuthServer({ 'GET /auth/me': () => errorResponse(503, 'UNAVAILABLE', 'Down') });
    await checkStoredSession();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
