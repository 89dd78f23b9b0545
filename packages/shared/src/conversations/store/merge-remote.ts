import { isReplyUnsettled } from '../../chat/settle-reply';
import type { Conversation } from '../conversation.schemas';
import type { StoredConversations } from './stored-conversations.schemas';

/** The store after taking in the server's copies, and which local conversations the server lacks. */
export interface RemoteMerge {
  store: StoredConversations;
  /** Ids of conversations that are newer here than on the server, or not there at all. */
  toUpload: string[];
}

/**
 * Replies the other copy has finished while this one still waits for them: the server settles a
 * signed-in user's replies in its copy when the browser was gone.
 */
function adoptSettledReplies(conversation: Conversation, other: Conversation): Conversation {
  const settledByRequest = new Map(
    other.messages
      .filter((message) => message.requestId !== undefined && !isReplyUnsettled(message))
      .map((message) => [message.requestId, message]),
  );
  if (settledByRequest.size === 0) return conversation;
  let isChanged = false;
  const messages = conversation.messages.map((message) => {
    const settled = isReplyUnsettled(message) && settledByRequest.get(message.requestId);
    if (!settled) return message;
    isChanged = true;
    return { ...settled, id: message.id };
  });
  return isChanged ? { ...conversation, messages } : conversation;
}

function hasContent(conversation: Conversation): boolean {
  return conversation.messages.length > 0 || conversation.title.trim() !== '';
}

/**
 * Merges the server's conversations into the browser's store (a sign-in, another browser's
 * changes). Per conversation the later `updatedAt` wins, except that a reply still waiting on one
 * side takes its ending from the other; conversations only one side has are kept. Empty local
 * conversations are not worth uploading. The active conversation stays the same.
 */
export function mergeRemoteConversations(
  store: StoredConversations,
  remote: readonly Conversation[],
): RemoteMerge {
  const remoteById = new Map(remote.map((conversation) => [conversation.id, conversation]));
  const toUpload: string[] = [];
  const conversations = store.conversations.map((local) => {
    const theirs = remoteById.get(local.id);
    remoteById.delete(local.id);
    if (!theirs) {
      if (hasContent(local)) toUpload.push(local.id);
      return local;
    }
    const localTime = Date.parse(local.updatedAt);
    const remoteTime = Date.parse(theirs.updatedAt);
    if (remoteTime > localTime) return adoptSettledReplies(theirs, local);
    const kept = adoptSettledReplies(local, theirs);
    if (localTime > remoteTime) toUpload.push(local.id);
    return kept;
  });
  return {
    store: { ...store, conversations: [...conversations, ...remoteById.values()] },
    toUpload,
  };
}
