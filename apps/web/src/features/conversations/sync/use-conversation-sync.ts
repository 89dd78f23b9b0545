import { useEffect, useRef } from 'react';
import { conversationsApi } from '../api/conversations-api';
import { resetConversationsStore, useConversationsStore } from '../stores/conversations-store';
import { startConversationSync, type SyncedStore } from './conversation-sync';

/** Coming back to the tab fetches other browsers' changes, at most this often. */
const PULL_ON_RETURN_MIN_INTERVAL_MS = 30_000;

const conversationsStoreAdapter: SyncedStore = {
  get: () => useConversationsStore.getState().store,
  set: (store) => useConversationsStore.setState({ store }),
  subscribe: (listener) =>
    useConversationsStore.subscribe((state, previous) => {
      if (state.store !== previous.store) listener();
    }),
};

/**
 * Keeps the conversations on the server while the user is signed in (guests' stay in the
 * browser). Signing out, or a session the server no longer accepts, clears them from this
 * browser: they belong to the account, and the next sign-in brings them back.
 */
export function useConversationSync(isSignedIn: boolean): void {
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    if (!isSignedIn) {
      if (wasSignedIn.current) resetConversationsStore();
      wasSignedIn.current = false;
      return;
    }
    wasSignedIn.current = true;
    const sync = startConversationSync({ api: conversationsApi, store: conversationsStoreAdapter });
    let lastPullAt = Date.now();
    void sync.pull();
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') {
        void sync.flush();
        return;
      }
      if (Date.now() - lastPullAt < PULL_ON_RETURN_MIN_INTERVAL_MS) return;
      lastPullAt = Date.now();
      void sync.pull();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      sync.stop();
    };
  }, [isSignedIn]);
}
