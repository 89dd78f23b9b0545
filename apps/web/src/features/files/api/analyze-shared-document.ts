import {
  analyzeSharedDocumentContract,
  type AnalyzeDocumentRequest,
  type FileAnalysisResponse,
} from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import type { ApiResult } from '@/lib/api-result';

/** Reading a shared document waits on another site as well: a longer wait than other calls. */
const SHARED_DOCUMENT_TIMEOUT_MS = 60_000;

/** POST /api/analyze-google-doc: a shared document or public page, read and analysed. */
export function analyzeSharedDocument(
  request: AnalyzeDocumentRequest,
  signal?: AbortSignal,
): Promise<ApiResult<FileAnalysisResponse>> {
  return apiClient.call(
    analyzeSharedDocumentContract,
    { body: request },
    { timeoutMs: SHARED_DOCUMENT_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}
