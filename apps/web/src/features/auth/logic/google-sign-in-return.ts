import { revokeSession, type IssuedSession } from '../api/google-sign-in-return';
import { useAuthStore } from '../stores/auth-store';
import { usePendingSignInStore } from '../stores/pending-sign-in-store';

/** What the app tells the auth feature about this browser's own data. */
export interface SignInReturnContext {
  /** Conversations in this browser that a sign-in would add to the account. */
  countLocalConversations: () => number;
}

/**
 * Decides what a session from a Google sign-in return does. It is taken at once only when nothing
 * of someone else's is at stake: a browser signed in to another account asks before switching,
 * and a guest's conversations are never added to the account without the person saying so.
 * Says whether the session was taken or a question is now waiting (`usePendingSignInStore`).
 */
export function offerReturnedSession(
  session: IssuedSession,
  context: SignInReturnContext,
): 'taken' | 'asked' {
  const { isAuthenticated, user, token, startSession } = useAuthStore.getState();
  if (isAuthenticated && user && token) {
    if (user.id !== session.user.id) {
      usePendingSignInStore.setState({
        pending: { kind: 'switch-account', session, currentUser: user },
      });
      return 'asked';
    }
    // The same account again: the new session replaces the old one, which ends.
    startSession(session);
    void revokeSession(token);
    return 'taken';
  }
  const conversationCount = context.countLocalConversations();
  if (conversationCount > 0) {
    usePendingSignInStore.setState({
      pending: { kind: 'local-conversations', session, conversationCount },
    });
    return 'asked';
  }
  startSession(session);
  return 'taken';
}

/** Takes the waiting session: the account switches (the previous one's session ends). */
export function takePendingSession(): void {
  const { pending } = usePendingSignInStore.getState();
  if (!pending) return;
  const { token: previousToken, startSession } = useAuthStore.getState();
  usePendingSignInStore.setState({ pending: null });
  startSession(pending.session);
  if (previousToken && previousToken !== pending.session.token) void revokeSession(previousToken);
}

/** Declines the waiting session: this browser stays as it was, and the session ends on the server. */
export function declinePendingSession(): void {
  const { pending } = usePendingSignInStore.getState();
  if (!pending) return;
  usePendingSignInStore.setState({ pending: null });
  void revokeSession(pending.session.token);
}
