import { CONVERSATION_PREVIEW_CHARS, type Conversation } from '@polymath/shared';

/** The text shown for a conversation without messages. */
export const EMPTY_CONVERSATION_PREVIEW = 'No messages yet';

// An answer is markdown; a one-line preview shows its text, not the marks around it.
const MARKDOWN_MARKS: readonly [RegExp, string][] = [
  [/```[^\n]*\n?/g, ''],
  [/\*\*(.+?)\*\*/g, '$1'],
  [/__(.+?)__/g, '$1'],
  [/`([^`]+)`/g, '$1'],
  [/^#{1,6}\s+/gm, ''],
];

function stripMarkdownMarks(text: string): string {
  return MARKDOWN_MARKS.reduce((result, [pattern, keep]) => result.replace(pattern, keep), text);
}

/**
 * The last message's first CONVERSATION_PREVIEW_CHARS characters (000 §2 Conversations list), with
 * an ellipsis when it was cut, without the markdown marks of a formatted answer.
 */
export function getConversationPreview(conversation: Pick<Conversation, 'messages'>): string {
  const lastMessage = conversation.messages.at(-1);
  if (!lastMessage) return EMPTY_CONVERSATION_PREVIEW;
  const content = stripMarkdownMarks(lastMessage.content).replace(/\s+/g, ' ').trim();
  if (content.length <= CONVERSATION_PREVIEW_CHARS) return content;
  return `${content.slice(0, CONVERSATION_PREVIEW_CHARS)}...`;
}
