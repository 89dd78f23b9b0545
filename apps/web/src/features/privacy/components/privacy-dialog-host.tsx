import { lazy, Suspense } from 'react';
import { usePrivacyDialogStore } from '../stores/privacy-dialog-store';

// The dialog is not needed for the first paint.
const PrivacyDialog = lazy(() => import('./privacy-dialog'));

/** Mounts the Privacy dialog once it is first opened (see openPrivacyDialog). */
export function PrivacyDialogHost() {
  const isOpen = usePrivacyDialogStore((state) => state.isOpen);
  const returnFocusTo = usePrivacyDialogStore((state) => state.returnFocusTo);
  const setIsOpen = usePrivacyDialogStore((state) => state.setIsOpen);
  if (isOpen === null) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyDialog open={isOpen} onOpenChange={setIsOpen} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}
