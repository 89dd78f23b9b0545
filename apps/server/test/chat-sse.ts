import type { ReadableStreamReadResult } from 'node:stream/web';
import { type ChatStreamEvent, ChatStreamEventSchema } from '@polymath/shared';

/** The events of a complete server-sent events body (heartbeat comments skipped). */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => ChatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length))));
}

/**
 * Reads a live server-sent events response event by event, so a test can act in the middle of a
 * stream (disconnect, press Stop).
 */
export function eventReader(response: Response): { next(): Promise<ChatStreamEvent | undefined> } {
  if (!response.body) throw new Error('the response has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: ')) {
            return ChatStreamEventSchema.parse(JSON.parse(block.slice('data: '.length)));
          }
          continue;
        }
        const { value, done } = (await reader.read()) as ReadableStreamReadResult<Uint8Array>;
        if (done) return undefined;
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}
