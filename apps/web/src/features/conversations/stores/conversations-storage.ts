import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { CONVERSATION_STORE, readStore, serializeStore } from '@polymath/shared';
import type { StoredConversations } from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

/** What the conversations store persists: the whole version-2 document. */
export interface PersistedConversations {
  store: StoredConversations;
}

/**
 * A streamed reply changes the store on every piece of text; serialising a long history that often
 * would stall typing and scrolling. Writes are therefore coalesced: the first change is saved at
 * once, later ones at most this often, and whatever is pending is saved when the page is hidden
 * or left (a reload included), so nothing the user sees is lost.
 */
export const CONVERSATIONS_WRITE_INTERVAL_MS = 1000;

let pendingWrite: { name: string; value: StorageValue<PersistedConversations> } | null = null;
let writeTimer: ReturnType<typeof setTimeout> | null = null;

function write(name: string, value: StorageValue<PersistedConversations>): void {
  writeStorage(name, serializeStore(value.state.store));
}

/** Saves a coalesced change now, if one is waiting. */
export function flushConversationWrites(): void {
  if (writeTimer !== null) clearTimeout(writeTimer);
  writeTimer = null;
  const pending = pendingWrite;
  pendingWrite = null;
  if (pending) write(pending.name, pending.value);
}

function scheduleWrite(name: string, value: StorageValue<PersistedConversations>): void {
  if (writeTimer === null) {
    write(name, value);
    // Opens the window in which later changes wait; its end saves the last of them.
    writeTimer = setTimeout(flushConversationWrites, CONVERSATIONS_WRITE_INTERVAL_MS);
    return;
  }
  pendingWrite = { name, value };
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushConversationWrites);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushConversationWrites();
  });
}

/**
 * Persists the conversations as the shared store document (`{ version: 2, conversations, ... }`)
 * rather than zustand's `{ state, version }` wrapper, and reads it through `readStore`, so corrupt
 * storage gives a fresh store and the first chat screen's version-0 messages are migrated into
 * 'Migrated Chat' (001 §9).
 */
export const conversationsStorage: PersistStorage<PersistedConversations> = {
  getItem: (name) => {
    const { store, isAsStored } = readStore(readStorage(name));
    // Saving a new, migrated or repaired document at once keeps its new ids stable across reloads.
    if (!isAsStored) writeStorage(name, serializeStore(store));
    return { state: { store }, version: CONVERSATION_STORE.version };
  },
  setItem: scheduleWrite,
  removeItem: (name) => {
    pendingWrite = null;
    removeStorage(name);
  },
};
