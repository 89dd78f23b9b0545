import { z } from 'zod';
import { IdSchema } from '../common/common.schemas';

/** The category chips of the AI Conversation Themes dialog, besides All (001 §2, §3). */
export const CONVERSATION_THEME_CATEGORIES = [
  'business',
  'creative',
  'technical',
  'learning',
  'personal',
] as const;
/** One of CONVERSATION_THEME_CATEGORIES. */
export const ConversationThemeCategorySchema = z.enum(CONVERSATION_THEME_CATEGORIES);
export type ConversationThemeCategory = z.infer<typeof ConversationThemeCategorySchema>;

/** The built-in themes (001 §3). */
export const CONVERSATION_THEME_IDS = [
  'business-strategy',
  'creative-writing',
  'technical-help',
  'innovation-lab',
  'learning-mentor',
  'personal-coach',
  'rapid-insights',
  'collaboration',
  'global-perspectives',
] as const;

/** The themes locked for non-premium users (001 §6). */
export const PREMIUM_CONVERSATION_THEME_IDS = [
  'innovation-lab',
  'rapid-insights',
  'global-perspectives',
] as const satisfies readonly (typeof CONVERSATION_THEME_IDS)[number][];

/** A conversation theme: a card of starter prompts (001 §3 "Theme"). */
export const ConversationThemeSchema = z.object({
  id: IdSchema,
  title: z.string().min(1),
  description: z.string(),
  category: ConversationThemeCategorySchema,
  /** Prompts that are sent to the chat when picked. */
  starters: z.array(z.string().min(1)).min(1),
  /** Starters can be picked only by premium users. */
  premium: z.boolean().default(false),
});
export type ConversationTheme = z.infer<typeof ConversationThemeSchema>;
