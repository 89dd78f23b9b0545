import { CHAT } from '@polymath/shared';

/** How urgent the character counter looks. */
export type CharacterCountLevel = 'hidden' | 'normal' | 'warning' | 'danger';

/** The counter shows above 1,000 characters, turns yellow above 20,000 and red above 40,000. */
export function characterCountLevel(length: number): CharacterCountLevel {
  if (length > CHAT.counterDangerAbove) return 'danger';
  if (length > CHAT.counterWarnAbove) return 'warning';
  if (length > CHAT.counterVisibleAbove) return 'normal';
  return 'hidden';
}
