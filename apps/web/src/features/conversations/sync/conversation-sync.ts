import {
  CONVERSATION_SYNC,
  mergeRemoteConversations,
  type Conversation,
  type ConversationSummary,
  type StorageUsage,
  type StoredConversations,
} from '@polymath/shared';
import type { ConversationsApi } from '../api/conversations-api';
import { createFetchQueue } from './fetch-queue';
import { planPull, titleForServer } from './plan-pull';

/** The store the sync reads and writes: the conversations store's document. */
export interface SyncedStore {
  get(): StoredConversations;
  set(store: StoredConversations): void;
  /** Calls back on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** What the sync knows that the screen shows beside the browser's own conversations. */
export interface SyncStatus {
  /** Conversations only the server has (not yet fetched into this browser), newest first. */
  serverOnly: ConversationSummary[];
  /** The user's storage on the server, as of the last call that reported it. */
  usage: StorageUsage | null;
  /** Conversations the server refused for lack of space: they are kept in this browser only. */
  unsyncedIds: string[];
  /** The server's words on the last refusal (how much is used and allowed). */
  storageFullMessage: string | null;
}

export interface ConversationSyncOptions {
  api: ConversationsApi;
  store: SyncedStore;
  /** Told whenever the status changes. */
  onStatus?: (status: SyncStatus) => void;
  /** Changes are gathered this long before they are saved. */
  saveDelayMs?: number;
  /** After a failed save, the next try waits this long (unless another change comes first). */
  retryDelayMs?: number;
}

/** A running sync: stop it at sign-out. */
export interface ConversationSync {
  /** Compares the server's summaries with the store and brings both up to date. */
  pull(): Promise<void>;
  /** Saves what changed now instead of after the delay. */
  flush(): Promise<void>;
  /**
   * Makes sure the store has the server's latest copy of a conversation being opened: fetches it
   * ahead of any other when only the server has it, or a newer copy. False when it could not.
   */
  load(id: string): Promise<boolean>;
  /** Deletes a conversation only the server has; false when the server could not be reached. */
  removeFromServer(id: string): Promise<boolean>;
  stop(): void;
}

const RETRY_DELAY_MS = 15_000;

function isWorthSaving(conversation: Conversation): boolean {
  return conversation.messages.length > 0 || conversation.title.trim() !== '';
}

/** The copy sent to the server: a title longer than a title may be is cut, not refused. */
function forServer(conversation: Conversation): Conversation {
  const title = titleForServer(conversation.title);
  return title === conversation.title ? conversation : { ...conversation, title };
}

/**
 * Keeps a signed-in user's conversations on the server. A pull lists the server's summaries
 * (never whole conversations): conversations only the server has are offered in the list and
 * fetched when opened; those the server has a newer copy of are fetched one at a time; those newer
 * here are saved. After that each changed conversation is saved a moment after it changes, and
 * removed ones are deleted. The store stays the source the screen reads.
 *
 * A save the server refuses for lack of space (413 QUOTA_EXCEEDED) leaves the conversation in this
 * browser, reported in the status; it is tried again when it changes, when space is freed here,
 * and at the next pull.
 *
 * A conversation counts as saved when the object last sent (or received) is the one in the store:
 * the store never changes a conversation in place, so identity tells what changed.
 */
export function startConversationSync(options: ConversationSyncOptions): ConversationSync {
  const { api, store, onStatus } = options;
  const saveDelayMs = options.saveDelayMs ?? CONVERSATION_SYNC.saveDelayMs;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  /** What the server holds, as far as this browser knows, by id. */
  const saved = new Map<string, Conversation>();
  /** Conversations the server refused for lack of space, as they were when refused. */
  const refused = new Map<string, Conversation>();
  const serverOnly = new Map<string, ConversationSummary>();
  /** Conversations the server has a newer copy of, waiting to be fetched before any save. */
  const stale = new Set<string>();
  let usage: StorageUsage | null = null;
  let storageFullMessage: string | null = null;
  let isRefusedRetryWanted = false;
  let hasPulled = false;
  let isStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let isRerunWanted = false;

  const report = () => {
    if (isStopped || !onStatus) return;
    onStatus({
      serverOnly: [...serverOnly.values()],
      usage,
      unsyncedIds: [...refused.keys()],
      storageFullMessage: refused.size > 0 ? storageFullMessage : null,
    });
  };

  const schedule = (delayMs: number) => {
    if (isStopped || !hasPulled) return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delayMs);
  };

  /** Takes the server's copy into the store where it is newer or settles a waiting reply. */
  const takeServerCopy = (conversation: Conversation) => {
    const { store: merged, toUpload } = mergeRemoteConversations(store.get(), [conversation]);
    const kept = merged.conversations.find(({ id }) => id === conversation.id);
    if (kept && !toUpload.includes(conversation.id)) saved.set(conversation.id, kept);
    if (merged.conversations.some((c, i) => c !== store.get().conversations[i])) store.set(merged);
  };

