import {
  CONVERSATION_SYNC,
  deleteConversation,
  mergeRemoteConversations,
  type Conversation,
  type StoredConversations,
} from '@polymath/shared';
import type { ConversationsApi } from '../api/conversations-api';

/** The store the sync reads and writes: the conversations store's document. */
export interface SyncedStore {
  get(): StoredConversations;
  set(store: StoredConversations): void;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface ConversationSyncOptions {
  api: ConversationsApi;
  store: SyncedStore;
  /** Changes are gathered this long before they are saved. */
  saveDelayMs?: number;
  /** After a failed save, the next try waits this long (unless another change comes first). */
  retryDelayMs?: number;
}

/** A running sync: stop it at sign-out. */
export interface ConversationSync {
  /** Fetches the server's conversations and merges them in (sign-in, coming back to the tab). */
  pull(): Promise<void>;
  /** Saves what changed now instead of after the delay. */
  flush(): Promise<void>;
  stop(): void;
}

const RETRY_DELAY_MS = 15_000;

function isWorthSaving(conversation: Conversation): boolean {
  return conversation.messages.length > 0 || conversation.title.trim() !== '';
}

/**
 * Keeps a signed-in user's conversations on the server: at start it merges the server's copies
 * into the browser's store (uploading what the server lacks), then saves each changed conversation
 * a moment after it changes and deletes the removed ones. The store stays the source the screen
 * reads; the server copy is what another browser, or this one after a reload, merges in.
 *
 * A conversation counts as saved when the object last sent (or received) is the one in the store:
 * the store never changes a conversation in place, so identity tells what changed.
 */
export function startConversationSync(options: ConversationSyncOptions): ConversationSync {
  const { api, store } = options;
  const saveDelayMs = options.saveDelayMs ?? CONVERSATION_SYNC.saveDelayMs;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  /** What the server holds, as far as this browser knows, by id. */
  const saved = new Map<string, Conversation>();
  let hasPulled = false;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let isRerunWanted = false;

  const schedule = (delayMs: number) => {
    if (isStopped || !hasPulled) return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  };

  /** A reply the server finished during the save is taken into the store. */
  const takeServerCopy = (conversation: Conversation) => {
    const merged = mergeRemoteConversations(store.get(), [conversation]).store;
    const kept = merged.conversations.find(({ id }) => id === conversation.id);
    if (kept) saved.set(conversation.id, kept);
    if (merged.conversations.some((c, i) => c !== store.get().conversations[i])) store.set(merged);
  };

  async function saveChanges(): Promise<boolean> {
    const current = store.get().conversations;
    const currentIds = new Set(current.map(({ id }) => id));
    let isAllSaved = true;
    for (const conversation of current) {
      if (isStopped) return true;
      const known = saved.get(conversation.id);
      if (known === conversation || (!known && !isWorthSaving(conversation))) continue;
      const result = await api.save(conversation);
      if (!result.ok) {
        isAllSaved = false;
        continue;
      }
      saved.set(conversation.id, conversation);
      if (result.data.conversation !== conversation) takeServerCopy(result.data.conversation);
    }
    for (const id of [...saved.keys()]) {
      if (isStopped || currentIds.has(id)) continue;
      const result = await api.remove(id);
      // Already gone on the server is as good as deleted.
      if (result.ok || result.status === 404) saved.delete(id);
      else isAllSaved = false;
    }
    return isAllSaved;
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    if (running) {
      isRerunWanted = true;
      return running;
    }
    running = (async () => {
      do {
        isRerunWanted = false;
        const isAllSaved = await saveChanges();
        if (!isAllSaved) schedule(retryDelayMs);
      } while (isRerunWanted && !isStopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function pull(): Promise<void> {
    const result = await api.listAll();
    if (isStopped || !result.ok) {
      // Offline or failing: the browser's copy stays as it is; the next pull tries again.
      return;
    }
    let local = store.get();
    const localIds = new Set(local.conversations.map(({ id }) => id));
    const remoteIds = new Set(result.data.map(({ id }) => id));
    // Known to the server earlier and gone from it now: deleted in another browser.
    for (const id of saved.keys()) {
      if (localIds.has(id) && !remoteIds.has(id)) {
        local = deleteConversation(local, id);
        saved.delete(id);
      }
    }
    // Deleted here and not yet on the server: the server's copy must not bring it back.
    const remote = result.data.filter(({ id }) => localIds.has(id) || !saved.has(id));
    const { store: merged, toUpload } = mergeRemoteConversations(local, remote);
    for (const conversation of merged.conversations) {
      if (remoteIds.has(conversation.id) && !toUpload.includes(conversation.id)) {
        saved.set(conversation.id, conversation);
      }
    }
    store.set(merged);
    hasPulled = true;
    await flush();
  }

  const unsubscribe = store.subscribe(() => schedule(saveDelayMs));

  return {
    pull,
    flush,
    stop() {
      isStopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
