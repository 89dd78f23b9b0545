import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { guestCaller } from '../../../test/callers';
import {
  fixedKnowledge,
  type ModelScript,
  scriptedModel,
  streamRequest,
} from '../../../test/chat-doubles';
import { createChatService } from './chat.service';
import { formatEvent, openReplyStream } from './event-stream';

const ALICE = guestCaller();

async function readAll(stream: PassThrough): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

function service(script: ModelScript) {
  return createChatService(
    {
      model: scriptedModel(script),
      engineName: 'Test engine',
      engineKind: 'openai-compatible',
      knowledge: fixedKnowledge([]),
      aiTimeoutMs: 500,
      knowledgeTimeoutMs: 100,
      logger: { warn: () => undefined },
    },
    { replyTtlMs: 1000 },
  );
}

const request = () => streamRequest('Hi');

describe('openReplyStream', () => {
  it('writes start, the deltas and done as server-sent events', async () => {
    const chat = service({ chunks: ['Hello ', 'there.'], delayMs: 5 });
    const reply = await chat.startStream(request(), ALICE);
    const body = await readAll(openReplyStream(chat, reply));
    const start = formatEvent({ type: 'start', requestId: reply.requestId, model: 'Test engine' });
    expect(body.startsWith(start)).toBe(true);
    expect(body).toContain(formatEvent({ type: 'delta', text: 'Hello ' }));
    expect(body).toMatch(/data: \{"type":"done".*"message":"Hello there\."/);
  });

  it('replays a finished reply at once for a late reader', async () => {
    const chat = service({ chunks: ['Hello ', 'there.'], delayMs: 5 });
    const reply = await chat.startStream(request(), ALICE);
    await readAll(openReplyStream(chat, reply));
    const late = await readAll(openReplyStream(chat, reply));
    expect(late).toContain(formatEvent({ type: 'delta', text: 'Hello there.' }));
    expect(late).toContain('"type":"done"');
  });

  it('sends heartbeat comments while the reply is quiet', async () => {
    const chat = service({ chunks: ['Slow.'], delayMs: 60 });
    const reply = await chat.startStream(request(), ALICE);
    const body = await readAll(openReplyStream(chat, reply, 10));
    expect(body).toContain(': heartbeat\n\n');
    expect(body).toContain('"message":"Slow."');
  });

  it('keeps the reply going when the reader goes away', async () => {
    const chat = service({ chunks: ['One ', 'two.'], delayMs: 20 });
    const reply = await chat.startStream(request(), ALICE);
    openReplyStream(chat, reply).destroy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await chat.readReply(reply.requestId, ALICE)).toMatchObject({
      status: 'complete',
      response: { message: 'One two.' },
    });
  });
});
