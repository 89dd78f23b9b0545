import type { AchievementCategory, RewardIcon } from '@polymath/shared';

/** What an achievement's rule counts. */
export type AchievementMeasure =
  | 'messages'
  | 'questions'
  | 'images'
  | 'documents'
  | 'paths'
  | 'streak'
  | 'activeDays'
  | 'level'
  | 'points';

/** One achievement of the catalogue: unlocked once its measure reaches its target. */
export interface AchievementDefinition {
  id: string;
  category: AchievementCategory;
  /** The web app draws it with its own icon (REWARD_ICONS). */
  icon: RewardIcon;
  name: string;
  description: string;
  /** Points added to the total when it unlocks. */
  points: number;
  measure: AchievementMeasure;
  target: number;
}

/** Every achievement, in the order the panel lists them within a category. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  // communication
  {
    id: 'first-message',
    category: 'communication',
    icon: '💬',
    name: 'First Words',
    description: 'Send your first message',
    points: 10,
    measure: 'messages',
    target: 1,
  },
  {
    id: 'messages-10',
    category: 'communication',
    icon: '🗣️',
    name: 'Conversation Starter',
    description: 'Send 10 messages',
    points: 25,
    measure: 'messages',
    target: 10,
  },
  {
    id: 'messages-100',
    category: 'communication',
    icon: '📣',
    name: 'Chatterbox',
    description: 'Send 100 messages',
    points: 100,
    measure: 'messages',
    target: 100,
  },
  {
    id: 'messages-1000',
    category: 'communication',
    icon: '🏛️',
    name: 'Orator',
    description: 'Send 1,000 messages',
    points: 500,
    measure: 'messages',
    target: 1000,
  },
  // creativity
  {
    id: 'first-image',
    category: 'creativity',
    icon: '🎨',
    name: 'First Masterpiece',
    description: 'Generate your first image',
    points: 20,
    measure: 'images',
    target: 1,
  },
  {
    id: 'images-10',
    category: 'creativity',
    icon: '🖼️',
    name: 'Gallery Curator',
    description: 'Generate 10 images',
    points: 50,
    measure: 'images',
    target: 10,
  },
  {
    id: 'images-50',
    category: 'creativity',
    icon: '🌈',
    name: 'Visionary',
    description: 'Generate 50 images',
    points: 150,
    measure: 'images',
    target: 50,
  },
  // analysis
  {
    id: 'first-document',
    category: 'analysis',
    icon: '📄',
    name: 'Document Detective',
    description: 'Analyse your first document',
    points: 20,
    measure: 'documents',
    target: 1,
  },
  {
    id: 'documents-5',
    category: 'analysis',
    icon: '🔍',
    name: 'Analyst',
    description: 'Analyse 5 documents',
    points: 50,
    measure: 'documents',
    target: 5,
  },
  {
    id: 'documents-25',
    category: 'analysis',
    icon: '📊',
    name: 'Research Pro',
    description: 'Analyse 25 documents',
    points: 150,
    measure: 'documents',
    target: 25,
  },
  // learning
  {
    id: 'first-question',
    category: 'learning',
    icon: '❓',
    name: 'Curious Mind',
    description: 'Ask your first question',
    points: 10,
    measure: 'questions',
    target: 1,
  },
  {
    id: 'questions-50',
    category: 'learning',
    icon: '🧠',
    name: 'Inquisitive',
    description: 'Ask 50 questions',
    points: 100,
    measure: 'questions',
    target: 50,
  },
  {
    id: 'questions-250',
    category: 'learning',
    icon: '🦉',
    name: 'Knowledge Seeker',
    description: 'Ask 250 questions',
    points: 300,
    measure: 'questions',
    target: 250,
  },
  {
    id: 'first-path',
    category: 'learning',
    icon: '🎓',
    name: 'Path Finder',
    description: 'Complete your first learning path',
    points: 100,
    measure: 'paths',
    target: 1,
  },
  {
    id: 'paths-5',
    category: 'learning',
    icon: '📚',
    name: 'Scholar',
    description: 'Complete 5 learning paths',
    points: 300,
    measure: 'paths',
    target: 5,
  },
  // consistency
  {
    id: 'streak-3',
    category: 'consistency',
    icon: '🔥',
    name: 'On a Roll',
    description: 'Be active 3 days in a row',
    points: 30,
    measure: 'streak',
    target: 3,
  },
  {
    id: 'streak-7',
    category: 'consistency',
    icon: '📅',
    name: 'Week Warrior',
    description: 'Be active 7 days in a row',
    points: 75,
    measure: 'streak',
    target: 7,
  },
  {
    id: 'streak-30',
    category: 'consistency',
    icon: '🏆',
    name: 'Unstoppable',
    description: 'Be active 30 days in a row',
    points: 300,
    measure: 'streak',
    target: 30,
  },
  {
    id: 'active-days-100',
    category: 'consistency',
    icon: '☀️',
    name: 'Regular',
    description: 'Be active on 100 different days',
    points: 200,
    measure: 'activeDays',
    target: 100,
  },
  // progress
  {
    id: 'level-2',
    category: 'progress',
    icon: '⭐',
    name: 'Moving Up',
    description: 'Reach level 2',
    points: 50,
    measure: 'level',
    target: 2,
  },
  {
    id: 'level-5',
    category: 'progress',
    icon: '🌟',
    name: 'Rising Star',
    description: 'Reach level 5',
    points: 150,
    measure: 'level',
    target: 5,
  },
  {
    id: 'level-10',
    category: 'progress',
    icon: '💎',
    name: 'Expert',
    description: 'Reach level 10',
    points: 400,
    measure: 'level',
    target: 10,
  },
  {
    id: 'points-1000',
    category: 'progress',
    icon: '💰',
    name: 'Point Collector',
    description: 'Earn 1,000 points',
    points: 100,
    measure: 'points',
    target: 1000,
  },
];
