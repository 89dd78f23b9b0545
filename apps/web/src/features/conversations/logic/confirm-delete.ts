import { askConfirmation } from '@/components/ui/use-confirm';

/** The confirmation asked before deleting a conversation (001 §5), exactly as specified. */
export const DELETE_CONVERSATION_CONFIRMATION =
  'Are you sure you want to delete this conversation? This action cannot be undone.';

/** Asks the user to confirm a deletion in the app's alert dialog; true when confirmed. */
export function confirmConversationDelete(): Promise<boolean> {
  return askConfirmation({
    title: 'Delete conversation',
    description: DELETE_CONVERSATION_CONFIRMATION,
    confirmLabel: 'Delete',
    isDestructive: true,
  });
}
