import { create } from 'zustand';
import {
  FILE_ANALYSIS_FAILURE_MESSAGE,
  type FileAnalysisResponse,
  SHARED_DOCUMENT_ERROR_MESSAGE,
  type UsageFeature,
} from '@polymath/shared';
import type { ApiResult } from '@/lib/api-result';
import { createId } from '@/lib/create-id';
import { reportLimitReached } from '@/lib/limit-events';
import { isReplyInProgress, type ChatMessage } from '../logic/chat-message';
import { useChatStore } from '../stores/chat-store';
import type { ChatFileReader } from './chat-file-reader';
import type { ChatMessageSource } from './chat-message-source';
import { limitedReply } from './reply-outcomes';

/** How much of each file on its way has been sent (0 to 1), by its reply's id. */
export const useUploadProgress = create<Record<string, number | undefined>>(() => ({}));

// The replies this page is waiting for in one piece (a file read, a code answer), by reply id: a
// reply left 'streaming' without one was cut off by a reload, and a Stop or a clear cancels them.
const liveReads = new Map<string, AbortController>();

/** Whether this page is still waiting for the one-piece reply `id` (a file read, a code answer). */
export function isFileReadLive(id: string): boolean {
  return liveReads.has(id);
}

/** Registers the one-piece reply `id` as live, cancelled by `controller`; returns its release. */
export function holdLiveRead(id: string, controller: AbortController): () => void {
  liveReads.set(id, controller);
  return () => {
    if (liveReads.get(id) === controller) liveReads.delete(id);
  };
}

/** Cancels the read of the reply `id`, if one is running. */
export function abortFileRead(id: string): void {
  liveReads.get(id)?.abort();
}

export function abortAllFileReads(): void {
  for (const controller of liveReads.values()) controller.abort();
}

/**
 * What a read file becomes in the conversation: the analysis, with the file as its source. A file
 * the user sent is their own: shown as such, never as a 100%-reliable source.
 */
function fileAnswer(
  response: FileAnalysisResponse,
  source: string,
  isOwn: boolean,
): Partial<ChatMessage> {
  const { analysis } = response;
  const excerpt = analysis.summary || analysis.extractedText || analysis.analysis;
  return {
    status: 'complete',
    content: analysis.analysis,
    fileAnalysis: analysis,
    sources: [{ source, reliability: 1, content: excerpt, ...(isOwn ? { isOwn: true } : {}) }],
    errorDetails: undefined,
  };
}

/** The reply of a read the server refused or could not do. */
function failedAnswer(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  failure: string,
  feature: UsageFeature | undefined,
) {
  const { code, message } = result.error;
  if (code === 'LIMIT_REACHED' || code === 'GUEST_LIMIT') {
    reportLimitReached({ code, message, ...(feature ? { feature } : {}) });
    return limitedReply(message);
  }
  // Too many at once, or the server busy: its own words say when to try again.
  if (code === 'RATE_LIMITED' || code === 'UNAVAILABLE') return limitedReply(message);
  // The server may already say it in the spec's words (a private shared document): said once.
  return {
    content: failure,
    status: 'error' as const,
    errorDetails: message === failure ? undefined : message,
  };
}

interface FileQuestion {
  /** The user's words sent with the file: the question the analysis answers. */
  text: string;
  /** What the user message shows: the file's name, or the link. */
  label: string;
  failure: string;
  read: (
    signal: AbortSignal,
    onProgress: (fraction: number) => void,
  ) => Promise<ApiResult<FileAnalysisResponse>>;
  /** How the answer names its source, from the server's file name. */
  sourceOf: (response: FileAnalysisResponse) => string;
  /** The source is the user's own (a file they sent), not a document someone published. */
  isOwnSource: boolean;
  /** Whether the upload's progress is shown (a link has none). */
  hasProgress: boolean;
  /** The counted feature the read uses (a screen analysis). */
  feature?: UsageFeature;
}

function askWithFile(source: ChatMessageSource, question: FileQuestion): boolean {
  if (source.getMessages().some(isReplyInProgress)) return false;
  const timestamp = new Date().toISOString();
  const userMessage: ChatMessage = {
    id: createId(),
    role: 'user',
    content: question.text.trim(),
    timestamp,
    fileName: question.label,
  };
  const reply: ChatMessage = {
    id: createId(),
    role: 'assistant',
    content: '',
    timestamp,
    status: 'streaming',
    loadingCategory: 'analyzing file',
  };
  source.setMessages((current) => [...current, userMessage, reply]);
  useChatStore.setState({ draft: '', replyTo: null, attachment: null });

  const controller = new AbortController();
  const release = holdLiveRead(reply.id, controller);
  if (question.hasProgress) useUploadProgress.setState({ [reply.id]: 0 });
  const onProgress = (fraction: number) => useUploadProgress.setState({ [reply.id]: fraction });
  void question
    .read(controller.signal, onProgress)
    .then((result) => {
      // Stopped or cleared meanwhile: whoever did it has settled the message.
      if (controller.signal.aborted) return;
      source.patchMessage(reply.id, () =>
        result.ok
          ? fileAnswer(result.data, question.sourceOf(result.data), question.isOwnSource)
          : failedAnswer(result, question.failure, question.feature),
      );
    })
    .finally(() => {
      release();
      useUploadProgress.setState({ [reply.id]: undefined });
    });
  return true;
}

/**
 * Sends `file` with `text` as its question: the user's message shows the file's name, the reply
 * its progress, then its analysis. False while a reply is on its way.
 */
export function askAboutFile(
  source: ChatMessageSource,
  reader: ChatFileReader,
  { file, text, purpose }: { file: File; text: string; purpose?: 'file' | 'screen' },
): boolean {
  return askWithFile(source, {
    text,
    label: file.name || 'screen.png',
    failure: FILE_ANALYSIS_FAILURE_MESSAGE,
    hasProgress: true,
    ...(purpose === 'screen' ? { feature: 'screenAnalysis' as const } : {}),
    read: (signal, onProgress) =>
      reader.readFile(file, {
        ...(text.trim() ? { query: text.trim() } : {}),
        ...(source.conversationId ? { conversationId: source.conversationId } : {}),
        ...(purpose ? { purpose } : {}),
        onProgress,
        signal,
      }),
    sourceOf: (response) => `${response.fileName ?? file.name} (a file you sent)`,
    isOwnSource: true,
  });
}

/** Sends a shared document's link with `text` as its question, answered like a file. */
export function askAboutLink(
  source: ChatMessageSource,
  reader: ChatFileReader,
  { url, text }: { url: string; text: string },
): boolean {
  return askWithFile(source, {
    text,
    label: url,
    failure: SHARED_DOCUMENT_ERROR_MESSAGE,
    hasProgress: false,
    read: (signal) =>
      reader.readLink(
        {
          documentUrl: url,
          ...(text.trim() ? { query: text.trim() } : {}),
          ...(source.conversationId ? { conversationId: source.conversationId } : {}),
        },
        signal,
      ),
    sourceOf: (response) => `${response.fileName || 'Shared document'} (${url})`,
    isOwnSource: false,
  });
}
