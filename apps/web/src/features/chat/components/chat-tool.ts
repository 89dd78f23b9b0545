import type { LucideIcon } from 'lucide-react';

/** One tool of the chat toolbar: a button on a wide screen, a menu item when it does not fit. */
export interface ChatTool {
  label: string;
  icon: LucideIcon;
  /** Opens the tool; without it the tool says 'Coming soon'. */
  onOpen: (() => void) | undefined;
  /** A tool that turns a mode on and off: whether the mode is on. */
  isPressed?: boolean;
}
