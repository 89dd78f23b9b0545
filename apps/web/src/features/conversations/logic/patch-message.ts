import { analyzeMessage, type Message, type StoredConversations } from '@polymath/shared';

/** What a patch may change in a message: anything but its id. */
export type MessagePatch = Partial<Omit<Message, 'id'>>;

/**
 * Changes one message of one conversation (a streamed answer growing, a reply settling, feedback
 * given) and nothing else: every other message and every other conversation stays the same
 * object, so readers that compare by identity (the rows of the chat, the sync) see one change. A
 * streaming answer is not scored on each piece of text, only once it stops streaming (001 §4). A
 * patch that changes nothing, or names a message or conversation that is gone, returns the store.
 */
export function patchConversationMessage(
  store: StoredConversations,
  conversationId: string,
  messageId: string,
  patch: (message: Message) => MessagePatch,
  now: Date = new Date(),
): StoredConversations {
  const conversationIndex = store.conversations.findIndex(({ id }) => id === conversationId);
  const conversation = store.conversations[conversationIndex];
  const messageIndex = conversation?.messages.findIndex(({ id }) => id === messageId) ?? -1;
  const before = conversation?.messages[messageIndex];
  if (conversation === undefined || before === undefined) return store;

  const changes = patch(before);
  const merged: Message = { ...before, ...changes, feedback: changes.feedback ?? before.feedback };
  if (isSameMessage(before, merged)) return store;
  const isStreaming = merged.status === 'streaming';
  const hasSettled = before.status === 'streaming' && !isStreaming;
  const isChanged = merged.content !== before.content;
  const message = (isChanged && !isStreaming) || hasSettled ? analyzeMessage(merged) : merged;

  const messages = conversation.messages.map((current, index) =>
    index === messageIndex ? message : current,
  );
  const updated = { ...conversation, messages, updatedAt: now.toISOString() };
  const conversations = store.conversations.map((current, index) =>
    index === conversationIndex ? updated : current,
  );
  return { ...store, conversations };
}

function isSameMessage(before: Message, after: Message): boolean {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof Message>;
  return [...keys].every((key) => before[key] === after[key]);
}
