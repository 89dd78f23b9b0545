import type { PersistStorage } from 'zustand/middleware';
import { CONVERSATION_STORE, loadStore, serializeStore } from '@polymath/shared';
import type { StoredConversations } from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';

/** What the conversations store persists: the whole version-2 document. */
export interface PersistedConversations {
  store: StoredConversations;
}

/**
 * Persists the conversations as the shared store document (`{ version: 2, conversations, ... }`)
 * rather than zustand's `{ state, version }` wrapper, and reads it through `loadStore`, so corrupt
 * storage gives a fresh store and the first chat screen's version-0 messages are migrated into
 * 'Migrated Chat' (001 §9).
 */
export const conversationsStorage: PersistStorage<PersistedConversations> = {
  getItem: (name) => {
    const raw = readStorage(name);
    const store = loadStore(raw);
    const serialized = serializeStore(store);
    // Saving a migrated or repaired document at once keeps its new ids stable across reloads.
    if (serialized !== raw) writeStorage(name, serialized);
    return { state: { store }, version: CONVERSATION_STORE.version };
  },
  setItem: (name, value) => {
    writeStorage(name, serializeStore(value.state.store));
  },
  removeItem: (name) => removeStorage(name),
};
