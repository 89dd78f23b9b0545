import {
  aiCodeEditContract,
  type AiCodeEditRequest,
  type AiCodeEditResponse,
  chatEnhancedContract,
  type ChatEnhancedRequest,
  type ChatEnhancedResponse,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import type { ApiResult } from '@/lib/api-result';

/** A model may take a while to write a whole program. */
const ASSISTANT_TIMEOUT_MS = 120_000;

/** POST /api/chat-enhanced: code for a request, with the editor's code appended to it. */
export function askCodeAssistant(
  request: ChatEnhancedRequest,
  signal?: AbortSignal,
): Promise<ApiResult<ChatEnhancedResponse>> {
  return apiClient.call(
    chatEnhancedContract,
    { body: request },
    { timeoutMs: ASSISTANT_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}

/** POST /api/ai-code-edit: one change to the code, or why it was not made. */
export function editCodeWithAi(
  request: AiCodeEditRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AiCodeEditResponse>> {
  return apiClient.call(
    aiCodeEditContract,
    { body: request },
    { timeoutMs: ASSISTANT_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}
