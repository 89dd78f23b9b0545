import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';
import { AutoPromptSchema } from '../chat/auto-prompt.schemas';
import {
  ConversationAnalysisSchema,
  PERSONAL_AI_LIMITS,
  PersonalAiProfileSchema,
  PersonalPreferenceSchema,
  PersonalitySettingsSchema,
} from './personal-ai.schemas';

/*
 * The Personal AI calls (001 §7), for signed-in users only (401 for guests). Each user's profile is
 * their own; another user's preference id answers 404.
 */

export const getPersonalAiProfileContract = defineContract({
  method: 'GET',
  path: '/api/personal-ai/profile',
  summary: "The user's preferences, insights, learning progress and personality settings",
  response: PersonalAiProfileSchema,
});

/** POST …/personality: the four settings (missing ones take the defaults); the client then reloads the profile. */
export const savePersonalityContract = defineContract({
  method: 'POST',
  path: '/api/personal-ai/personality',
  summary: 'Saves how the assistant should answer this user',
  body: PersonalitySettingsSchema,
  response: z.object({ success: z.literal(true), personalitySettings: PersonalitySettingsSchema }),
});

/**
 * POST …/preferences body (001 §7): id, category, preference, value, dateAdded. The server keeps the
 * client's id when it is new to this user (saving the same id again changes that preference) and
 * stamps dateAdded itself when it is missing.
 */
export const SavePreferenceRequestSchema = PersonalPreferenceSchema.extend({
  id: IdSchema.optional(),
  dateAdded: TimestampSchema.optional(),
});
export type SavePreferenceRequest = z.infer<typeof SavePreferenceRequestSchema>;

export const savePreferenceContract = defineContract({
  method: 'POST',
  path: '/api/personal-ai/preferences',
  summary: 'Adds (or changes) a personal preference',
  body: SavePreferenceRequestSchema,
  response: z.object({ success: z.literal(true), preference: PersonalPreferenceSchema }),
});

export const deletePreferenceContract = defineContract({
  method: 'DELETE',
  path: '/api/personal-ai/preferences/:id',
  summary: 'Deletes a personal preference',
  params: z.object({ id: IdSchema }),
  response: z.object({ success: z.literal(true) }),
});

/** POST …/analyze-conversations: insights and learning progress from the user's own stored conversations. */
export const analyzeConversationsContract = defineContract({
  method: 'POST',
  path: '/api/personal-ai/analyze-conversations',
  summary: "Finds insights and learning progress in the user's conversations",
  response: ConversationAnalysisSchema,
});

/**
 * A signed-in user's auto prompts on the server, so they follow the user to another browser. The
 * browser keeps them under `autoPrompts` too (001 §3) and sends its whole list after each change.
 */
export const AutoPromptListSchema = z.object({
  autoPrompts: z.array(AutoPromptSchema).max(PERSONAL_AI_LIMITS.autoPrompts),
});
export type AutoPromptList = z.infer<typeof AutoPromptListSchema>;

export const getAutoPromptsContract = defineContract({
  method: 'GET',
  path: '/api/personal-ai/auto-prompts',
  summary: "The user's auto prompts",
  response: AutoPromptListSchema,
});
export const saveAutoPromptsContract = defineContract({
  method: 'PUT',
  path: '/api/personal-ai/auto-prompts',
  summary: "Replaces the user's auto prompts with the browser's list",
  body: AutoPromptListSchema,
  response: AutoPromptListSchema,
});
