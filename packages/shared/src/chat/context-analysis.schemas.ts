import { z } from 'zod';
import { CountSchema, UnitScoreSchema } from '../common/common.schemas';

/**
 * How strongly the conversation so far sets a context (000 §9): strong with CONTEXT_ANALYSIS
 * .strongMinMessages messages and strongMinReferences references, moderate with moderateMinMessages
 * messages or moderateMinReferences references, otherwise weak.
 */
export const CONTEXT_STRENGTHS = ['weak', 'moderate', 'strong'] as const;
/** weak | moderate | strong. */
export const ContextStrengthSchema = z.enum(CONTEXT_STRENGTHS);
export type ContextStrength = z.infer<typeof ContextStrengthSchema>;

/** The chat's reading of the last CONTEXT_ANALYSIS.windowMessages messages (000 §3). */
export const ContextAnalysisSchema = z.object({
  /** The topic the recent messages share; null when none stands out. */
  currentTopic: z.string().nullable(),
  /** Follow-up messages on the current topic. */
  conversationDepth: CountSchema,
  /** Phrases that refer back ("as you said", "that code"). */
  referencePatterns: z.array(z.string()),
  contextStrength: ContextStrengthSchema,
});
export type ContextAnalysis = z.infer<typeof ContextAnalysisSchema>;

/** A context hint above the input, shown CONTEXT_ANALYSIS.hintShowMs (000 §3, §4). */
export const HintSchema = z.object({
  /** What the hint suggests (e.g. `follow-up`, `reference`). */
  type: z.string().min(1),
  message: z.string().min(1),
  confidence: UnitScoreSchema,
});
export type Hint = z.infer<typeof HintSchema>;
