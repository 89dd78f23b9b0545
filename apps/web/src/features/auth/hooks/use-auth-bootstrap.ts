import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_ERROR_QUERY_PARAM } from '@polymath/shared';
import { checkStoredSession } from '../api/check-session';
import { describeGoogleSignInError, verifySignInToken } from '../api/verify-sign-in-token';
import { openAuthModal } from '../stores/auth-modal-store';

/** The query parameter a third-party sign-in returns its session token in (000 §2 Routes). */
export const TOKEN_QUERY_PARAM = 'token';

/**
 * Runs once when the app opens at `/`: a `?token=` from a Google sign-in is verified and stored,
 * a `?authError=` is explained, otherwise a stored token is checked with the server. Both
 * parameters leave the URL at once (replacing the history entry), so a token is never left in the
 * address bar, the history or a shared link. Problems open the Auth modal with the §8 text, where
 * the person can sign in with e-mail instead.
 */
export function useAuthBootstrap(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  // Once per page load, also under StrictMode's double effects.
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const returnedToken = searchParams.get(TOKEN_QUERY_PARAM);
    const authError = searchParams.get(AUTH_ERROR_QUERY_PARAM);

    if (returnedToken !== null || authError !== null) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(TOKEN_QUERY_PARAM);
          next.delete(AUTH_ERROR_QUERY_PARAM);
          return next;
        },
        { replace: true },
      );
    }

    if (authError !== null) openAuthModal({ notice: describeGoogleSignInError(authError) });
    if (returnedToken) {
      void verifySignInToken(returnedToken).then((problem) => {
        if (problem) openAuthModal({ notice: problem });
        else void queryClient.invalidateQueries();
      });
    } else {
      void checkStoredSession();
    }
  }, [searchParams, setSearchParams, queryClient]);
}
