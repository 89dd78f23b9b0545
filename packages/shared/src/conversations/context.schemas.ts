import { z } from 'zod';
import { CONVERSATION_STORE } from '../constants';
import { CountSchema, DifficultySchema, PrioritySchema } from '../common/common.schemas';

/** The emotional tones a message can be scored with (001 §3). */
export const EMOTIONAL_TONES = ['neutral', 'positive', 'frustrated', 'excited'] as const;
/** neutral | positive | frustrated | excited. */
export const EmotionalToneSchema = z.enum(EMOTIONAL_TONES);
export type EmotionalTone = z.infer<typeof EmotionalToneSchema>;

/**
 * What the conversation store extracts from one message to score its relevance and importance
 * (001 §3 "Extracted context"). Each list holds short phrases found in the text.
 */
export const ExtractedContextSchema = z.object({
  /** Named things: people, products, places. */
  entities: z.array(z.string()),
  concepts: z.array(z.string()),
  /** Phrases linking two things ("X depends on Y"). */
  relationships: z.array(z.string()),
  codeSnippets: z.array(z.string()),
  learningTopics: z.array(z.string()),
  /** Stated likes and wishes ("I prefer TypeScript"). */
  userPreferences: z.array(z.string()),
  projectDetails: z.array(z.string()),
  emotionalTone: EmotionalToneSchema,
  technicalLevel: DifficultySchema,
  priority: PrioritySchema,
});
export type ExtractedContext = z.infer<typeof ExtractedContextSchema>;

/** The technical level and topics the store has learned about the user. */
export const LearningProfileSchema = z.object({
  technicalLevel: DifficultySchema,
  learningTopics: z.array(z.string()),
});
export type LearningProfile = z.infer<typeof LearningProfileSchema>;

/** What the store knows across all conversations (001 §3 "Global context"). */
export const GlobalContextSchema = z.object({
  userPreferences: z.array(z.string()),
  learningProfile: LearningProfileSchema,
  /** How often each kind of request occurred, by label. */
  conversationPatterns: z.record(z.string(), CountSchema),
  /** Newest first: 3 new topics are kept in front of 7 older ones. */
  recentTopics: z
    .array(z.string())
    .max(CONVERSATION_STORE.recentTopicsNew + CONVERSATION_STORE.recentTopicsOld),
  frequentConcepts: z.array(z.string()),
});
export type GlobalContext = z.infer<typeof GlobalContextSchema>;
