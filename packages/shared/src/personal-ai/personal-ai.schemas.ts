import { z } from 'zod';
import { PERSONALITY_DEFAULTS } from '../constants';
import {
  CountSchema,
  DifficultySchema,
  IdSchema,
  TimestampSchema,
  nonBlankText,
} from '../common/common.schemas';

/** How much one user's Personal AI keeps. */
export const PERSONAL_AI_LIMITS = {
  preferences: 100,
  autoPrompts: 50,
  preferenceChars: 200,
  preferenceValueChars: 1_000,
  autoPromptNameChars: 100,
  autoPromptChars: 4_000,
  /** Minutes, HH:MM, or a stored condition's text. */
  autoPromptTriggerChars: 200,
} as const;

/** The groups a personal preference belongs to (001 §3). */
export const PREFERENCE_CATEGORIES = [
  'communication',
  'learning',
  'productivity',
  'content',
] as const;

/**
 * A preference the user told the Personal AI (001 §3), also the POST /api/personal-ai/preferences
 * body. Add is disabled unless both name and value are filled (001 §5).
 */
export const PersonalPreferenceSchema = z.object({
  id: IdSchema,
  category: z.enum(PREFERENCE_CATEGORIES),
  /** The preference's name, e.g. `Explanation style`. */
  preference: nonBlankText('Preference name is required').max(PERSONAL_AI_LIMITS.preferenceChars),
  value: nonBlankText('Preference value is required').max(PERSONAL_AI_LIMITS.preferenceValueChars),
  dateAdded: TimestampSchema,
});
export type PersonalPreference = z.infer<typeof PersonalPreferenceSchema>;

/** How the user's messages about a topic sound (001 §3). */
export const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;

/** A recurring topic found by analysing the user's conversations (001 §3 "Insight"). */
export const InsightSchema = z.object({
  id: IdSchema,
  topic: z.string().min(1),
  /** How many messages mention it. */
  frequency: CountSchema,
  lastMentioned: TimestampSchema,
  /** Cards show the first 3. */
  keywords: z.array(z.string()),
  sentiment: z.enum(SENTIMENTS),
});
export type Insight = z.infer<typeof InsightSchema>;

/** The user's progress in one subject, as the Personal AI sees it (001 §3). */
export const LearningProgressSchema = z.object({
  subject: z.string().min(1),
  level: DifficultySchema,
  completedTopics: z.array(z.string()),
  currentGoal: z.string(),
  nextSuggestion: z.string(),
});
export type LearningProgress = z.infer<typeof LearningProgressSchema>;

/** The AI Personality tab's style choices (001 §3). */
export const PERSONALITY_STYLES = [
  'formal',
  'casual',
  'creative',
  'analytical',
  'balanced',
] as const;
/** How long answers should be. */
export const PERSONALITY_VERBOSITIES = ['brief', 'medium', 'detailed'] as const;
/** The level answers are pitched at. */
export const PERSONALITY_EXPERTISE_LEVELS = [
  'beginner',
  'intermediate',
  'advanced',
  'adaptive',
] as const;
/** The voice answers are written in. */
export const PERSONALITY_TONES = [
  'professional',
  'friendly',
  'enthusiastic',
  'supportive',
] as const;

/**
 * How the assistant should answer this user (001 §3), also the POST /api/personal-ai/personality
 * body. Missing choices take PERSONALITY_DEFAULTS.
 */
export const PersonalitySettingsSchema = z.object({
  style: z.enum(PERSONALITY_STYLES).default(PERSONALITY_DEFAULTS.style),
  verbosity: z.enum(PERSONALITY_VERBOSITIES).default(PERSONALITY_DEFAULTS.verbosity),
  /** `adaptive` follows the level the user shows in each conversation. */
  expertise: z.enum(PERSONALITY_EXPERTISE_LEVELS).default(PERSONALITY_DEFAULTS.expertise),
  tone: z.enum(PERSONALITY_TONES).default(PERSONALITY_DEFAULTS.tone),
});
export type PersonalitySettings = z.infer<typeof PersonalitySettingsSchema>;

/** GET /api/personal-ai/profile (001 §7). */
export const PersonalAiProfileSchema = z.object({
  preferences: z.array(PersonalPreferenceSchema),
  insights: z.array(InsightSchema),
  learningProgress: z.array(LearningProgressSchema),
  personalitySettings: PersonalitySettingsSchema.prefault({}),
});
export type PersonalAiProfile = z.infer<typeof PersonalAiProfileSchema>;

/** POST /api/personal-ai/analyze-conversations answer (001 §7). */
export const ConversationAnalysisSchema = z.object({
  insights: z.array(InsightSchema),
  learningProgress: z.array(LearningProgressSchema),
});
export type ConversationAnalysis = z.infer<typeof ConversationAnalysisSchema>;
