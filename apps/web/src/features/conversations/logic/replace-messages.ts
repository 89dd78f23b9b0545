import {
  addMessage,
  analyzeMessage,
  type Message,
  type NewMessage,
  type StoredConversations,
} from '@polymath/shared';

/** A message as the chat hands it over: its id, role and content, and whatever else it knows. */
export type MessageInput = NewMessage & Pick<Message, 'id'>;

/**
 * Sets a conversation's messages to `messages` (the chat's whole list after a change). Messages
 * new to the conversation go through the store's addMessage, so they are scored, the first user
 * message names the conversation and the global context learns from it (001 §4); a message whose
 * text changed is scored again (a streamed answer once, when it stops streaming); the rest keep
 * their analysis, and a message handed back as the same object stays that object. The list order
 * is the one given, and messages left out are removed. The same messages change nothing.
 */
export function replaceConversationMessages(
  store: StoredConversations,
  conversationId: string,
  messages: readonly MessageInput[],
  now: Date = new Date(),
): StoredConversations {
  const conversation = store.conversations.find(({ id }) => id === conversationId);
  if (!conversation) return store;
  // An update that changed nothing (a patch for a message of another conversation) must not move
  // the conversation to the top of the list.
  const isUnchanged =
    messages.length === conversation.messages.length &&
    messages.every((message, index) => message === conversation.messages[index]);
  if (isUnchanged) return store;
  const previous = new Map(conversation.messages.map((message) => [message.id, message]));

  let updated = store;
  for (const message of messages) {
    if (!previous.has(message.id)) updated = addMessage(updated, conversationId, message, { now });
  }
  const stored = new Map(
    updated.conversations
      .find(({ id }) => id === conversationId)
      ?.messages.map((message) => [message.id, message]),
  );

  const ordered = messages.map((message): Message => {
    const before = previous.get(message.id);
    if (!before) return stored.get(message.id) ?? analyzeMessage(toMessage(message, now));
    // The same object is the same message: keeping it lets readers that compare by identity skip it.
    if (message === before) return before;
    const merged: Message = {
      ...before,
      ...message,
      feedback: message.feedback ?? before.feedback,
    };
    // A streaming answer changes with every delta: it is scored once, when it stops streaming.
    const isStreaming = merged.status === 'streaming';
    const hasSettled = before.status === 'streaming' && !isStreaming;
    const isChanged = merged.content !== before.content;
    return (isChanged && !isStreaming) || hasSettled ? analyzeMessage(merged) : merged;
  });

  return {
    ...updated,
    conversations: updated.conversations.map((candidate) =>
      candidate.id === conversationId
        ? {
            ...candidate,
            messages: ordered,
            messageCount: ordered.length,
            updatedAt: now.toISOString(),
          }
        : candidate,
    ),
  };
}

function toMessage(message: MessageInput, now: Date): Message {
  return {
    ...message,
    timestamp: message.timestamp ?? now.toISOString(),
    feedback: message.feedback ?? null,
  };
}
