import { create } from 'zustand';

/** The Productivity dialog's tabs (001 §2). */
export const PRODUCTIVITY_TABS = ['tasks', 'calendar', 'notes', 'research'] as const;
export type ProductivityTab = (typeof PRODUCTIVITY_TABS)[number];

interface ProductivityDialogState {
  /** null until first opened, so the dialog's code loads only when it is wanted. */
  isOpen: boolean | null;
  /** What had focus when the dialog opened, to give it back on close. */
  returnFocusTo: HTMLElement | null;
  /** The tab shown; kept while the dialog is closed, so it opens where the user left it. */
  activeTab: ProductivityTab;
  setIsOpen: (isOpen: boolean) => void;
  setActiveTab: (tab: ProductivityTab) => void;
}

/**
 * Whether the Productivity dialog is open, and on which tab. A store, because it opens from places
 * the app composes separately: the header, the phone menu and Settings → Advanced Features.
 */
export const useProductivityDialogStore = create<ProductivityDialogState>()((set) => ({
  isOpen: null,
  returnFocusTo: null,
  activeTab: 'tasks',
  setIsOpen: (isOpen) => set({ isOpen }),
  setActiveTab: (activeTab) => set({ activeTab }),
}));

/** Opens the Productivity dialog (wherever the app mounted ProductivityHost), on `tab` if given. */
export function openProductivity(tab?: ProductivityTab): void {
  // Radix gives focus back only to a Dialog.Trigger, and this dialog has several openers instead.
  const focused = document.activeElement;
  useProductivityDialogStore.setState((state) => ({
    isOpen: true,
    returnFocusTo: focused instanceof HTMLElement ? focused : null,
    activeTab: tab ?? state.activeTab,
  }));
}
