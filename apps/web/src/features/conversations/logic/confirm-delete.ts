/** The confirmation asked before deleting a conversation (001 §5), exactly as specified. */
export const DELETE_CONVERSATION_CONFIRMATION =
  'Are you sure you want to delete this conversation? This action cannot be undone.';

/** Asks the user to confirm a deletion with the browser's dialog. */
export function confirmConversationDelete(): boolean {
  return window.confirm(DELETE_CONVERSATION_CONFIRMATION);
}
