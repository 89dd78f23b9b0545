import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@polymath/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/use-toast';
import { declinePendingSession, takePendingSession } from '../logic/google-sign-in-return';
import { usePendingSignInStore, type PendingSignIn } from '../stores/pending-sign-in-store';

/** The toast when this browser's storage could not keep the conversations apart. */
export const SET_ASIDE_FAILED_MESSAGE =
  'Your conversations could not be kept apart: this browser’s storage is full. Nothing was changed.';

export interface SignInChoiceDialogProps {
  /**
   * Moves this browser's conversations out of view until the account signs out again, so they
   * are not added to it; false when that could not be done (nothing moved).
   */
  onSetAsideLocalConversations: () => boolean;
}

const nameOf = (user: User) => `${user.name} (${user.email})`;
const conversationsOf = (count: number) =>
  count === 1 ? '1 conversation' : `${count} conversations`;

/**
 * Asks before a Google sign-in return changes whose browser this is: switching from the account
 * signed in here to another, or adding a guest's conversations to the account. Until the person
 * answers, nothing changes; Escape and Cancel leave the browser as it was and end the new session.
 */
export function SignInChoiceDialog({ onSetAsideLocalConversations }: SignInChoiceDialogProps) {
  const pending = usePendingSignInStore((state) => state.pending);
  const queryClient = useQueryClient();
  // The last question stays rendered while the dialog animates out after it is answered.
  const [shown, setShown] = useState<PendingSignIn | null>(pending);
  if (pending !== null && pending !== shown) setShown(pending);

  const take = () => {
    takePendingSession();
    // Nothing of the previous account's (or the guest's) server data may stay on screen.
    void queryClient.resetQueries();
  };
  const takeKeepingConversationsApart = () => {
    if (!onSetAsideLocalConversations()) {
      showToast({ title: SET_ASIDE_FAILED_MESSAGE, variant: 'destructive' });
      return;
    }
    take();
  };

  return (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) declinePendingSession();
      }}
    >
      {shown?.kind === 'switch-account' && (
        <AlertDialogContent
          title="Switch accounts?"
          description={`You are signed in as ${nameOf(shown.currentUser)}. Google signed you in as ${nameOf(shown.session.user)}.`}
        >
          <AlertDialogCancel>Stay signed in</AlertDialogCancel>
          <AlertDialogAction onClick={take}>Switch account</AlertDialogAction>
        </AlertDialogContent>
      )}
      {shown?.kind === 'local-conversations' && (
        <AlertDialogContent
          className="max-w-xl"
          title="Add this browser’s conversations to your account?"
          description={`You have ${conversationsOf(shown.conversationCount)} in this browser from before you signed in as ${nameOf(shown.session.user)}. Kept out, they stay in this browser and come back when you sign out.`}
        >
          <AlertDialogCancel>Cancel sign-in</AlertDialogCancel>
          <Button variant="outline" onClick={takeKeepingConversationsApart}>
            Keep them out
          </Button>
          <AlertDialogAction onClick={take}>Add them to my account</AlertDialogAction>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