  /**
   * Takes a fetched copy: it replaces a local copy unchanged since it was last synced (a rename
   * elsewhere keeps the update time); otherwise the later one wins.
   */
  const takeFetchedCopy = (conversation: Conversation) => {
    const current = store.get();
    const local = current.conversations.find(({ id }) => id === conversation.id);
    if (!local || saved.get(conversation.id) !== local) {
      takeServerCopy(conversation);
      return;
    }
    saved.set(conversation.id, conversation);
    store.set({
      ...current,
      conversations: current.conversations.map((c) => (c === local ? conversation : c)),
    });
  };

  /** Space was freed: what was refused is worth another try. */
  const retryRefused = () => {
    if (refused.size === 0) return;
    isRefusedRetryWanted = true;
    isRerunWanted = true;
  };

  async function saveConversation(conversation: Conversation): Promise<boolean> {
    const result = await api.save(forServer(conversation));
    if (!result.ok) {
      if (result.error.code !== 'QUOTA_EXCEEDED') return false;
      refused.set(conversation.id, conversation);
      storageFullMessage = result.error.message;
      report();
      return true;
    }
    usage = result.data.usage;
    refused.delete(conversation.id);
    saved.set(conversation.id, conversation);
    takeServerCopy(result.data.conversation);
    report();
    return true;
  }

  async function saveChanges(): Promise<boolean> {
    const current = store.get().conversations;
    const currentIds = new Set(current.map(({ id }) => id));
    const isRetryingRefused = isRefusedRetryWanted;
    isRefusedRetryWanted = false;
    let isAllSaved = true;
    for (const id of refused.keys()) if (!currentIds.has(id)) refused.delete(id);
    for (const conversation of current) {
      if (isStopped) return true;
      const known = saved.get(conversation.id);
      if (known === conversation || (!known && !isWorthSaving(conversation))) continue;
      // The server's newer copy comes first; the later one of the two is saved after it.
      if (stale.has(conversation.id)) continue;
      if (refused.get(conversation.id) === conversation && !isRetryingRefused) continue;
      if (!(await saveConversation(conversation))) isAllSaved = false;
    }
    for (const id of [...saved.keys()]) {
      if (isStopped || currentIds.has(id)) continue;
      const result = await api.remove(id);
      // Already gone on the server is as good as deleted.
      if (result.ok || result.status === 404) saved.delete(id);
      else isAllSaved = false;
      if (result.ok) {
        usage = result.data.usage;
        retryRefused();
        report();
      }
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

  async function fetchConversation(id: string): Promise<boolean> {
    const result = await api.get(id);
    if (isStopped) return false;
    if (!result.ok) {
      if (result.status !== 404) return false;
      // Deleted elsewhere since the list was made.
      stale.delete(id);
      if (serverOnly.delete(id)) report();
      return false;
    }
    const isHere = store.get().conversations.some((conversation) => conversation.id === id);
    // Deleted here while it was on its way.
    if (!isHere && !serverOnly.has(id)) return false;
    stale.delete(id);
    takeFetchedCopy(result.data.conversation);
    serverOnly.delete(id);
    report();
    // A copy changed here meanwhile is the later one: it is saved now.
    schedule(saveDelayMs);
    return true;
  }
  const queue = createFetchQueue(fetchConversation);

  async function pull(): Promise<void> {
    const result = await api.listSummaries();
    if (isStopped || !result.ok) {
      // Offline or failing: the browser's copy stays as it is; the next pull tries again.
      return;
    }
    usage = result.data.usage;
    const plan = planPull(store.get(), result.data.summaries, saved);
    for (const id of [...plan.deletedElsewhere, ...plan.toUpload]) saved.delete(id);
    for (const conversation of plan.inSync) saved.set(conversation.id, conversation);
    serverOnly.clear();
    for (const summary of plan.serverOnly) serverOnly.set(summary.id, summary);
    // Until fetched (a failed fetch waits for the next pull), the local copy is not saved over them.
    stale.clear();
    for (const id of plan.stale) stale.add(id);
    if (plan.store !== store.get()) store.set(plan.store);
    hasPulled = true;
    // Space may have been freed in another browser.
    isRefusedRetryWanted = refused.size > 0;
    report();
    await flush();
    await Promise.all(plan.stale.map((id) => queue.request(id)));
  }

  const unsubscribe = store.subscribe(() => schedule(saveDelayMs));

  return {
    pull,
    flush,
    load(id) {
      if (isStopped) return Promise.resolve(false);
      const isHere = store.get().conversations.some((conversation) => conversation.id === id);
      if (isHere && !stale.has(id)) return Promise.resolve(true);
      return queue.request(id, { isUrgent: true });
    },
    async removeFromServer(id) {
      const result = await api.remove(id);
      if (!result.ok && result.status !== 404) return false;
      serverOnly.delete(id);
      if (result.ok) {
        usage = result.data.usage;
        retryRefused();
        if (isRefusedRetryWanted) void flush();
      }
      report();
      return true;
    },
    stop() {
      isStopped = true;
      clearTimeout(timer);
      queue.clear();
      unsubscribe();
    },
  };
}
