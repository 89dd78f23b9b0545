import { defineContract } from '../http/contract';
import {
  AiCodeEditRequestSchema,
  AiCodeEditResponseSchema,
  ChatEnhancedRequestSchema,
  ChatEnhancedResponseSchema,
  ExecuteCodeRequestSchema,
  ExecuteCodeResponseSchema,
} from './code.schemas';

/**
 * POST /api/execute-code (000 §7): runs the code in the server's sandbox for its language. A program
 * that fails is still a 200 with `success: false`; html and css answer that they run in the live
 * preview.
 */
export const executeCodeContract = defineContract({
  method: 'POST',
  path: '/api/execute-code',
  summary: 'Runs code in a sandbox and answers its output',
  body: ExecuteCodeRequestSchema,
  response: ExecuteCodeResponseSchema,
});

/**
 * POST /api/chat-enhanced (000 §7): the code assistant. The message is the request, with the
 * editor's code appended (messageWithCode); the answer's code goes into the editor.
 */
export const chatEnhancedContract = defineContract({
  method: 'POST',
  path: '/api/chat-enhanced',
  summary: 'Writes or changes code for a request, with the current code',
  body: ChatEnhancedRequestSchema,
  response: ChatEnhancedResponseSchema,
});

/** POST /api/ai-code-edit (000 §7): one change to the code, or why it was not made. */
export const aiCodeEditContract = defineContract({
  method: 'POST',
  path: '/api/ai-code-edit',
  summary: 'Applies a change described in words to the code',
  body: AiCodeEditRequestSchema,
  response: AiCodeEditResponseSchema,
});
