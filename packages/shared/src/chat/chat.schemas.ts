import { z } from 'zod';
import { ResearchProjectSchema } from '../productivity/research.schemas';
import { CHAT, CODING_MODES, GENERATION_MODES } from '../constants';
import { CountSchema, IdSchema } from '../common/common.schemas';
import { FeedbackDataSchema } from '../feedback/feedback.schemas';
import { LocationInfoSchema } from '../location/location.schemas';
import { EarnedRewardSchema } from '../rewards/rewards.schemas';
import { AnswerSourcesSchema, MessageRoleSchema, VerificationSchema } from './message.schemas';

/** The text shown when the chat input exceeds CHAT.inputMaxChars. */
export const MESSAGE_TOO_LONG_MESSAGE = `Message must be at most ${CHAT.inputMaxChars.toLocaleString('en-US')} characters`;

/** chat | video | photo (000 §4); the type is `GenerationMode`. */
export const GenerationModeSchema = z.enum(GENERATION_MODES);

/** off | programming (000 §4). */
export const CodingModeSchema = z.enum(CODING_MODES);
export type CodingMode = z.infer<typeof CodingModeSchema>;

/** The chat text a user sends: not blank, at most CHAT.inputMaxChars characters (000 §5). */
export const ChatMessageTextSchema = z
  .string()
  .max(CHAT.inputMaxChars, MESSAGE_TOO_LONG_MESSAGE)
  .refine((text) => text.trim().length > 0, 'Message cannot be empty');

/** One earlier message sent as history with a chat request. */
export const ChatHistoryMessageSchema = z.object({
  role: MessageRoleSchema,
  content: z.string(),
});
export type ChatHistoryMessage = z.infer<typeof ChatHistoryMessageSchema>;

/** How complex a message looks to the client's quick analysis. */
export const MESSAGE_COMPLEXITIES = ['simple', 'moderate', 'complex'] as const;

/** The client's quick analysis of the message, sent as a hint (000 §3). */
export const MessageAnalysisSchema = z.object({
  complexity: z.enum(MESSAGE_COMPLEXITIES),
  requiresWebSearch: z.boolean(),
  hasQuestions: z.boolean(),
  wordCount: CountSchema,
});
export type MessageAnalysis = z.infer<typeof MessageAnalysisSchema>;

/**
 * POST /api/chat body (000 §3, §7; 001 §7). The study-plan hand-off adds conversationId and sender,
 * the research tab adds conversationId, useWebSearch and researchMode.
 */
export const ChatRequestSchema = z.object({
  message: ChatMessageTextSchema,
  generationMode: GenerationModeSchema.default('chat'),
  codingMode: CodingModeSchema.default('off'),
  /** The last CHAT.historyMessages messages; empty for voice, those before the message for regenerate. */
  conversationHistory: z.array(ChatHistoryMessageSchema).max(CHAT.historyMessages).default([]),
  /** The model choice; the spec's client always sends `unified` (let the server pick). */
  aiModel: z.string().optional(),
  locationData: LocationInfoSchema.nullable().optional(),
  messageAnalysis: MessageAnalysisSchema.optional(),
  /** Asks for a new answer to the same message. */
  regenerate: z.boolean().default(false),
  /** `study-plan-{pathId}-{timestamp}` or `research-{timestamp}` from the learning screens (001 §7). */
  conversationId: IdSchema.optional(),
  /** The study-plan hand-off posts the generated plan as the assistant's message. */
  sender: MessageRoleSchema.optional(),
  useWebSearch: z.boolean().optional(),
  researchMode: z.boolean().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** POST /api/chat answer (000 §3, §7). */
export const ChatResponseSchema = z.object({
  message: z.string(),
  model: z.string(),
  sources: AnswerSourcesSchema,
  verification: VerificationSchema,
  feedbackData: FeedbackDataSchema,
  /** Rewards this message earned; usually none. */
  rewards: z.array(EarnedRewardSchema).default([]),
  /**
   * A research question (researchMode) from a signed-in user with no research project yet: the
   * project the server made for it (status active, tags ai-generated and research; 001 §7).
   */
  researchProject: ResearchProjectSchema.optional(),
  /**
   * True when the built-in engine could not do what was asked and a language model would (a poem,
   * a translation, an explanation no source covers): the app shows how to connect one. Absent
   * otherwise.
   */
  needsModel: z.boolean().optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;
