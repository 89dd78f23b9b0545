import {
  executeCodeContract,
  type ExecuteCodeRequest,
  type ExecuteCodeResponse,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import type { ApiResult } from '@/lib/api-result';

/** A compile and a run may take a while on a busy server: longer than other calls. */
const RUN_TIMEOUT_MS = 60_000;

/** POST /api/execute-code: runs the code in the server's sandbox for its language. */
export function executeCode(
  request: ExecuteCodeRequest,
  signal?: AbortSignal,
): Promise<ApiResult<ExecuteCodeResponse>> {
  return apiClient.call(
    executeCodeContract,
    { body: request },
    { timeoutMs: RUN_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}
