import { create } from 'zustand';

/** The billing dialogs: the plan chooser, the Premium upgrade dialog, the cancellation confirmation. */
export type BillingDialog = 'plans' | 'premium' | 'cancel';

interface BillingDialogState {
  /** The open dialog, or null. */
  dialog: BillingDialog | null;
  /** Whether one was ever opened on this page: their code loads only from then on. */
  hasOpened: boolean;
  open: (dialog: BillingDialog) => void;
  close: () => void;
}

/**
 * Which billing dialog is open (UI state only). A store, because they open from several places the
 * app composes separately: the header, the phone menu, Settings and locked premium themes.
 */
export const useBillingDialogStore = create<BillingDialogState>()((set) => ({
  dialog: null,
  hasOpened: false,
  open: (dialog) => set({ dialog, hasOpened: true }),
  close: () => set({ dialog: null }),
}));

/** Opens 'Choose Your Plan'. */
export function openPlanChooser(): void {
  useBillingDialogStore.getState().open('plans');
}

/** Opens the Premium upgrade dialog ('Unlock Unlimited Access'). */
export function openPremiumDialog(): void {
  useBillingDialogStore.getState().open('premium');
}

/** Asks to confirm cancelling the subscription. */
export function openCancelSubscription(): void {
  useBillingDialogStore.getState().open('cancel');
}

/** Back to closed (tests). */
export function resetBillingDialogStore(): void {
  useBillingDialogStore.setState({ dialog: null, hasOpened: false });
}
