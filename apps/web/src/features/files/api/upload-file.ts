import { uploadFileContract, type FileAnalysisResponse, type UploadQuery } from '@polymath/shared';
import { parseFailure, parseSuccess } from '@/lib/api-response';
import type { ApiResult } from '@/lib/api-result';
import { getAuthHeaders } from '@/lib/auth-headers';

/** A file's upload and reading may take this long before the page gives up on the answer. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** How a file is sent. */
export interface UploadRequest extends UploadQuery {
  /** The part of the file sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function failure(message: string): ApiResult<never> {
  return { ok: false, status: 0, error: { message } };
}

/**
 * POST /api/upload as multipart form data. XMLHttpRequest rather than fetch: only it reports how
 * much of the body has been sent, which the progress bar shows. Never throws: a failure, a timeout
 * or a cancel resolves as a result with status 0, like the API client's calls.
 */
export function uploadFile(
  file: Blob,
  fileName: string,
  request: UploadRequest = {},
): Promise<ApiResult<FileAnalysisResponse>> {
  const { onProgress, signal, ...query } = request;
  const form = new FormData();
  // The fields go before the file: the server reads them as the file streams in.
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  form.append('file', file, fileName);

  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(failure('The upload was cancelled.'));
    const xhr = new XMLHttpRequest();
    xhr.open(uploadFileContract.method, uploadFileContract.path);
    for (const [name, value] of Object.entries(getAuthHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    // The whole file is sent: the server is reading it now. Said here too, since the browser's
    // last progress event may come late or not at all on a throttled or busy link.
    xhr.upload.onload = () => onProgress?.(1);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (result: ApiResult<FileAnalysisResponse>) => {
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        return settle(parseSuccess(uploadFileContract, xhr.status, text));
      }
      const response = new Response(null, { status: xhr.status, statusText: xhr.statusText });
      settle(parseFailure(response, text));
    };
    xhr.onerror = () => settle(failure('The file could not be sent: the connection failed.'));
    xhr.ontimeout = () => settle(failure('The server took too long to answer.'));
    xhr.onabort = () => settle(failure('The upload was cancelled.'));
    xhr.send(form);
  });
}
