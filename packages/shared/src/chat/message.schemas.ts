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

/** The loading label derived from the message's keywords (000 §4). */
export const LOADING_CATEGORIES = [
  'analyzing file',
  'generating code',
  'solving math',
  'analyzing science',
  'creating content',
  'researching',
  'contemplating',
  'generating image',
  'thinking',
] as const;
/** One of LOADING_CATEGORIES. */
export const LoadingCategorySchema = z.enum(LOADING_CATEGORIES);
export type LoadingCategory = z.infer<typeof LoadingCategorySchema>;

/** A source an answer was built from (000 §3 sources). */
export const SourceSchema = z.object({
  /** The source's name or address. */
  source: z.string().min(1),
  reliability: UnitScoreSchema,
  /** The excerpt used; the UI shows CHAT.sourceExcerptChars of it. */
  content: z.string(),
  /**
   * The asker's own note or file: shown beside the answer, never counted towards its
   * verification (it holds what the asker already believes). Absent for independent sources.
   */
  isOwn: z.boolean().optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/** The sources of one answer: at most CHAT.maxSources (000 §2, §9). */
export const AnswerSourcesSchema = z.array(SourceSchema).max(CHAT.maxSources);

/** How far the sources agree with the answer (000 §3 verification). */
export const VerificationSchema = z.object({
  /** Colour bands start above CHAT.confidenceHigh and CHAT.confidenceMedium. */
  confidence: UnitScoreSchema,
  inconsistencies: z.array(z.string()),
  /**
   * False when the reply makes no claim to check (an image request this server cannot serve, said
   * plainly): the app shows no confidence badge. Absent means the badge applies.
   */
  isApplicable: z.boolean().optional(),
});
export type Verification = z.infer<typeof VerificationSchema>;

/**
 * Where an assistant reply stands in the chat: `queued` until its request goes out, `streaming`
 * while the answer arrives (or waits to be picked up after a dropped connection), then one of the
 * others. Kept with the message so a reply interrupted by a reload is picked up again.
 */
export const REPLY_STATUSES = ['queued', 'streaming', 'complete', 'stopped', 'error'] as const;
/** One of REPLY_STATUSES. */
export const ReplyStatusSchema = z.enum(REPLY_STATUSES);
export type ReplyStatus = z.infer<typeof ReplyStatusSchema>;

/** The earlier message a user message answers (000 §2 reply-to). */
export const ReplyReferenceSchema = z.object({
  messageId: IdSchema,
  /** The first CHAT.replyPreviewChars characters of the quoted message. */
  preview: z.string(),
});
export type ReplyReference = z.infer<typeof ReplyReferenceSchema>;

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
  /** An assistant reply the built-in engine gave up on and a language model would answer. */
  needsModel: z.boolean().optional(),
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
  /** The chat's state of an assistant reply, so a reply cut off by a reload is picked up. */
  status: ReplyStatusSchema.optional(),
  /** The id the reply is streamed and picked up under. */
  requestId: z.string().optional(),
  /** Technical details of a failed reply, shown folded under the error message. */
  errorDetails: z.string().optional(),
  /** On a user message that answers an earlier message. */
  replyTo: ReplyReferenceSchema.optional(),
  /** What the wait for a reply is labelled while no text has arrived. */
  loadingCategory: LoadingCategorySchema.optional(),
  /** Set when the like or dislike could not be sent; the choice is kept anyway (000 §8). */
  isFeedbackUnsent: z.boolean().optional(),
});
export type Message = z.infer<typeof MessageSchema>;
