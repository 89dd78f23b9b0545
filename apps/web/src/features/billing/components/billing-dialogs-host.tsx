import { lazy, Suspense } from 'react';
import type { BillingViewer } from '../hooks/use-checkout';
import { useBillingDialogStore } from '../stores/billing-dialog-store';

// Not needed for the first paint.
const BillingDialogs = lazy(() => import('./billing-dialogs'));

/** Props of BillingDialogsHost: who is looking, as the app knows it from the auth feature. */
export interface BillingDialogsHostProps {
  viewer: BillingViewer;
}

/** Mounts the plan chooser, the Premium dialog and the cancellation once one is first opened. */
export function BillingDialogsHost({ viewer }: BillingDialogsHostProps) {
  const hasOpened = useBillingDialogStore((state) => state.hasOpened);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <BillingDialogs viewer={viewer} />
    </Suspense>
  );
}
