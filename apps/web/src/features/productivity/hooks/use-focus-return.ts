import { useRef } from 'react';

/**
 * Handlers for a DialogContent opened without a Dialog.Trigger (from a list's Edit button, a card's
 * Save as Note): Radix would give the focus back only to a trigger, so the element that had it
 * when the dialog opened gets it back on close, if it is still on the page.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before the dialog moves the focus in: the opener still has it.
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement ? focused : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
