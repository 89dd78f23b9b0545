import { create } from 'zustand';
import type { User } from '@polymath/shared';
import type { IssuedSession } from '../api/google-sign-in-return';

/** A returned Google sign-in that waits for the person's choice before this browser takes it. */
export type PendingSignIn =
  /** Someone else is signed in here: switch, or stay. */
  | { kind: 'switch-account'; session: IssuedSession; currentUser: User }
  /** A guest with conversations in this browser: add them to the account, keep them out, or cancel. */
  | { kind: 'local-conversations'; session: IssuedSession; conversationCount: number };

interface PendingSignInState {
  pending: PendingSignIn | null;
}

/** The returned sign-in waiting for an answer, if any (UI state; the session is not stored yet). */
export const usePendingSignInStore = create<PendingSignInState>()(() => ({ pending: null }));

/** Nothing waiting (tests). */
export function resetPendingSignInStore(): void {
  usePendingSignInStore.setState({ pending: null });
}
