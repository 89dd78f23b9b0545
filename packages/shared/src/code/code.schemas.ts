import { z } from 'zod';
import { CHAT, CODE } from '../constants';
import { IdSchema, TimestampSchema } from '../common/common.schemas';
import { ChatHistoryMessageSchema } from '../chat/chat.schemas';

/** One of CODE.languages, the Vibe-Coding language list (000 §2). */
export const CodeLanguageSchema = z.enum(CODE.languages);
export type CodeLanguage = z.infer<typeof CodeLanguageSchema>;

/** The longest program a run takes, in characters: a page of code is a few thousand. */
export const MAX_RUN_CODE_CHARS = 100_000;

/** The longest request to the code assistant, in characters (the code comes beside it). */
export const CODE_REQUEST_MAX_CHARS = 4000;

const runnableCode = z
  .string()
  .max(MAX_RUN_CODE_CHARS, `The code is longer than ${MAX_RUN_CODE_CHARS} characters`)
  .refine((code) => code.trim().length > 0, 'There is no code to run');

/** POST /api/execute-code body (000 §7). */
export const ExecuteCodeRequestSchema = z.object({
  code: runnableCode,
  language: CodeLanguageSchema,
});
export type ExecuteCodeRequest = z.infer<typeof ExecuteCodeRequestSchema>;

/**
 * POST /api/execute-code answer (000 §7). A program that fails is still a successful call: success
 * is false and error holds what the program printed or why it was stopped.
 */
export const ExecuteCodeResponseSchema = z.object({
  success: z.boolean(),
  output: z.string(),
  error: z.string().optional(),
  /** Milliseconds the run took. */
  executionTime: z.number().nonnegative(),
});
export type ExecuteCodeResponse = z.infer<typeof ExecuteCodeResponseSchema>;

/** An entry of Recent executions (the last CODE.recentExecutions runs). */
export const CodeExecutionSchema = ExecuteCodeResponseSchema.extend({
  id: IdSchema,
  language: CodeLanguageSchema,
  timestamp: TimestampSchema,
});
export type CodeExecution = z.infer<typeof CodeExecutionSchema>;

/** POST /api/ai-code-edit body; the AI edit is disabled while editRequest is blank (000 §5, §7). */
export const AiCodeEditRequestSchema = z.object({
  currentCode: z
    .string()
    .max(MAX_RUN_CODE_CHARS, `The code is longer than ${MAX_RUN_CODE_CHARS} characters`),
  language: CodeLanguageSchema,
  editRequest: z
    .string()
    .trim()
    .min(1, 'Describe the change you want')
    .max(
      CODE_REQUEST_MAX_CHARS,
      `Describe the change in at most ${CODE_REQUEST_MAX_CHARS} characters`,
    ),
});
export type AiCodeEditRequest = z.infer<typeof AiCodeEditRequestSchema>;

/**
 * POST /api/ai-code-edit answer (000 §7): the edited code and what changed, or why the change was
 * not made (the client shows 'AI Edit Failed: error'). Unchanged code is never an edit.
 */
export const AiCodeEditResponseSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), editedCode: z.string(), explanation: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type AiCodeEditResponse = z.infer<typeof AiCodeEditResponseSchema>;

/** POST /api/chat-enhanced body: the request with the current code appended (000 §7). */
export const ChatEnhancedRequestSchema = z.object({
  /** Not trimmed: the appended code keeps its white space. */
  message: z
    .string()
    .max(MAX_RUN_CODE_CHARS + CODE_REQUEST_MAX_CHARS, 'The message and its code are too long')
    .refine((text) => text.trim().length > 0, 'Message cannot be empty'),
  conversationHistory: z.array(ChatHistoryMessageSchema).max(CHAT.historyMessages).default([]),
});
export type ChatEnhancedRequest = z.infer<typeof ChatEnhancedRequestSchema>;

/**
 * POST /api/chat-enhanced answer: code to put in the editor when isCodeResponse (000 §7), with its
 * language when known. An empty answer (no code, no message) sends the client to ai-code-edit.
 */
export const ChatEnhancedResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  language: CodeLanguageSchema.optional(),
  isCodeResponse: z.boolean(),
});
export type ChatEnhancedResponse = z.infer<typeof ChatEnhancedResponseSchema>;

/** A message of the code assistant's own chat (000 §3 "Chat input message (code assistant)"). */
export const CodeAssistantMessageSchema = z.object({
  id: IdSchema,
  content: z.string(),
  timestamp: TimestampSchema,
});
export type CodeAssistantMessage = z.infer<typeof CodeAssistantMessageSchema>;
