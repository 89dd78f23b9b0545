import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_ERROR_QUERY_PARAM, SIGN_IN_CODE_FRAGMENT_PARAM } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { checkStoredSession } from '../api/check-session';
import { describeGoogleSignInError, exchangeSignInCode } from '../api/google-sign-in-return';
import { offerReturnedSession, type SignInReturnContext } from '../logic/google-sign-in-return';
import { openAuthModal } from '../stores/auth-modal-store';
import { useAuthStore } from '../stores/auth-store';

/**
 * The query parameter that once carried a session token (000 §1). It is never read: a session
 * taken from an address would let any link sign a browser into someone else's account. It is
 * only removed from the address bar.
 */
export const LEGACY_TOKEN_QUERY_PARAM = 'token';

/**
 * Runs once when the app opens at `/`: a Google sign-in return's one-time code (`#signInCode=`)
 * is exchanged for a session, which `offerReturnedSession` takes or asks about; an `?authError=`
 * is explained; otherwise a stored token is checked with the server. The code, the error and any
 * `?token=` leave the URL at once (replacing the history entry), so nothing is left in the
 * address bar, the history or a shared link. Problems open the Auth modal with the §8 text
 * (a toast for someone already signed in), where the person can sign in with e-mail instead.
 */
export function useAuthBootstrap(context: SignInReturnContext): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Once per page load, also under StrictMode's double effects.
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const searchParams = new URLSearchParams(location.search);
    const fragment = new URLSearchParams(location.hash.slice(1));
    const signInCode = fragment.get(SIGN_IN_CODE_FRAGMENT_PARAM);
    const authError = searchParams.get(AUTH_ERROR_QUERY_PARAM);

    if (signInCode !== null || authError !== null || searchParams.has(LEGACY_TOKEN_QUERY_PARAM)) {
      searchParams.delete(AUTH_ERROR_QUERY_PARAM);
      searchParams.delete(LEGACY_TOKEN_QUERY_PARAM);
      fragment.delete(SIGN_IN_CODE_FRAGMENT_PARAM);
      const search = searchParams.toString();
      const hash = fragment.toString();
      void navigate(
        { pathname: location.pathname, search: search && `?${search}`, hash: hash && `#${hash}` },
        { replace: true },
      );
    }

    if (authError !== null) openAuthModal({ notice: describeGoogleSignInError(authError) });
    if (!signInCode) {
      void checkStoredSession();
      return;
    }
    const { setIsLoading, isAuthenticated } = useAuthStore.getState();
    setIsLoading(true);
    void exchangeSignInCode(signInCode).then((outcome) => {
      setIsLoading(false);
      if ('problem' in outcome) {
        if (isAuthenticated) {
          showToast({ title: outcome.problem, variant: 'destructive' });
          void checkStoredSession();
        } else {
          openAuthModal({ notice: outcome.problem });
        }
        return;
      }
      if (offerReturnedSession(outcome.session, context) === 'taken') {
        void queryClient.invalidateQueries();
      }
    });
  }, [location, navigate, queryClient, context]);
}
