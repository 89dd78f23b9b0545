import { z } from 'zod';
import { CONVERSATION_STORE } from '../../constants';
import { ConversationSchema, type Conversation } from '../conversation.schemas';
import { GlobalContextSchema } from '../context.schemas';
import { createGlobalContext } from './global-context';
import { createConversationStore } from './conversation-ops';
import { LegacyChatStateSchema, migrateLegacyChat } from './legacy-chat-migration';
import type { ConversationStoreOptions } from './store-options';
import {
  StoredConversationsSchema,
  type StoredConversations,
} from './stored-conversations.schemas';

const VersionedSchema = z.object({ version: z.literal(CONVERSATION_STORE.version) });

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // Corrupt storage (a truncated write, a hand edit) must not stop the app from opening.
    return null;
  }
}

/**
 * Keeps what can be kept of a version-2 document that fails the schema: every conversation that
 * parses on its own, and the global context when it parses.
 */
function salvage(
  document: Record<string, unknown>,
  options?: ConversationStoreOptions,
): StoredConversations {
  const rawConversations = Array.isArray(document.conversations) ? document.conversations : [];
  const conversations = rawConversations.flatMap((raw): Conversation[] => {
    const parsed = ConversationSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const fresh = createConversationStore(options);
  const active =
    conversations.find(({ id }) => id === document.activeConversationId) ?? conversations[0];
  if (!active) return fresh;
  const globalContext = GlobalContextSchema.safeParse(document.globalContext);
  return {
    ...fresh,
    conversations,
    activeConversationId: active.id,
    globalContext: globalContext.success ? globalContext.data : createGlobalContext(),
  };
}

/** A persisted store as read, and whether it was read as it is stored. */
export interface ReadStore {
  store: StoredConversations;
  /**
   * False when it was made (nothing stored), migrated or repaired: its new ids are only stable
   * once it is saved. A valid document needs no saving, which for a long history spares
   * serialising a megabyte or more at every start.
   */
  isAsStored: boolean;
}

/**
 * Reads the persisted store (STORAGE_KEYS.conversations) into a valid version-2 store: nothing or
 * corrupt JSON gives a fresh store, version 0 (the first chat screen's flat message list) is
 * migrated into 'Migrated Chat', and a damaged version-2 document keeps its valid conversations.
 */
export function readStore(raw: string | null, options?: ConversationStoreOptions): ReadStore {
  const document = raw === null ? null : parseJson(raw);
  const current = StoredConversationsSchema.safeParse(document);
  if (current.success) return { store: current.data, isAsStored: true };
  const legacy = LegacyChatStateSchema.safeParse(document);
  if (legacy.success) return { store: migrateLegacyChat(legacy.data, options), isAsStored: false };
  if (VersionedSchema.safeParse(document).success) {
    return { store: salvage(document as Record<string, unknown>, options), isAsStored: false };
  }
  return { store: createConversationStore(options), isAsStored: false };
}

/** The store `readStore` reads from `raw`. */
export function loadStore(
  raw: string | null,
  options?: ConversationStoreOptions,
): StoredConversations {
  return readStore(raw, options).store;
}

/** The store as the JSON text to persist. */
export function serializeStore(store: StoredConversations): string {
  return JSON.stringify(store);
}
