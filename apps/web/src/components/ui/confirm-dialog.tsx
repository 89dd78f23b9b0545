import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
} from './alert-dialog';
import { useConfirmStore, type ConfirmationRequest } from './use-confirm';

/** Renders the question `askConfirmation` asks, in the app's alert dialog. Mount once. */
export function ConfirmDialogHost() {
  const pending = useConfirmStore((state) => state.pending);
  // The last question stays rendered while the dialog animates out after it is answered.
  const [shown, setShown] = useState<ConfirmationRequest | null>(pending);
  if (pending !== null && pending !== shown) setShown(pending);
  return (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) pending?.answer(false);
      }}
    >
      {shown && (
        <AlertDialogContent title={shown.title} description={shown.description}>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            isDestructive={shown.isDestructive ?? false}
            onClick={() => pending?.answer(true)}
          >
            {shown.confirmLabel}
          </AlertDialogAction>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
