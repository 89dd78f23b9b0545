import type { LucideIcon } from 'lucide-react';
import { featureStatusLabel, type ProductFeatureId } from '@polymath/shared';
import { COMING_SOON } from '@/components/ui/unavailable-control';

/** One tool of the chat toolbar: a button on a wide screen, a menu item when it does not fit. */
export interface ChatTool {
  label: string;
  icon: LucideIcon;
  /** The feature of the product's list the tool belongs to. */
  feature: ProductFeatureId;
  /** Opens the tool; without it the tool says 'Coming soon'. */
  onOpen: (() => void) | undefined;
  /** A tool that turns a mode on and off: whether the mode is on. */
  isPressed?: boolean;
}

/**
 * Why the tool cannot be used, or undefined when it can: its feature's label while the product's
 * feature list says the feature does not work on this server ('Coming soon', 'In Development'),
 * and 'Coming soon' while no feature of the app provides it.
 */
export function unavailableReasonOf(tool: ChatTool): string | undefined {
  return featureStatusLabel(tool.feature) ?? (tool.onOpen === undefined ? COMING_SOON : undefined);
}
