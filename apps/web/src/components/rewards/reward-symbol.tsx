import { createElement } from 'react';
import {
  Award,
  Brain,
  BookOpen,
  Bird,
  CalendarCheck,
  ChartColumn,
  CircleQuestionMark,
  Coins,
  FileText,
  Flame,
  Frame,
  Gem,
  GraduationCap,
  Landmark,
  Megaphone,
  MessageCircle,
  Palette,
  Rainbow,
  Search,
  Sparkles,
  Speech,
  Star,
  Sun,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { RewardIcon } from '@polymath/shared';
import { cn } from '@/lib/cn';

/** The SVG icon drawn for each emoji the server sends (the emoji itself may have no font). */
export const REWARD_SYMBOLS: Record<RewardIcon, LucideIcon> = {
  '💬': MessageCircle,
  '🗣️': Speech,
  '📣': Megaphone,
  '🏛️': Landmark,
  '🎨': Palette,
  '🖼️': Frame,
  '🌈': Rainbow,
  '📄': FileText,
  '🔍': Search,
  '📊': ChartColumn,
  '❓': CircleQuestionMark,
  '🧠': Brain,
  '🦉': Bird,
  '🎓': GraduationCap,
  '📚': BookOpen,
  '🔥': Flame,
  '📅': CalendarCheck,
  '🏆': Trophy,
  '☀️': Sun,
  '⭐': Star,
  '🌟': Sparkles,
  '💎': Gem,
  '💰': Coins,
};

/** Drawn for an icon this build does not know (an older entry, a newer server). */
export const FALLBACK_REWARD_SYMBOL: LucideIcon = Award;

/** The SVG icon of a reward's `icon` field; never the emoji, which could render as a box. */
export function rewardSymbolOf(icon: string): LucideIcon {
  return Object.hasOwn(REWARD_SYMBOLS, icon)
    ? REWARD_SYMBOLS[icon as RewardIcon]
    : FALLBACK_REWARD_SYMBOL;
}

/** A reward's icon as an SVG; decorative, since its name or message is always beside it. */
export function RewardSymbol({ icon, className }: { icon: string; className?: string }) {
  // createElement: the icon is one of a fixed set of module-level components, not made here.
  return createElement(rewardSymbolOf(icon), {
    className: cn('size-5 shrink-0', className),
    'aria-hidden': true,
  });
}
