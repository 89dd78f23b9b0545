import {
  chatEnhancedContract,
  type ChatEnhancedRequest,
  type ChatEnhancedResponse,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import type { ApiResult } from '@/lib/api-result';

/** A model may take a while to write a whole program. */
const CODE_REPLY_TIMEOUT_MS = 120_000;

/** POST /api/chat-enhanced: the code assistant's answer to a message of the coding mode. */
export function fetchCodeReply(
  request: ChatEnhancedRequest,
  signal: AbortSignal,
): Promise<ApiResult<ChatEnhancedResponse>> {
  return apiClient.call(
    chatEnhancedContract,
    { body: request },
    { timeoutMs: CODE_REPLY_TIMEOUT_MS, signal },
  );
}
