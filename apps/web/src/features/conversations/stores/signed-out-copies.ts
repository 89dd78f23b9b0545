import { create } from 'zustand';
import { z } from 'zod';
import {
  STORAGE_KEYS,
  loadStore,
  type Conversation,
  type StoredConversations,
} from '@polymath/shared';
import { readStorage, removeStorage, writeStorage } from '@/lib/local-storage';
import { useConversationsStore } from './conversations-store';

/**
 * An account's conversations kept, read only, after the server ended its session while this
 * browser held it (a password reset, a session closed on another device). They stay out of the
 * conversation list, so nothing of them is sent as a guest or synced into another account, and
 * return to the list, unsynced changes included, when the same account signs in again.
 */
export interface SignedOutCopies {
  accountId: string;
  /** The account's name, to say whose conversations these are. */
  name: string;
  store: StoredConversations;
}

const PersistedCopiesSchema = z.object({
  accountId: z.string().min(1),
  name: z.string(),
  store: z.unknown(),
});

function readCopies(): SignedOutCopies | null {
  const raw = readStorage(STORAGE_KEYS.signedOutConversations);
  if (raw === null) return null;
  let document: unknown;
  try {
    document = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = PersistedCopiesSchema.safeParse(document);
  if (!parsed.success) return null;
  // The store's own loader keeps what is valid of a damaged document.
  const store = loadStore(JSON.stringify(parsed.data.store));
  return { accountId: parsed.data.accountId, name: parsed.data.name, store };
}

/** The kept conversations worth reading: those with messages, latest first. */
export function readableConversations(copies: SignedOutCopies): Conversation[] {
  return copies.store.conversations
    .filter((conversation) => conversation.messages.length > 0)
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The kept copies, if any (persisted under STORAGE_KEYS.signedOutConversations). */
export const useSignedOutCopiesStore = create<{ copies: SignedOutCopies | null }>(() => ({
  copies: readCopies(),
}));

/**
 * Keeps the conversation list's conversations as the account's read-only copies, before the list
 * is cleared for the guest. Nothing to keep (no messages), or storage refusing them, keeps nothing.
 */
export function keepSignedOutCopies(account: { accountId: string; name: string }): void {
  const { store } = useConversationsStore.getState();
  const copies = { ...account, store };
  if (readableConversations(copies).length === 0) return;
  if (!writeStorage(STORAGE_KEYS.signedOutConversations, JSON.stringify(copies))) return;
  useSignedOutCopiesStore.setState({ copies });
}

/**
 * The same account signed in again: its copies become the conversation list again (the sync then
 * uploads what the server missed). True when there were copies of this account.
 */
export function takeBackSignedOutCopies(accountId: string): boolean {
  const copies = readCopies();
  if (copies?.accountId !== accountId) return false;
  useConversationsStore.setState({ store: copies.store });
  forgetSignedOutCopies();
  return true;
}

/** Removes the copies from this browser (the account keeps its conversations on the server). */
export function forgetSignedOutCopies(): void {
  removeStorage(STORAGE_KEYS.signedOutConversations);
  useSignedOutCopiesStore.setState({ copies: null });
}
