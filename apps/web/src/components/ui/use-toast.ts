import type { ComponentType } from 'react';
import { create } from 'zustand';

/** How a toast looks: neutral news or a problem. */
export type ToastVariant = 'default' | 'destructive';

/** An SVG icon component (lucide's shape), drawn beside a line of a toast. */
export type ToastIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** One line of a toast listing several things at once (e.g. what a message earned). */
export interface ToastDetail {
  icon?: ToastIcon;
  text: string;
}

/** A button in a toast that undoes or follows up what it announces ('Undo'). */
export interface ToastAction {
  label: string;
  /** Read by screen readers, who may not reach the button in time (Radix's altText). */
  altText: string;
  onClick: () => void;
}

/** One toast on screen. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  details?: readonly ToastDetail[];
  action?: ToastAction;
  variant: ToastVariant;
}

interface ToastState {
  toasts: ToastMessage[];
  show: (toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }) => void;
  dismiss: (id: number) => void;
}

/** Toasts beyond this are dropped oldest first, so a burst of events cannot flood the screen. */
const MAX_VISIBLE_TOASTS = 3;
let nextToastId = 1;

/** The toast queue; `Toaster` renders it. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ variant = 'default', ...toast }) =>
    set((state) => ({
      toasts: [...state.toasts, { id: nextToastId++, variant, ...toast }].slice(
        -MAX_VISIBLE_TOASTS,
      ),
    })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, stores). */
export function showToast(toast: Parameters<ToastState['show']>[0]): void {
  useToastStore.getState().show(toast);
}

/** The toast actions for components. */
export function useToast() {
  const show = useToastStore((state) => state.show);
  const dismiss = useToastStore((state) => state.dismiss);
  return { toast: show, dismiss };
}
