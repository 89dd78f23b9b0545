import { create } from 'zustand';
import type { SyncStatus } from '../sync/conversation-sync';

/** What the running sync offers the screen: opening and deleting conversations only the server has. */
export interface ServerConversationActions {
  /** Brings a conversation into this browser (ahead of other fetches); false when it could not. */
  load: (id: string) => Promise<boolean>;
  /** Deletes a conversation only the server has; false when the server could not be reached. */
  removeFromServer: (id: string) => Promise<boolean>;
}

/**
 * The signed-in user's conversations as the sync last saw them on the server, beside the store of
 * the browser's own: those not fetched yet, the storage usage, and those kept here only because
 * the storage is full. Empty for guests; cleared at sign-out.
 */
export interface ServerConversationsState extends SyncStatus {
  /** Set while the sync runs. */
  actions: ServerConversationActions | null;
}

const EMPTY_STATUS: ServerConversationsState = {
  serverOnly: [],
  usage: null,
  unsyncedIds: [],
  storageFullMessage: null,
  actions: null,
};

export const useServerConversationsStore = create<ServerConversationsState>()(() => EMPTY_STATUS);

/** Forgets what the server holds (sign-out, tests). */
export function resetServerConversationsStore(): void {
  useServerConversationsStore.setState(EMPTY_STATUS);
}
