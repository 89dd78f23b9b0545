/**
 * Plans and payments: the plan chooser, the Premium upgrade dialog, checkout in a new tab and
 * cancellation. The app mounts BillingDialogsHost with the viewer and opens the dialogs from its
 * entry points; premium itself is always the server's answer (the auth session's plan).
 */
export {
  BillingDialogsHost,
  type BillingDialogsHostProps,
} from './components/billing-dialogs-host';
export { PremiumButton } from './components/premium-button';
export type { BillingViewer } from './hooks/use-checkout';
export { useCheckoutReturn } from './hooks/use-checkout-return';
export {
  openCancelSubscription,
  openPlanChooser,
  openPremiumDialog,
  resetBillingDialogStore,
} from './stores/billing-dialog-store';
