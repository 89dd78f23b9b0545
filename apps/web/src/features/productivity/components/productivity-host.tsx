import { lazy, Suspense } from 'react';
import { useProductivityDialogStore } from '../stores/productivity-dialog-store';

// The tools and their forms are not needed until the dialog is first opened.
const ProductivityDialog = lazy(() => import('./productivity-dialog'));

/** Props of ProductivityHost: who is signed in is the app's to say (no feature reads another). */
export interface ProductivityHostProps {
  isSignedIn: boolean;
  onSignIn: () => void;
}

/** Mounts the Productivity dialog once it is first opened (see openProductivity). */
export function ProductivityHost({ isSignedIn, onSignIn }: ProductivityHostProps) {
  const isOpen = useProductivityDialogStore((state) => state.isOpen);
  const returnFocusTo = useProductivityDialogStore((state) => state.returnFocusTo);
  const setIsOpen = useProductivityDialogStore((state) => state.setIsOpen);
  if (isOpen === null) return null;
  return (
    <Suspense fallback={null}>
      <ProductivityDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        isSignedIn={isSignedIn}
        onSignIn={onSignIn}
        returnFocusTo={returnFocusTo}
      />
    </Suspense>
  );
}
