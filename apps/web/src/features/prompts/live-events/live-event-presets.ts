import {
  Clapperboard,
  Clock,
  CloudSun,
  Cpu,
  Earth,
  Flame,
  Globe,
  Landmark,
  MapPin,
  Newspaper,
  TrendingUp,
  Trophy,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { LIVE_EVENTS } from '@polymath/shared';

/** A Live Events category (000 §2). */
export type LiveEventCategory = (typeof LIVE_EVENTS.categories)[number];
/** A Live Events quick action (000 §2). */
export type LiveEventQuickAction = (typeof LIVE_EVENTS.quickActions)[number];

/** One button of the Live Events dialog: what it shows and the question it sends to the chat. */
export interface LiveEventPreset {
  label: string;
  icon: LucideIcon;
  question: string;
}

/** The category tiles, one per LIVE_EVENTS category. */
export const LIVE_EVENT_CATEGORY_PRESETS: Record<LiveEventCategory, LiveEventPreset> = {
  breaking: {
    label: 'Breaking News',
    icon: Zap,
    question: 'What are the latest breaking news headlines right now?',
  },
  world: {
    label: 'World',
    icon: Globe,
    question: 'What are the most important world news stories today?',
  },
  tech: {
    label: 'Technology',
    icon: Cpu,
    question: 'What are the latest developments in technology and AI this week?',
  },
  sports: {
    label: 'Sports',
    icon: Trophy,
    question: 'What are the latest sports results and headlines?',
  },
  weather: {
    label: 'Weather',
    icon: CloudSun,
    question: 'What are the notable weather events and forecasts around the world today?',
  },
  markets: {
    label: 'Markets',
    icon: TrendingUp,
    question: 'How are the stock markets, currencies and commodities moving today?',
  },
  entertainment: {
    label: 'Entertainment',
    icon: Clapperboard,
    question: 'What is new in movies, music and entertainment this week?',
  },
  politics: {
    label: 'Politics',
    icon: Landmark,
    question: 'What are the key political news stories and decisions today?',
  },
  general: {
    label: 'General',
    icon: Newspaper,
    question: 'Give me a short overview of the main news stories of the day.',
  },
};

/** The quick-action buttons, one per LIVE_EVENTS quick action (the label is the spec's text). */
export const LIVE_EVENT_QUICK_ACTION_PRESETS: Record<LiveEventQuickAction, LiveEventPreset> = {
  'Last 24h': {
    label: 'Last 24h',
    icon: Clock,
    question: 'What were the most important news events of the last 24 hours?',
  },
  Trending: {
    label: 'Trending',
    icon: Flame,
    question: 'What topics and stories are trending right now?',
  },
  'Local News': {
    label: 'Local News',
    icon: MapPin,
    question: 'What is happening in the news near me today?',
  },
  Global: {
    label: 'Global',
    icon: Earth,
    question: 'What are the biggest global news stories across every continent today?',
  },
};
