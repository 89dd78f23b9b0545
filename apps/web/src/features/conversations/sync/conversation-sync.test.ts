import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONVERSATION_TITLE_MAX_CHARS,
  createConversationStore,
  renameConversation,
  deleteConversation,
  summarizeConversation,
  type Conversation,
  type Message,
  type StorageUsage,
  type StoredConversations,
} from '@polymath/shared';
import type { ApiResult } from '@/lib/api-client';
import type { ConversationsApi } from '../api/conversations-api';
import {
  startConversationSync,
  type ConversationSync,
  type SyncStatus,
  type SyncedStore,
} from './conversation-sync';

const SAVE_DELAY_MS = 1000;
const RETRY_DELAY_MS = 5000;

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, status: 200, data };
}

const OFFLINE = { ok: false, status: 0, error: { message: 'Could not reach the server' } } as const;

const sizeOf = (conversation: Conversation) => JSON.stringify(conversation).length;

/**
 * The server side as the sync sees it: conversations, a storage quota, a switch to go offline, a
 * gate that holds every fetch of a whole conversation until opened, and what was asked of it.
 */
function fakeServer(initial: Conversation[] = [], options: { quotaBytes?: number } = {}) {
  const conversations = new Map(initial.map((conversation) => [conversation.id, conversation]));
  const server = {
    conversations,
    isOffline: false,
    quotaBytes: options.quotaBytes ?? 1_000_000,
    /** What the server does to a saved conversation (settling a reply, for example). */
    onSave: (conversation: Conversation) => conversation,
    saves: [] as string[],
    deletes: [] as string[],
    gets: [] as string[],
    /** The most whole conversations fetched at once. */
    mostGetsAtOnce: 0,
    getsInFlight: 0,
    /** While set, fetches of whole conversations wait for it. */
    gate: undefined as Promise<void> | undefined,
  };
  const usage = (): StorageUsage => ({
    usedBytes: [...conversations.values()].reduce((sum, c) => sum + sizeOf(c), 0),
    quotaBytes: server.quotaBytes,
    conversationCount: conversations.size,
    conversationLimit: 1000,
  });
  const api: ConversationsApi = {
    listSummaries: () =>
      Promise.resolve(
        server.isOffline
          ? OFFLINE
          : ok({
              summaries: [...conversations.values()].map((c) =>
                summarizeConversation(c, sizeOf(c)),
              ),
              usage: usage(),
            }),
      ),
    get: async (id) => {
      if (server.isOffline) return OFFLINE;
      server.gets.push(id);
      server.getsInFlight += 1;
      server.mostGetsAtOnce = Math.max(server.mostGetsAtOnce, server.getsInFlight);
      await server.gate;
      await Promise.resolve();
      server.getsInFlight -= 1;
      const found = conversations.get(id);
      return found
        ? ok({ conversation: structuredClone(found) })
        : {
            ok: false,
            status: 404,
            error: { message: 'No such conversation.', code: 'NOT_FOUND' },
          };
    },
    save: (conversation) => {
      if (server.isOffline) return Promise.resolve(OFFLINE);
      server.saves.push(conversation.id);
      const stored = server.onSave(structuredClone(conversation));
      const before = conversations.get(stored.id);
      const grows = sizeOf(stored) - (before ? sizeOf(before) : 0);
      const used = usage().usedBytes;
      if (grows > 0 && used + grows > server.quotaBytes) {
        return Promise.resolve({
          ok: false,
          status: 413,
          error: {
            message: `Storage full: ${used} of ${server.quotaBytes} bytes used.`,
            code: 'QUOTA_EXCEEDED',
          },
        });
      }
      conversations.set(stored.id, stored);
      return Promise.resolve(ok({ conversation: stored, usage: usage() }));
    },
    remove: (id) => {
      if (server.isOffline) return Promise.resolve(OFFLINE);
      server.deletes.push(id);
      const existed = conversations.delete(id);
      return Promise.resolve(
        existed
          ? ok({ success: true as const, usage: usage() })
          : { ok: false, status: 404, error: { message: 'No such conversation.' } },
      );
    },
  };
  return { server, api };
}

