import { createContext, useContext } from 'react';
import type { AnalyzeDocumentRequest, FileAnalysisResponse, UploadQuery } from '@polymath/shared';
import type { ApiResult } from '@/lib/api-result';

/**
 * How the chat reads files and shared links: given by the app (the files feature's), since the
 * chat imports no other feature. Without one, the file tools say 'Coming soon'.
 */
export interface ChatFileReader {
  /** What is wrong with a file before it is sent, or null. */
  check: (file: File) => string | null;
  /** Sends the file; `onProgress` hears how much of it has gone (0 to 1). */
  readFile: (
    file: File,
    request: UploadQuery & { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ) => Promise<ApiResult<FileAnalysisResponse>>;
  readLink: (
    request: AnalyzeDocumentRequest,
    signal?: AbortSignal,
  ) => Promise<ApiResult<FileAnalysisResponse>>;
  /** Whether this browser can share a screen for its analysis. */
  canCaptureScreen: () => boolean;
  /**
   * One frame of a screen the user picks, or why there is none (declined, blocked, unsupported),
   * in words to show them.
   */
  captureScreen: () => Promise<
    { file: File } | { failure: { title: string; description: string } }
  >;
  /** The file pickers' filters. */
  acceptedTypes: string;
  acceptedPdfTypes: string;
  formatSize: (bytes: number) => string;
}

export const ChatFileReaderContext = createContext<ChatFileReader | null>(null);

/** The file reader ChatView was given, or null when this app reads no files. */
export function useChatFileReader(): ChatFileReader | null {
  return useContext(ChatFileReaderContext);
}
