import { z } from 'zod';
import { IdSchema, TimestampSchema, UnitScoreSchema } from '../common/common.schemas';
import { CHAT } from '../constants';

/** The longest answer feedback may quote (answers are far shorter; a cap bounds what one row stores). */
const FEEDBACK_ANSWER_MAX_CHARS = 100_000;
/** The longest category or model name feedback may carry. */
const FEEDBACK_LABEL_MAX_CHARS = 200;

/** The two feedback values; a message starts with none (null) (000 §3, §4). */
export const MESSAGE_FEEDBACK_VALUES = ['like', 'dislike'] as const;
/** like | dislike. */
export const MessageFeedbackSchema = z.enum(MESSAGE_FEEDBACK_VALUES);
export type MessageFeedback = z.infer<typeof MessageFeedbackSchema>;

/**
 * What the server records about one answer so that feedback on it can be judged later (000 §3).
 * The chat response carries it; the like/dislike call sends it back.
 */
export const FeedbackDataSchema = z.object({
  /** The assistant message this describes. */
  messageId: IdSchema,
  /** The question, at most as long as the chat input allows. */
  userMessage: z.string().max(CHAT.inputMaxChars),
  aiResponse: z.string().max(FEEDBACK_ANSWER_MAX_CHARS),
  /** The kind of request (one of LOADING_CATEGORIES, or another label). */
  category: z.string().max(FEEDBACK_LABEL_MAX_CHARS),
  /** Milliseconds from request to answer. */
  responseTime: z.number().nonnegative(),
  /** The answer's verification confidence. */
  verificationScore: UnitScoreSchema,
  model: z.string().max(FEEDBACK_LABEL_MAX_CHARS),
  timestamp: TimestampSchema,
  /** Estimated quality scores of the answer, each 0 to 1. */
  accuracy: UnitScoreSchema,
  relevance: UnitScoreSchema,
  helpfulness: UnitScoreSchema,
});
export type FeedbackData = z.infer<typeof FeedbackDataSchema>;

/** POST /api/feedback body (000 §7). */
export const FeedbackRequestSchema = z.object({
  messageId: IdSchema,
  isLiked: z.boolean(),
  feedbackData: FeedbackDataSchema.optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
