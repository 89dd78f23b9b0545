import { CHAT } from '@polymath/shared';
import { cn } from '@/lib/cn';
import { characterCountLevel } from './character-count';

const numberFormat = new Intl.NumberFormat('en');

const levelClass = {
  normal: 'text-muted-foreground',
  warning: 'font-medium text-warning',
  danger: 'font-semibold text-destructive',
} as const;

/** "1,234 / 50,000" under the input once the message gets long; nothing for short messages. */
export function CharacterCounter({ id, length }: { id: string; length: number }) {
  const level = characterCountLevel(length);
  if (level === 'hidden') return null;
  return (
    <p id={id} data-level={level} className={cn('text-xs tabular-nums', levelClass[level])}>
      {numberFormat.format(length)} / {numberFormat.format(CHAT.inputMaxChars)}
      <span className="sr-only"> characters</span>
    </p>
  );
}
