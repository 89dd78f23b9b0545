import { chatStreamContract, type ChatResponse, type ChatStreamRequest } from '@polymath/shared';
import { apiClient, type ApiFailure } from '@/lib/api-client';
import { readSseEvents } from './read-sse-events';

/** How a streamed reply ended. */
export type StreamOutcome =
  | { kind: 'done'; response: ChatResponse }
  /** The server answered with an error (an `error` event or an error status). */
  | { kind: 'failed'; message: string }
  /** The server refused the message: an allowance is used up (the guests' free messages). */
  | { kind: 'limited'; code: 'GUEST_LIMIT' | 'LIMIT_REACHED'; message: string }
  /** The server refused the message for now: it came too soon after the others. */
  | { kind: 'paced'; message: string }
  /** The connection broke before the end: the server keeps the reply, so pick it up later. */
  | { kind: 'interrupted'; reason: string }
  /** The caller aborted (the Stop button). */
  | { kind: 'aborted' };

/** What the reply's stream reports while it runs. */
export interface StreamHandlers {
  onStart?: (model: string) => void;
  onDelta: (text: string) => void;
}

function outcomeOfFailure(failure: ApiFailure, signal: AbortSignal): StreamOutcome {
  if (signal.aborted) return { kind: 'aborted' };
  // No answer at all (offline, the server unreachable or silent): the reply may still exist.
  if (failure.status === 0) return { kind: 'interrupted', reason: failure.error.message };
  const { code, message } = failure.error;
  if (code === 'GUEST_LIMIT' || code === 'LIMIT_REACHED') return { kind: 'limited', code, message };
  if (code === 'RATE_LIMITED') return { kind: 'paced', message };
  if (code === undefined) return { kind: 'failed', message };
  return { kind: 'failed', message: `${message} (${code}, status ${failure.status})` };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Asks for a streamed reply (POST /api/chat/stream) and reports its text as it arrives. Never
 * throws: every ending is one of StreamOutcome.
 */
export async function streamChatReply(
  request: ChatStreamRequest,
  handlers: StreamHandlers,
  signal: AbortSignal,
): Promise<StreamOutcome> {
  const opened = await apiClient.stream(chatStreamContract, { body: request }, { signal });
  if (!opened.ok) return outcomeOfFailure(opened, signal);

  try {
    for await (const event of readSseEvents(opened.data)) {
      switch (event.type) {
        case 'start':
          handlers.onStart?.(event.model);
          break;
        case 'delta':
          handlers.onDelta(event.text);
          break;
        case 'done':
          return { kind: 'done', response: event.response };
        case 'error':
          return { kind: 'failed', message: `${event.error} (${event.code})` };
      }
    }
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'interrupted', reason: `The connection was lost: ${describe(error)}` };
  }
  if (signal.aborted) return { kind: 'aborted' };
  return { kind: 'interrupted', reason: 'The reply stream ended early' };
}
