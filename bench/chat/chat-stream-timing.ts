import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ANONYMOUS_ID_HEADER, ChatResponseSchema, ChatStreamEventSchema } from '@polymath/shared';
import { readSseData } from '../lib/sse-reader';

/** How long a streamed answer was in the making, in ms from the moment the request was sent. */
export interface StreamTiming {
  /** Until the first piece of answer text. */
  firstTokenMs: number;
  /** Until the whole answer was received. */
  totalMs: number;
}

/** What went wrong with one request, kept so a run full of fast errors cannot pass for fast answers. */
export class ChatRequestError extends Error {}

function jsonHeaders(anonymousId: string): Record<string, string> {
  return { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: anonymousId };
}

/**
 * Asks POST /api/chat/stream as the web app does (a fresh request id, the guest's anonymous id) and
 * times the first `delta` event and the `done` event. The clock is read as each event arrives,
 * before it is parsed, so the client's own work is not counted.
 */
export async function timeStreamedAnswer(
  baseUrl: string,
  message: string,
  anonymousId: string,
): Promise<StreamTiming> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/chat/stream`, {
    method: 'POST',
    headers: jsonHeaders(anonymousId),
    body: JSON.stringify({ message, requestId: randomUUID() }),
  });
  if (!response.ok) {
    throw new ChatRequestError(`POST /api/chat/stream answered ${response.status}.`);
  }
  let firstTokenAt: number | undefined;
  let doneAt: number | undefined;
  let failure: string | undefined;
  await readSseData(response, (data) => {
    const receivedAt = performance.now();
    const event = ChatStreamEventSchema.parse(JSON.parse(data));
    if (event.type === 'delta' && firstTokenAt === undefined) firstTokenAt = receivedAt;
    if (event.type === 'done') doneAt = receivedAt;
    if (event.type === 'error') failure = `${event.code}: ${event.error}`;
  });
  if (failure !== undefined) throw new ChatRequestError(`The stream ended with ${failure}.`);
  if (firstTokenAt === undefined || doneAt === undefined) {
    throw new ChatRequestError('The stream ended without text or without its done event.');
  }
  return { firstTokenMs: firstTokenAt - startedAt, totalMs: doneAt - startedAt };
}

/** Asks POST /api/chat and times the whole JSON answer, body included, in ms. */
export async function timeJsonAnswer(
  baseUrl: string,
  message: string,
  anonymousId: string,
): Promise<{ totalMs: number }> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: jsonHeaders(anonymousId),
    body: JSON.stringify({ message }),
  });
  const body = await response.text();
  const totalMs = performance.now() - startedAt;
  if (!response.ok) {
    throw new ChatRequestError(`POST /api/chat answered ${response.status}: ${body.slice(0, 200)}`);
  }
  // A 200 that is not a chat answer would be a fast nothing, not a fast answer.
  if (!ChatResponseSchema.safeParse(JSON.parse(body)).success) {
    throw new ChatRequestError(
      'POST /api/chat answered 200 with a body that is not a chat answer.',
    );
  }
  return { totalMs };
}
