import {
  ErrorBodySchema,
  chatStreamContract,
  type ChatResponse,
  type ChatStreamRequest,
} from '@polymath/shared';
import { getAuthHeaders } from '@/lib/auth-headers';
import { readSseEvents } from './read-sse-events';

/** How a streamed reply ended. */
export type StreamOutcome =
  | { kind: 'done'; response: ChatResponse }
  /** The server answered with an error (an `error` event or an error status). */
  | { kind: 'failed'; message: string }
  /** The server refused the message: an allowance is used up (the guests' free messages). */
  | { kind: 'limited'; code: 'GUEST_LIMIT' | 'LIMIT_REACHED'; message: string }
  /** The connection broke before the end: the server keeps the reply, so pick it up later. */
  | { kind: 'interrupted'; reason: string }
  /** The caller aborted (the Stop button). */
  | { kind: 'aborted' };

/** What the reply's stream reports while it runs. */
export interface StreamHandlers {
  onStart?: (model: string) => void;
  onDelta: (text: string) => void;
}

async function outcomeOfErrorResponse(response: Response): Promise<StreamOutcome> {
  const text = await response.text().catch(() => '');
  try {
    const body = ErrorBodySchema.safeParse(JSON.parse(text));
    if (body.success) {
      const { code, error } = body.data;
      if (code === 'GUEST_LIMIT' || code === 'LIMIT_REACHED') {
        return { kind: 'limited', code, message: error };
      }
      return { kind: 'failed', message: `${error} (${code}, status ${response.status})` };
    }
  } catch {
    // Not JSON: a proxy's page; the status says enough.
  }
  return { kind: 'failed', message: `Request failed with status ${response.status}` };
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
  let response: Response;
  try {
    response = await fetch(chatStreamContract.path, {
      method: chatStreamContract.method,
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        ...getAuthHeaders(),
      },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'interrupted', reason: `Could not reach the server: ${describe(error)}` };
  }
  if (!response.ok) return outcomeOfErrorResponse(response);
  if (response.body === null) return { kind: 'failed', message: 'The reply stream was empty' };

  try {
    for await (const event of readSseEvents(response.body)) {
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
