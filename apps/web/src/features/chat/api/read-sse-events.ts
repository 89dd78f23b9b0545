import { ChatStreamEventSchema, type ChatStreamEvent } from '@polymath/shared';

/** Raised when an event of the stream does not match ChatStreamEventSchema. */
export class MalformedStreamEventError extends Error {
  constructor(data: string, options?: { cause?: unknown }) {
    super(`Unexpected event in the reply stream: ${data.slice(0, 120)}`, options);
    this.name = 'MalformedStreamEventError';
  }
}

function parseEvent(block: string): ChatStreamEvent | null {
  // An event's data may span several `data:` lines; comments (":") and other fields are ignored.
  const data = block
    .split(/\r?\n/)
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice('data:'.length).replace(/^ /, ''))
    .join('\n');
  if (data === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    throw new MalformedStreamEventError(data, { cause: error });
  }
  const parsed = ChatStreamEventSchema.safeParse(json);
  if (!parsed.success) throw new MalformedStreamEventError(data, { cause: parsed.error });
  return parsed.data;
}

/** The chat events of a server-sent-events body, in order, as they arrive. */
export async function* readSseEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ChatStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      // The last piece is an event still arriving, unless the stream has ended.
      buffer = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const event = parseEvent(block);
        if (event !== null) yield event;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
