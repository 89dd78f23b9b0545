import { STORAGE_KEYS, loadStore, serializeStore } from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';
import { resetConversationsStore, useConversationsStore } from './conversations-store';

/** How many conversations in this browser have something in them (what signing in would add). */
export function countLocalConversations(): number {
  return useConversationsStore
    .getState()
    .store.conversations.filter((conversation) => conversation.messages.length > 0).length;
}

/**
 * Keeps this browser's conversations out of the account being signed in to: they are moved aside
 * (not deleted) and the list starts empty, so the sync has nothing of them to upload. Signing out
 * brings them back (`restoreSetAsideConversations`). False when storage refused to keep them, in
 * which case nothing was moved.
 */
export function setAsideLocalConversations(): boolean {
  const { store } = useConversationsStore.getState();
  if (!writeStorage(STORAGE_KEYS.setAsideConversations, serializeStore(store))) return false;
  resetConversationsStore();
  return true;
}

/** Puts conversations set aside at a sign-in back into the list (after that account left). */
export function restoreSetAsideConversations(): void {
  const raw = readStorage(STORAGE_KEYS.setAsideConversations);
  if (raw === null) return;
  useConversationsStore.setState({ store: loadStore(raw) });
  removeStorage(STORAGE_KEYS.setAsideConversations);
}