function memoryStore(initial: StoredConversations): SyncedStore & { value: StoredConversations } {
  const listeners = new Set<() => void>();
  const store = {
    value: initial,
    get: () => store.value,
    set: (next: StoredConversations) => {
      store.value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

function message(content: string, overrides: Partial<Message> = {}): Message {
  return {
    id: `m-${content}`,
    role: 'user',
    content,
    timestamp: '2026-11-20T10:00:00.000Z',
    feedback: null,
    ...overrides,
  };
}

function conversation(id: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    title: id,
    messages: [message(`hello from ${id}`)],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function storeOf(...conversations: Conversation[]): StoredConversations {
  return {
    ...createConversationStore(),
    conversations,
    activeConversationId: conversations[0]!.id,
  };
}

describe('startConversationSync', () => {
  let sync: ConversationSync | undefined;
  let status: SyncStatus | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    status = undefined;
  });
  afterEach(() => sync?.stop());

  function start(api: ConversationsApi, store: SyncedStore) {
    sync = startConversationSync({
      api,
      store,
      onStatus: (next) => (status = next),
      saveDelayMs: SAVE_DELAY_MS,
      retryDelayMs: RETRY_DELAY_MS,
    });
    return sync;
  }

  it('lists the server’s conversations as summaries, fetching one only when it is opened', async () => {
    const { server, api } = fakeServer([
      conversation('older', { updatedAt: '2026-11-19T10:00:00.000Z' }),
      conversation('on-server'),
    ]);
    const fresh = createConversationStore();
    const store = memoryStore({
      ...fresh,
      conversations: [...fresh.conversations, conversation('only-here')],
    });
    const running = start(api, store);
    await running.pull();

    expect(store.value.conversations.map(({ id }) => id)).toEqual([
      fresh.activeConversationId,
      'only-here',
    ]);
    expect(status?.serverOnly.map(({ id, title }) => [id, title])).toEqual([
      ['on-server', 'on-server'],
      ['older', 'older'],
    ]);
    expect(server.gets).toEqual([]);
    // The fresh, empty conversation is not worth keeping on the server.
    expect(server.saves).toEqual(['only-here']);
    expect(status?.usage?.conversationCount).toBe(3);

    expect(await running.load('on-server')).toBe(true);
    expect(server.gets).toEqual(['on-server']);
    expect(store.value.conversations.find(({ id }) => id === 'on-server')).toEqual(
      conversation('on-server'),
    );
    expect(status?.serverOnly.map(({ id }) => id)).toEqual(['older']);
    // Already here: opening it again asks nothing of the server.
    expect(await running.load('on-server')).toBe(true);
    expect(server.gets).toEqual(['on-server']);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(server.saves).toEqual(['only-here']);
  });

  it('fetches the newer server copies one at a time, and an opened one ahead of the rest', async () => {
    const newer = { updatedAt: '2026-11-21T10:00:00.000Z' };
    const { server, api } = fakeServer([
      conversation('a', { ...newer, title: 'A elsewhere' }),
      conversation('b', { ...newer, title: 'B elsewhere' }),
      conversation('c', { ...newer, title: 'C elsewhere' }),
      conversation('same'),
      conversation('remote-only'),
    ]);
    const store = memoryStore(
      storeOf(conversation('a'), conversation('b'), conversation('c'), conversation('same')),
    );
    let openGate!: () => void;
    server.gate = new Promise((resolve) => (openGate = resolve));
    const running = start(api, store);
    const pulled = running.pull();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.gets).toEqual(['a']);

    const opened = running.load('remote-only');
    openGate();
    await pulled;
    expect(await opened).toBe(true);
    expect(server.gets).toEqual(['a', 'remote-only', 'b', 'c']);
    expect(server.mostGetsAtOnce).toBe(1);
    expect(store.value.conversations.map(({ title }) => title)).toEqual([
      'A elsewhere',
      'B elsewhere',
      'C elsewhere',
      'same',
      'remote-only',
    ]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(server.saves).toEqual([]);
  });

  it('takes a rename made in another browser, which keeps the update time', async () => {
    const { server, api } = fakeServer([conversation('c')]);
    const store = memoryStore(storeOf(conversation('c')));
    const running = start(api, store);
    await running.pull();

    server.conversations.set('c', conversation('c', { title: 'Renamed elsewhere' }));
    await running.pull();
    expect(store.value.conversations[0]?.title).toBe('Renamed elsewhere');
    expect(server.saves).toEqual([]);
  });

  it('cuts a title too long for the server instead of having it refused, and keeps it here', async () => {
    const longTitle = 'T'.repeat(CONVERSATION_TITLE_MAX_CHARS + 30);
    const { server, api } = fakeServer();
    const store = memoryStore(storeOf(conversation('c', { title: longTitle })));
    const running = start(api, store);
    await running.pull();
    expect(server.conversations.get('c')?.title).toBe('T'.repeat(CONVERSATION_TITLE_MAX_CHARS));
    expect(store.value.conversations[0]?.title).toBe(longTitle);

    await running.pull();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(server.saves).toEqual(['c']);
  });

  it('keeps a conversation the server refuses for lack of space, says so, and saves it once there is room', async () => {
    const big = conversation('big', { messages: [message('x'.repeat(600), { id: 'm-big' })] });
    const old = conversation('old', { messages: [message('y'.repeat(500), { id: 'm-old' })] });
    const { server, api } = fakeServer([old], { quotaBytes: 1000 });
    const store = memoryStore(storeOf(old, big));
    const running = start(api, store);
    await running.pull();

    expect(server.conversations.has('big')).toBe(false);
    expect(store.value.conversations.map(({ id }) => id)).toEqual(['old', 'big']);
    expect(status?.unsyncedIds).toEqual(['big']);
    expect(status?.storageFullMessage).toContain('Storage full');
    // Not tried again by the retry timer: only a change, freed space or a pull try again.
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(server.saves).toEqual(['big']);
    store.set(renameConversation(store.value, 'big', 'Still big'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.saves).toEqual(['big', 'big']);
    expect(status?.unsyncedIds).toEqual(['big']);

    store.set(deleteConversation(store.value, 'old'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.deletes).toEqual(['old']);
    expect(server.conversations.get('big')?.title).toBe('Still big');
    expect(status).toMatchObject({ unsyncedIds: [], storageFullMessage: null });
    expect(status?.usage?.conversationCount).toBe(1);
  });

  it('tries a refused conversation again at the next pull, when space was freed elsewhere', async () => {
    const big = conversation('big', { messages: [message('x'.repeat(600), { id: 'm-big' })] });
    const { server, api } = fakeServer([], { quotaBytes: 500 });
    const store = memoryStore(storeOf(big));
    const running = start(api, store);
    await running.pull();
    expect(status?.unsyncedIds).toEqual(['big']);

    server.quotaBytes = 5000;
    await running.pull();
    expect(server.conversations.has('big')).toBe(true);
    expect(status?.unsyncedIds).toEqual([]);
  });

  it('deletes a conversation only the server has', async () => {
    const { server, api } = fakeServer([conversation('remote')]);
    const store = memoryStore(storeOf(conversation('local')));
    const running = start(api, store);
    await running.pull();
    expect(await running.removeFromServer('remote')).toBe(true);
    expect(server.conversations.has('remote')).toBe(false);
    expect(status?.serverOnly).toEqual([]);
  });

  it('saves a burst of changes once, a moment after the last one', async () => {
    const { server, api } = fakeServer();
    const store = memoryStore(storeOf(conversation('c')));
    await start(api, store).pull();
    server.saves.length = 0;

    for (const title of ['One', 'Two', 'Three']) {
      store.set(renameConversation(store.value, 'c', title));
      await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS / 2);
    }
    expect(server.saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.saves).toEqual(['c']);
    expect(server.conversations.get('c')?.title).toBe('Three');
  });

  it('deletes on the server what was deleted here, and keeps it deleted across a pull', async () => {
    const { server, api } = fakeServer([conversation('a'), conversation('b')]);
    const store = memoryStore(storeOf(conversation('a'), conversation('b')));
    const running = start(api, store);
    await running.pull();

    server.isOffline = true;
    store.set(deleteConversation(store.value, 'b'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    // Still on the server: the pull must not bring it back.
    server.isOffline = false;
    await running.pull();
    expect(store.value.conversations.map(({ id }) => id)).toEqual(['a']);
    expect(server.deletes).toEqual(['b']);
    expect(server.conversations.has('b')).toBe(false);
  });

  it('removes here what another browser deleted', async () => {
    const { server, api } = fakeServer([conversation('a'), conversation('b')]);
    const store = memoryStore(storeOf(conversation('a'), conversation('b')));
    const running = start(api, store);
    await running.pull();

    server.conversations.delete('b');
    await running.pull();
    expect(store.value.conversations.map(({ id }) => id)).toEqual(['a']);
  });

  it('tries a failed save again later', async () => {
    const { server, api } = fakeServer();
    const store = memoryStore(storeOf(conversation('c')));
    await start(api, store).pull();
    server.isOffline = true;
    store.set(renameConversation(store.value, 'c', 'Offline rename'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(server.conversations.get('c')?.title).toBe('c');

    server.isOffline = false;
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(server.conversations.get('c')?.title).toBe('Offline rename');
  });

  it('takes in a reply the server finished while the conversation was being saved', async () => {
    const { server, api } = fakeServer();
    const waiting = message('', {
      id: 'reply',
      role: 'assistant',
      status: 'streaming',
      requestId: 'r1',
    });
    const store = memoryStore(
      storeOf(conversation('c', { messages: [message('What is 2+2?'), waiting] })),
    );
    server.onSave = (saved) => ({
      ...saved,
      messages: saved.messages.map((m) =>
        m.requestId === 'r1' ? { ...m, content: '2 + 2 = 4', status: 'complete' as const } : m,
      ),
    });
    await start(api, store).pull();

    expect(store.value.conversations[0]?.messages[1]).toMatchObject({
      id: 'reply',
      content: '2 + 2 = 4',
      status: 'complete',
    });
  });

  it('keeps the browser’s copy when the server cannot be reached, and stops saving once stopped', async () => {
    const { server, api } = fakeServer([conversation('remote')]);
    server.isOffline = true;
    const store = memoryStore(storeOf(conversation('local')));
    const running = start(api, store);
    await running.pull();
    expect(store.value.conversations.map(({ id }) => id)).toEqual(['local']);
    expect(await running.load('remote')).toBe(false);

    server.isOffline = false;
    await running.pull();
    expect(status?.serverOnly.map(({ id }) => id)).toEqual(['remote']);
    running.stop();
    server.saves.length = 0;
    store.set(renameConversation(store.value, 'local', 'After sign-out'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(server.saves).toEqual([]);
  });
});
