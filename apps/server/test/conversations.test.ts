import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_ID_HEADER,
  type Conversation,
  type ConversationPage,
  type Message,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { parseEvents } from './chat-sse';

const QUESTION = 'What is 15% of 240?';

function message(overrides: Partial<Message> & Pick<Message, 'role' | 'content'>): Message {
  return {
    id: randomUUID(),
    timestamp: '2026-11-20T10:00:00.000Z',
    feedback: null,
    ...overrides,
  };
}

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: randomUUID(),
    title: 'Percentages',
    messages: [message({ role: 'user', content: QUESTION })],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A conversation whose last message is a reply still streaming under `requestId`. */
function waitingFor(requestId: string, overrides: Partial<Conversation> = {}): Conversation {
  return conversation({
    messages: [
      message({ role: 'user', content: QUESTION }),
      message({ role: 'assistant', content: '', status: 'streaming', requestId }),
    ],
    ...overrides,
  });
}

describe.each(databases)('conversations on the server ($kind)', (factory) => {
  let t: TestApp;
  let ada: Record<string, string>;
  let bob: Record<string, string>;

  const save = (headers: Record<string, string>, body: Conversation, id = body.id) =>
    t.app.inject({ method: 'PUT', url: `/api/conversations/${id}`, headers, payload: body });
  const list = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/conversations${query}`, headers });
  const remove = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/conversations/${id}`, headers });
  const listAll = async (headers: Record<string, string>) =>
    (await list(headers, '?limit=50')).json<ConversationPage>().conversations;
  const getOne = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers });
  const stored = async (headers: Record<string, string>, id: string) =>
    (await getOne(headers, id)).json<{ conversation?: Conversation }>().conversation;
  const stream = (headers: Record<string, string>, requestId: string, conversationId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers,
      payload: { message: QUESTION, requestId, conversationId },
    });

  beforeAll(async () => {
    // A reply leaves the registry quickly here, so the kept copy is what answers later.
    t = await buildTestApp({ database: factory, env: { CHAT_REPLY_TTL_MS: '200' } });
    ada = bearer(
      (await signUp(t.app, { name: 'Ada', email: 'ada@example.org', password: 'engine42' })).token,
    );
    bob = bearer(
      (await signUp(t.app, { name: 'Bob', email: 'bob@example.org', password: 'engine43' })).token,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for signed-in users only', async () => {
    const guest = { [ANONYMOUS_ID_HEADER]: randomUUID() };
    const saved = conversation();
    for (const response of [
      await list(guest),
      await getOne(guest, saved.id),
      await save(guest, saved),
      await remove(guest, saved.id),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('saves, replaces, reads, lists and deletes a conversation', async () => {
    const saved = conversation({ createdAt: '2026-11-20T09:00:00.000Z' });
    expect((await save(ada, saved)).json()).toMatchObject({ conversation: saved });
    const renamed = { ...saved, title: 'Renamed', updatedAt: '2026-11-20T11:00:00.000Z' };
    expect((await save(ada, renamed)).statusCode).toBe(200);
    expect((await getOne(ada, saved.id)).json()).toEqual({ conversation: renamed });
    expect(await listAll(ada)).toContainEqual({
      id: saved.id,
      title: 'Renamed',
      createdAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-20T11:00:00.000Z',
      messageCount: 1,
      preview: QUESTION,
      sizeBytes: Buffer.byteLength(JSON.stringify(renamed)),
    });

    expect((await remove(ada, saved.id)).json()).toMatchObject({ success: true });
    expect((await listAll(ada)).map(({ id }) => id)).not.toContain(saved.id);
    expect((await remove(ada, saved.id)).statusCode).toBe(404);
    const gone = await getOne(ada, saved.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses a body whose id is not the path id, and a malformed conversation', async () => {
    const response = await save(ada, conversation(), 'another-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/conversations/x',
      headers: ada,
      payload: { id: 'x', title: 'No messages' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a NUL character in an id, a title or a message with 400, not a database error', async () => {
    const withNul = [
      conversation({ id: 'conv\u0000x' }),
      conversation({ id: 'conv-nul', title: 'Tides\u0000' }),
      conversation({
        id: 'conv-nul',
        messages: [message({ role: 'user', content: 'Hi\u0000there' })],
      }),
    ];
    for (const body of withNul) {
      const response = await save(ada, body, encodeURIComponent(body.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await listAll(ada)).not.toContainEqual(expect.objectContaining({ id: 'conv-nul' }));
  });

  it('refuses a title longer than a title can be', async () => {
    const response = await save(ada, conversation({ id: 'conv-long', title: 'T'.repeat(201) }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(
      (await save(ada, conversation({ id: 'conv-long', title: 'T'.repeat(200) }))).statusCode,
    ).toBe(200);
  });

  it('takes ids up to the 200 characters an id may have, in the path too, and no longer', async () => {
    const longest = conversation({ id: `conv-${'é'.repeat(195)}` });
    expect((await save(ada, longest, encodeURIComponent(longest.id))).statusCode).toBe(200);
    expect((await getOne(ada, longest.id)).statusCode).toBe(200);
    const tooLong = conversation({ id: 'x'.repeat(201) });
    const refused = await save(ada, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it("keeps each user's conversations apart, even under the same id", async () => {
    const adas = conversation({ title: 'Ada’s notes' });
    await save(ada, adas);
    expect((await listAll(bob)).map(({ id }) => id)).not.toContain(adas.id);
    // Another user's conversation answers as a missing one would: its existence is not revealed.
    const bobReads = await getOne(bob, adas.id);
    expect(bobReads.statusCode).toBe(404);
    expect(bobReads.json()).toEqual((await getOne(bob, randomUUID())).json());
    expect((await remove(bob, adas.id)).statusCode).toBe(404);

    await save(bob, { ...adas, title: 'Bob’s notes' });
    expect((await listAll(ada)).find(({ id }) => id === adas.id)?.title).toBe('Ada’s notes');
    expect((await listAll(bob)).find(({ id }) => id === adas.id)?.title).toBe('Bob’s notes');
  });

  it('pages through the conversations, most recently updated first', async () => {
    const carol = bearer(
      (await signUp(t.app, { name: 'Carol', email: 'carol@example.org', password: 'engine44' }))
        .token,
    );
    const days = ['01', '05', '03', '04', '02'];
    for (const day of days) {
      await save(carol, conversation({ title: day, updatedAt: `2026-11-${day}T09:00:00.000Z` }));
    }
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = (await list(carol, query)).json<ConversationPage>();
      titles.push(...page.conversations.map(({ title }) => title));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(titles).toEqual(['05', '04', '03', '02', '01']);
    expect(pages).toBe(3);

    expect((await list(carol, '?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await list(carol, '?limit=0')).statusCode).toBe(400);
    expect((await list(carol, '?limit=51')).statusCode).toBe(400);
  });

  it('puts a reply that finished after the upload into the stored conversation', async () => {
    const requestId = randomUUID();
    const waiting = waitingFor(requestId);
    await save(ada, waiting);

    const events = parseEvents((await stream(ada, requestId, waiting.id)).body);
    expect(events.at(-1)).toMatchObject({ type: 'done' });

    await vi.waitFor(async () => {
      const kept = await stored(ada, waiting.id);
      expect(kept?.messages[1]).toMatchObject({ status: 'complete', requestId });
      expect(kept?.messages[1]?.content).toContain('36');
      // Newer than the browser's copy, so the browser takes the server's when it syncs.
      expect(Date.parse(kept!.updatedAt)).toBeGreaterThan(Date.parse(waiting.updatedAt));
      const summary = (await listAll(ada)).find(({ id }) => id === waiting.id);
      expect(summary).toMatchObject({
        updatedAt: new Date(kept!.updatedAt).toISOString(),
        messageCount: 2,
        sizeBytes: Buffer.byteLength(JSON.stringify(kept)),
      });
    });
  });

  it('settles a reply that finished before its conversation was uploaded', async () => {
    const requestId = randomUUID();
    const waiting = waitingFor(requestId);
    parseEvents((await stream(ada, requestId, waiting.id)).body);

    await vi.waitFor(async () => {
      const saved = (await save(ada, waiting)).json<{ conversation: Conversation }>();
      expect(saved.conversation.messages[1]).toMatchObject({ status: 'complete', requestId });
    });
  });

  it('finds a signed-in user’s reply after the registry let it go, and only for that user', async () => {
    const requestId = randomUUID();
    parseEvents((await stream(ada, requestId, randomUUID())).body);
    await new Promise((resolve) => setTimeout(resolve, 400));

    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/chat/replies/${requestId}`, headers });
    await vi.waitFor(async () => {
      const kept = await read(ada);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ status: 'complete', requestId });
    });
    expect((await read(bob)).statusCode).toBe(404);
    expect((await read({ [ANONYMOUS_ID_HEADER]: randomUUID() })).statusCode).toBe(404);
  });

  it('never rewrites a reply that has already ended', async () => {
    const requestId = randomUUID();
    const finished = conversation({
      messages: [
        message({ role: 'user', content: QUESTION }),
        message({ role: 'assistant', content: 'Edited by me.', status: 'complete', requestId }),
      ],
    });
    await save(ada, finished);
    parseEvents((await stream(ada, requestId, finished.id)).body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stored(ada, finished.id))?.messages[1]?.content).toBe('Edited by me.');
  });
});
