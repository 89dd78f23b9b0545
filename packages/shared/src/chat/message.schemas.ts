import { z } from 'zod';
import { CHAT, CONVERSATION_STORE } from '../constants';
import { IdSchema, TimestampSchema, UnitScoreSchema } from '../common/common.schemas';
import { ExtractedContextSchema } from '../conversations/context.schemas';
import { FeedbackDataSchema, MessageFeedbackSchema } from '../feedback/feedback.schemas';
import { FileAnalysisSchema } from '../files/files.schemas';

/** Who wrote a message. */
export const MESSAGE_ROLES = ['user', 'assistant'] as const;
/** user | assistant. */
export const MessageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof MessageRoleSchema>;

/** A source an answer was built from (000 §3 sources). */
export const SourceSchema = z.object({
  /** The source's name or address. */
  source: z.string().min(1),
  reliability: UnitScoreSchema,
  /** The excerpt used; the UI shows CHAT.sourceExcerptChars of it. */
  content: z.string(),
});
export type Source = z.infer<typeof SourceSchema>;

/** The sources of one answer: at most CHAT.maxSources (000 §2, §9). */
export const AnswerSourcesSchema = z.array(SourceSchema).max(CHAT.maxSources);

/** How far the sources agree with the answer (000 §3 verification). */
export const VerificationSchema = z.object({
  /** Colour bands start above CHAT.confidenceHigh and CHAT.confidenceMedium. */
  confidence: UnitScoreSchema,
  inconsistencies: z.array(z.string()),
});
export type Verification = z.infer<typeof VerificationSchema>;

/**
 * One chat message, in the chat (000 §3) and in the conversation store (001 §3). Document 000 adds
 * the answer's details (file, sources, verification, model, feedback data) and document 001 the
 * store's scoring (extractedContext, contextRelevance, memoryImportance); all of those are optional
 * because a message has only the ones that apply to it.
 */
export const MessageSchema = z.object({
  id: IdSchema,
  role: MessageRoleSchema,
  content: z.string(),
  timestamp: TimestampSchema,
  /** The user's like or dislike; null until given. */
  feedback: MessageFeedbackSchema.nullable().default(null),
  /** The attached file's name, on a user message that carried one. */
  fileName: z.string().optional(),
  fileAnalysis: FileAnalysisSchema.optional(),
  sources: AnswerSourcesSchema.optional(),
  verification: VerificationSchema.optional(),
  /** The model that wrote an assistant message. */
  model: z.string().optional(),
  feedbackData: FeedbackDataSchema.optional(),
  /** The store's analysis of the text (001). */
  extractedContext: ExtractedContextSchema.optional(),
  /** Relevance to the conversation's context, clamped 0 to 10 (001 §5). */
  contextRelevance: z
    .number()
    .min(CONVERSATION_STORE.relevanceMin)
    .max(CONVERSATION_STORE.relevanceMax)
    .optional(),
  /** How much the store should remember this message, clamped 1 to 10 (001 §5). */
  memoryImportance: z
    .number()
    .min(CONVERSATION_STORE.importanceMin)
    .max(CONVERSATION_STORE.importanceMax)
    .optional(),
});
export type Message = z.infer<typeof MessageSchema>;
