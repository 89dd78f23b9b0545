import { describe, expect, it } from 'vitest';
import { MalformedStreamEventError, readSseEvents } from './read-sse-events';

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readSseEvents(body)) events.push(event);
  return events;
}

describe('readSseEvents', () => {
  it('parses data lines split across chunks, skipping comments', async () => {
    const events = await collect(
      bodyOf([
        ': keep-alive\n\n',
        'data: {"type":"delta",',
        '"text":"Hel"}\n\ndata: {"type":"delta","text":"lo"}\r\n\r\n',
      ]),
    );
    expect(events).toEqual([
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
    ]);
  });

  it('rejects an event that is not a chat stream event', async () => {
    await expect(collect(bodyOf(['data: {"type":"nope"}\n\n']))).rejects.toBeInstanceOf(
      MalformedStreamEventError,
    );
  });
});
