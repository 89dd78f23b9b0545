import type { FileAnalysisResponse } from '@polymath/shared';
import type { ApiResult } from '@/lib/api-result';
import type { ChatFileReader } from '../session/chat-file-reader';

/** A read the fake reader was asked for, to answer when the test says. */
export interface PendingRead {
  kind: 'file' | 'link';
  file?: File;
  request: Record<string, unknown>;
  signal: AbortSignal | undefined;
  onProgress: ((fraction: number) => void) | undefined;
  answer: (result: ApiResult<FileAnalysisResponse>) => void;
}

/** An analysis as the server answers it. */
export function analysisOf(fileName: string, summary = 'The report is about rivers.') {
  return {
    ok: true as const,
    status: 200,
    data: {
      fileName,
      analysis: {
        summary,
        keyPoints: ['Nitrate fell.', 'Phosphate stayed high.'],
        extractedText: `${summary} Nitrate fell. Phosphate stayed high.`,
        analysis: 'PDF document, 2 pages, 12 words.',
      },
    },
  };
}

/**
 * The chat's file reader as the tests drive it: it checks like the files feature (10 MB), records
 * every read and leaves it waiting until the test answers it.
 */
export function createFakeFileReader(
  options: {
    canCaptureScreen?: boolean;
    /** Sharing does not start: the reader says why. */
    captureFailure?: { title: string; description: string };
  } = {},
) {
  const reads: PendingRead[] = [];
  const reader: ChatFileReader = {
    check: (file) => (file.size > 10 * 1024 * 1024 ? `${file.name} is too large.` : null),
    readFile: (file, { onProgress, signal, ...request }) =>
      new Promise((resolve) => {
        reads.push({ kind: 'file', file, request, signal, onProgress, answer: resolve });
      }),
    readLink: (request, signal) =>
      new Promise((resolve) => {
        reads.push({ kind: 'link', request, signal, onProgress: undefined, answer: resolve });
      }),
    canCaptureScreen: () => options.canCaptureScreen ?? false,
    captureScreen: () =>
      Promise.resolve(
        options.captureFailure
          ? { failure: options.captureFailure }
          : { file: new File([new Uint8Array(8)], 'screen.png', { type: 'image/png' }) },
      ),
    acceptedTypes: '.pdf,.png',
    acceptedPdfTypes: '.pdf',
    formatSize: (bytes) => `${bytes} bytes`,
  };
  return { reader, reads };
}
