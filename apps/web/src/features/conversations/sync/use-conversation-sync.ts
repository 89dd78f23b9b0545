import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/use-toast';
import { conversationsApi } from '../api/conversations-api';
import { resetConversationsStore, useConversationsStore } from '../stores/conversations-store';
import { useServerConversationsStore } from '../stores/server-conversations-store';
import { restoreSetAsideConversations } from '../stores/set-aside-conversations';
import { keepSignedOutCopies, takeBackSignedOutCopies } from '../stores/signed-out-copies';
import { startConversationSync, type SyncStatus, type SyncedStore } from './conversation-sync';

/** Coming back to the tab fetches other browsers' changes, at most this often. */
const PULL_ON_RETURN_MIN_INTERVAL_MS = 30_000;

/** The toast's title when the server first refuses a conversation for lack of space. */
export const STORAGE_FULL_TOAST_TITLE = 'Storage full: not synced';

const conversationsStoreAdapter: SyncedStore = {
  get: () => useConversationsStore.getState().store,
  set: (store) => useConversationsStore.setState({ store }),
  subscribe: (listener) =>
    useConversationsStore.subscribe((state, previous) => {
      if (state.store !== previous.store) listener();
    }),
};

/** Shows the sync's status, with a toast when storage first turns out to be full. */
function handleStatus(status: SyncStatus): void {
  const wasFull = useServerConversationsStore.getState().unsyncedIds.length > 0;
  useServerConversationsStore.setState(status);
  if (!wasFull && status.unsyncedIds.length > 0) {
    showToast({
      title: STORAGE_FULL_TOAST_TITLE,
      description: `${status.storageFullMessage ?? 'Your storage on the server is full.'} New changes stay in this browser until there is room.`,
      variant: 'destructive',
    });
  }
}

/**
 * Keeps the conversations of the signed-in account (`accountId`, null for a guest) on the server.
 * When that account leaves this browser (sign-out, a session the server no longer accepts, a
 * switch to another account), its conversations are cleared from the list: they belong to the
 * account, the next sign-in brings them back, and they must never reach another account's sync.
 * Back to a guest, the conversations set aside at the sign-in return. When the server ended the
 * session (`expiredSession` names the account), the account's conversations are first kept as
 * read-only copies, which return to the list, unsynced changes included, when it signs in again.
 */
export function useConversationSync(
  accountId: string | null,
  expiredSession: { accountId: string; name: string } | null = null,
): void {
  const previousAccountId = useRef(accountId);

  useEffect(() => {
    const previous = previousAccountId.current;
    previousAccountId.current = accountId;
    if (previous !== null && previous !== accountId) {
      if (accountId === null && expiredSession?.accountId === previous) {
        keepSignedOutCopies(expiredSession);
      }
      resetConversationsStore();
      if (accountId === null) restoreSetAsideConversations();
    }
    if (accountId === null) return;
    takeBackSignedOutCopies(accountId);
    const sync = startConversationSync({
      api: conversationsApi,
      store: conversationsStoreAdapter,
      onStatus: handleStatus,
    });
    useServerConversationsStore.setState({
      actions: { load: (id) => sync.load(id), removeFromServer: (id) => sync.removeFromServer(id) },
    });
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
      useServerConversationsStore.setState({ actions: null });
    };
    // The expired session is read at the moment the account leaves, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountId]);
}
