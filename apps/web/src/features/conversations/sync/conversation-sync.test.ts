import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createConversationStore,
  renameConversation,
  deleteConversation,
  type Conversation,
  type Message,
  type StoredConversations,
} from '@polymath/shared';
import type { ApiResult } from '@/lib/api-client';
import type { ConversationsApi } from '../api/conversations-api';
import {
  startConversationSync,
  type ConversationSync,
  type SyncedStore,
} from './conversation-sync';

const SAVE_DELAY_MS = 1000;
const RETRY_DELAY_MS = 5000;

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, status: 200, data };
}

const OFFLINE = { ok: false, status: 0, error: { message: 'Could not reach the server' } } as const;

/** The server side as the sync sees it: a map of conversations, and a switch to go offline. */
function fakeServer(initial: Conversation[] = []) {
  const conversations = new Map(initial.map((conversation) => [conversation.id, conversation]));
  const server = {
    conversations,
    isOffline: false,
    /** What the server does to a saved conversation (settling a reply, for example). */
    onSave: (conversation: Conversation) => conversation,
    saves: [] as string[],
    deletes: [] as string[],
  };
  const api: ConversationsApi = {
    listAll: () => Promise.resolve(server.isOffline ? OFFLINE : ok([...conversations.values()])),
    save: (conversation) => {
      if (server.isOffline) return Promise.resolve(OFFLINE);
      server.saves.push(conversation.id);
      const stored = server.onSave(structuredClone(conversation));
      conversations.set(stored.id, stored);
      return Promise.resolve(ok({ conversation: stored }));
    },
    remove: (id) => {
      if (server.isOffline) return Promise.resolve(OFFLINE);
      server.deletes.push(id);
      const existed = conversations.delete(id);
      return Promise.resolve(
        existed
          ? ok({ success: true as const })
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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => sync?.stop());

  function start(api: ConversationsApi, store: SyncedStore) {
    sync = startConversationSync({
      api,
      store,
      saveDelayMs: SAVE_DELAY_MS,
      retryDelayMs: RETRY_DELAY_MS,
    });
    return sync;
  }

  it('merges the server’s conversations in and uploads those only this browser has', async () => {
    const { server, api } = fakeServer([conversation('on-server')]);
    const fresh = createConversationStore();
    const store = memoryStore({
      ...fresh,
      conversations: [...fresh.conversations, conversation('only-here')],
    });
    await start(api, store).pull();

    expect(store.value.conversations.map(({ id }) => id)).toEqual([
      fresh.activeConversationId,
      'only-here',
      'on-server',
    ]);
    // The fresh, empty conversation is not worth keeping on the server.
    expect(server.saves).toEqual(['only-here']);
    expect([...server.conversations.keys()].sort()).toEqual(['on-server', 'only-here']);
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

    server.isOffline = false;
    await running.pull();
    running.stop();
    server.saves.length = 0;
    store.set(renameConversation(store.value, 'local', 'After sign-out'));
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(server.saves).toEqual([]);
  });
});
