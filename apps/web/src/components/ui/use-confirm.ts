import { create } from 'zustand';

/** What a confirmation asks. */
export interface ConfirmationRequest {
  title: string;
  description: string;
  /** The label of the button that goes ahead (e.g. 'Delete'). */
  confirmLabel: string;
  /** The going-ahead cannot be undone: its button is styled as destructive. */
  isDestructive?: boolean;
}

interface PendingConfirmation extends ConfirmationRequest {
  answer: (isConfirmed: boolean) => void;
}

interface ConfirmState {
  pending: PendingConfirmation | null;
}

/** The question on screen, if any; `ConfirmDialogHost` renders it. */
export const useConfirmStore = create<ConfirmState>()(() => ({ pending: null }));

/**
 * Asks a question in the app's alert dialog, from anywhere (event handlers, hooks), as
 * `window.confirm` would; resolves true when confirmed, false when cancelled. A new question
 * cancels one still open.
 */
export function askConfirmation(request: ConfirmationRequest): Promise<boolean> {
  useConfirmStore.getState().pending?.answer(false);
  return new Promise((resolve) => {
    const answer = (isConfirmed: boolean) => {
      if (useConfirmStore.getState().pending === pending)
        useConfirmStore.setState({ pending: null });
      resolve(isConfirmed);
    };
    const pending: PendingConfirmation = { ...request, answer };
    useConfirmStore.setState({ pending });
  });
}
