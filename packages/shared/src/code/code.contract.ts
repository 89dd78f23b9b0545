import { defineContract } from '../http/contract';
import { ExecuteCodeRequestSchema, ExecuteCodeResponseSchema } from './code.schemas';

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
