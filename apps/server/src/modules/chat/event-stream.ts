import { PassThrough } from 'node:stream';
import type { ChatStreamEvent } from '@polymath/shared';
import type { ChatService } from './chat.service';
import type { Reply } from './reply-registry';

/** A comment line this often keeps proxies and idle-socket timeouts from closing a quiet stream. */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** One server-sent event as written on the wire. */
export function formatEvent(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * The server-sent events of one reply for one connection: `start`, the text written so far as one
 * delta (for a browser attaching late), every later delta, then `done` or `error`. Closing the
 * stream (the browser went away) only unsubscribes: the reply itself goes on.
 */
export function openReplyStream(
  chat: ChatService,
  reply: Reply,
  heartbeatMs: number = HEARTBEAT_INTERVAL_MS,
): PassThrough {
  const stream = new PassThrough();
  const write = (event: ChatStreamEvent) => {
    if (!stream.writableEnded) stream.write(formatEvent(event));
  };
  write({ type: 'start', requestId: reply.requestId, model: reply.model });
  if (reply.partial) write({ type: 'delta', text: reply.partial });

  const heartbeat = setInterval(() => {
    if (!stream.writableEnded) stream.write(': heartbeat\n\n');
  }, heartbeatMs);
  let unsubscribe = () => undefined as unknown;
  const finish = () => {
    clearInterval(heartbeat);
    unsubscribe();
  };
  stream.once('close', finish);

  const outcome = reply.outcome;
  if (outcome) {
    write(
      'response' in outcome
        ? { type: 'done', requestId: reply.requestId, response: outcome.response }
        : { type: 'error', requestId: reply.requestId, error: outcome.error, code: outcome.code },
    );
    stream.end();
    finish();
    return stream;
  }
  unsubscribe = chat.subscribe(reply, (event) => {
    write(event);
    if (event.type === 'done' || event.type === 'error') {
      stream.end();
      finish();
    }
  });
  return stream;
}
