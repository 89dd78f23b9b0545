import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { FeedbackRequestSchema } from '../feedback/feedback.schemas';
import { defineContract } from '../http/contract';
import { ChatRequestSchema, ChatResponseSchema } from './chat.schemas';

/** A streamed chat request: the JSON request plus the id the browser picks to find the reply again. */
export const ChatStreamRequestSchema = ChatRequestSchema.extend({
  /** Chosen by the browser (a UUID) so it can pick the reply up after a dropped connection. */
  requestId: z.uuid(),
});
export type ChatStreamRequest = z.infer<typeof ChatStreamRequestSchema>;

/**
 * One server-sent event of a streamed reply (`data: <json>\n\n`): `start` once, `delta` for each piece
 * of text, then exactly one of `done` (the whole answer with sources and verification) or `error`.
 */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), requestId: z.string(), model: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), requestId: z.string(), response: ChatResponseSchema }),
  z.object({
    type: z.literal('error'),
    requestId: z.string(),
    error: z.string(),
    code: z.enum(ERROR_CODES),
  }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

/** Where a reply stands, for a browser that lost the stream and comes back for it. */
export const ChatReplyStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), requestId: z.string(), partial: z.string() }),
  z.object({ status: z.literal('complete'), requestId: z.string(), response: ChatResponseSchema }),
  z.object({ status: z.literal('failed'), requestId: z.string(), error: z.string() }),
]);
export type ChatReplyStatus = z.infer<typeof ChatReplyStatusSchema>;

/** POST /api/chat: the whole answer as one JSON body (000 §7). */
export const chatContract = defineContract({
  method: 'POST',
  path: '/api/chat',
  summary: 'Ask the assistant; the answer comes back whole, with sources and verification',
  body: ChatRequestSchema,
  response: ChatResponseSchema,
});

/** POST /api/chat/stream: the same request answered as server-sent ChatStreamEvents. */
export const chatStreamContract = defineContract({
  method: 'POST',
  path: '/api/chat/stream',
  summary: 'Ask the assistant and receive the answer as server-sent events',
  body: ChatStreamRequestSchema,
  response: ChatStreamEventSchema,
});

/** GET /api/chat/replies/:requestId: a reply kept after its stream was cut off. */
export const chatReplyContract = defineContract({
  method: 'GET',
  path: '/api/chat/replies/:requestId',
  summary: 'Pick up a reply whose stream was interrupted',
  params: z.object({ requestId: z.uuid() }),
  response: ChatReplyStatusSchema,
});

/** POST /api/feedback: like or dislike an answer (000 §7). */
export const feedbackContract = defineContract({
  method: 'POST',
  path: '/api/feedback',
  summary: 'Record like or dislike for an answer',
  body: FeedbackRequestSchema,
  response: z.object({ success: z.literal(true), id: z.string() }),
});

/**
 * POST /api/chat/stream/:requestId/stop: the Stop button. The generation ends on purpose and the
 * text written so far becomes the final answer (a dropped connection, by contrast, stops nothing).
 */
export const chatStopContract = defineContract({
  method: 'POST',
  path: '/api/chat/stream/:requestId/stop',
  summary: 'Stop a streamed reply on purpose and keep what was written so far',
  params: z.object({ requestId: z.uuid() }),
  response: ChatReplyStatusSchema,
});

/** What the user sees when a reply fails: the model timed out or errored (000 §8 Chat failure). */
export const CHAT_FAILURE_MESSAGE =
  'Sorry, I encountered an error while processing your message. Please try again.';
