import {
  CONVERSATION_TITLE_MAX_CHARS,
  deleteConversation,
  type Conversation,
  type ConversationSummary,
  type StoredConversations,
} from '@polymath/shared';

/** What a pull does with the server's summaries. */
export interface PullPlan {
  /** The store without the conversations another browser deleted. */
  store: StoredConversations;
  /** Ids of the conversations another browser deleted (removed from `store`). */
  deletedElsewhere: string[];
  /** Conversations only the server has, newest first: fetched when opened. */
  serverOnly: ConversationSummary[];
  /** Conversations the server has a newer copy of: fetched one at a time. */
  stale: string[];
  /** Conversations the server holds as they are here. */
  inSync: Conversation[];
  /** Conversations newer here than on the server, or changed here since: to save again. */
  toUpload: string[];
}

/** The title the server keeps: a longer local one is cut before it is saved. */
export function titleForServer(title: string): string {
  return title.slice(0, CONVERSATION_TITLE_MAX_CHARS);
}

function matchesSummary(local: Conversation, summary: ConversationSummary): boolean {
  return (
    titleForServer(local.title) === summary.title && local.messages.length === summary.messageCount
  );
}

/**
 * Compares the browser's conversations with the server's summaries. Per conversation the later
 * `updatedAt` wins; at the same time (a rename keeps it), the copy this browser last synced gives
 * way to the server's, and a copy changed here since is sent. `saved` is what this browser knows
 * the server holds: a conversation it knew and the server no longer lists was deleted elsewhere;
 * one it knew and no longer has is being deleted here, so the server's copy must not bring it back.
 */
export function planPull(
  store: StoredConversations,
  summaries: readonly ConversationSummary[],
  saved: ReadonlyMap<string, Conversation>,
): PullPlan {
  const remoteIds = new Set(summaries.map(({ id }) => id));
  const deletedElsewhere = [...saved.keys()].filter(
    (id) => !remoteIds.has(id) && store.conversations.some((c) => c.id === id),
  );
  const kept = deletedElsewhere.reduce((next, id) => deleteConversation(next, id), store);
  const localById = new Map(kept.conversations.map((c) => [c.id, c]));
  const plan: PullPlan = {
    store: kept,
    deletedElsewhere,
    serverOnly: [],
    stale: [],
    inSync: [],
    toUpload: [],
  };
  for (const summary of summaries) {
    const local = localById.get(summary.id);
    if (!local) {
      if (!saved.has(summary.id)) plan.serverOnly.push(summary);
      continue;
    }
    const localTime = Date.parse(local.updatedAt);
    const remoteTime = Date.parse(summary.updatedAt);
    if (remoteTime > localTime) plan.stale.push(summary.id);
    else if (localTime > remoteTime) plan.toUpload.push(summary.id);
    else if (matchesSummary(local, summary)) plan.inSync.push(local);
    else if (saved.get(summary.id) === local) plan.stale.push(summary.id);
    else plan.toUpload.push(summary.id);
  }
  plan.serverOnly.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  return plan;
}
