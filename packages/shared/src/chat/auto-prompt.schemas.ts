import { z } from 'zod';
import { AUTO_PROMPTS } from '../constants';
import { CountSchema, IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { PERSONAL_AI_LIMITS } from '../personal-ai/personal-ai.schemas';

/**
 * What fires an auto prompt (001 §3). `condition` exists in stored prompts and is displayed, but
 * cannot be created: see CREATABLE_TRIGGER_TYPES.
 */
export const AUTO_PROMPT_TRIGGER_TYPES = ['interval', 'time', 'manual', 'condition'] as const;
/** The trigger types the create form offers. */
export const CREATABLE_TRIGGER_TYPES = ['interval', 'time', 'manual'] as const;
/** One of AUTO_PROMPT_TRIGGER_TYPES. */
export const AutoPromptTriggerTypeSchema = z.enum(AUTO_PROMPT_TRIGGER_TYPES);
export type AutoPromptTriggerType = z.infer<typeof AutoPromptTriggerTypeSchema>;

const MINUTES_PATTERN = /^[1-9]\d*$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether triggerValue fits its type: whole minutes for interval, 24-hour HH:MM for time. */
export function isValidTriggerValue(triggerType: AutoPromptTriggerType, triggerValue: string) {
  if (triggerType === 'interval') return MINUTES_PATTERN.test(triggerValue);
  if (triggerType === 'time') return TIME_OF_DAY_PATTERN.test(triggerValue);
  return true;
}

const triggerValueIssue = {
  message: 'Enter minutes for an interval, or HH:MM (24h) for a time',
  path: ['triggerValue'],
};

const autoPromptFields = {
  name: nonBlankText('Name is required').max(PERSONAL_AI_LIMITS.autoPromptNameChars),
  prompt: nonBlankText('Prompt is required').max(PERSONAL_AI_LIMITS.autoPromptChars),
  /** Minutes for `interval` (as text, e.g. `30`), HH:MM for `time`. */
  triggerValue: z
    .string()
    .max(PERSONAL_AI_LIMITS.autoPromptTriggerChars)
    .default(String(AUTO_PROMPTS.defaultIntervalMinutes)),
  /** Firing stops once executionCount reaches this; no limit when absent. */
  maxExecutions: z.number().int().positive().optional(),
};

/**
 * A scheduled prompt, kept in local storage under STORAGE_KEYS.autoPrompts (001 §3). It fires when
 * active and under maxExecutions; each firing increments executionCount and sets lastTriggered.
 */
export const AutoPromptSchema = z
  .object({
    id: IdSchema,
    ...autoPromptFields,
    triggerType: AutoPromptTriggerTypeSchema.default(AUTO_PROMPTS.defaultTriggerType),
    isActive: z.boolean().default(true),
    executionCount: CountSchema.default(0),
    /** Null until it first fires. */
    lastTriggered: TimestampSchema.nullable().default(null),
    /**
     * When it was created: an interval counts from here, and a daily time's first run is the first
     * one after it, until the prompt first fires. Absent in prompts stored before it was kept.
     */
    createdAt: TimestampSchema.optional(),
  })
  .refine(
    (autoPrompt) => isValidTriggerValue(autoPrompt.triggerType, autoPrompt.triggerValue),
    triggerValueIssue,
  );
export type AutoPrompt = z.infer<typeof AutoPromptSchema>;

/** The create form: name and prompt required, max executions an optional whole number (001 §5). */
export const CreateAutoPromptSchema = z
  .object({
    ...autoPromptFields,
    triggerType: z.enum(CREATABLE_TRIGGER_TYPES).default(AUTO_PROMPTS.defaultTriggerType),
  })
  .refine(
    (autoPrompt) => isValidTriggerValue(autoPrompt.triggerType, autoPrompt.triggerValue),
    triggerValueIssue,
  );
export type CreateAutoPrompt = z.infer<typeof CreateAutoPromptSchema>;
