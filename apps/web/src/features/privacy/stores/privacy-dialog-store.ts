import { create } from 'zustand';

interface PrivacyDialogState {
  /** null until first opened, so the dialog's code loads only when it is wanted. */
  isOpen: boolean | null;
  /** What had focus when the dialog opened, to give it back on close. */
  returnFocusTo: HTMLElement | null;
  setIsOpen: (isOpen: boolean) => void;
}

/**
 * Whether the Privacy dialog is open. A store rather than a prop, because it opens from several
 * places the app composes separately: the header, the phone menu, and the auth modal's
 * "Privacy & Consent Settings" button.
 */
export const usePrivacyDialogStore = create<PrivacyDialogState>()((set) => ({
  isOpen: null,
  returnFocusTo: null,
  setIsOpen: (isOpen) => set({ isOpen }),
}));

/** Opens the Privacy dialog (wherever the app mounted PrivacyDialogHost). */
export function openPrivacyDialog(): void {
  // Radix gives focus back only to a Dialog.Trigger, and this dialog has several openers instead.
  const focused = document.activeElement;
  usePrivacyDialogStore.setState({
    isOpen: true,
    returnFocusTo: focused instanceof HTMLElement ? focused : null,
  });
}
