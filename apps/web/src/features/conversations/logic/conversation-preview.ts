import { previewOfLastMessage, type Conversation } from '@polymath/shared';

/** The text shown for a conversation without messages. */
export const EMPTY_CONVERSATION_PREVIEW = 'No messages yet';

// The store never changes a message list in place, so a list's preview is worked out once: while a
// reply streams, only its own conversation's is worked out again.
const previews = new WeakMap<Conversation['messages'], string>();

/**
 * The last message's first CONVERSATION_PREVIEW_CHARS characters (000 §2 Conversations list), with
 * an ellipsis when it was cut, without the markdown marks of a formatted answer. The server keeps
 * the same preview in a conversation's summary.
 */
export function getConversationPreview(conversation: Pick<Conversation, 'messages'>): string {
  let preview = previews.get(conversation.messages);
  if (preview === undefined) {
    preview = previewOfLastMessage(conversation.messages) || EMPTY_CONVERSATION_PREVIEW;
    previews.set(conversation.messages, preview);
  }
  return preview;
}
