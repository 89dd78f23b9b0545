import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
} from './alert-dialog';
import { useConfirmStore } from './use-confirm';

/** Renders the question `askConfirmation` asks, in the app's alert dialog. Mount once. */
export function ConfirmDialogHost() {
  const pending = useConfirmStore((state) => state.pending);
  return (
    <AlertDialog
      open={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) pending?.answer(false);
      }}
    >
      {pending && (
        <AlertDialogContent title={pending.title} description={pending.description}>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            isDestructive={pending.isDestructive ?? false}
            onClick={() => pending.answer(true)}
          >
            {pending.confirmLabel}
          </AlertDialogAction>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
