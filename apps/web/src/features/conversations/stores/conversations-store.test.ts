import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONVERSATION_STORE, STORAGE_KEYS, StoredConversationsSchema } from '@polymath/shared';
import { CONVERSATIONS_WRITE_INTERVAL_MS } from './conversations-storage';
import { resetConversationsStore, useConversationsStore } from './conversations-store';

function readPersisted() {
  const raw = window.localStorage.getItem(STORAGE_KEYS.conversations);
  return raw === null ? null : StoredConversationsSchema.parse(JSON.parse(raw));
}

describe('useConversationsStore', () => {
  beforeEach(() => resetConversationsStore());

  it('saves the version-2 document under the conversations key on each change', () => {
    const { store, rename } = useConversationsStore.getState();
    rename(store.activeConversationId, 'Trip planning');
    const persisted = readPersisted();
    expect(persisted?.version).toBe(CONVERSATION_STORE.version);
    expect(persisted?.conversations.map(({ title }) => title)).toEqual(['Trip planning']);
  });

  it('migrates the first chat screen’s version-0 messages into Migrated Chat', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.conversations,
      JSON.stringify({
        state: {
          messages: [
            {
              id: 'm1',
              role: 'user',
              content: 'What is a black hole?',
              timestamp: '2026-11-01T10:00:00.000Z',
            },
          ],
        },
        version: 0,
      }),
    );
    await useConversationsStore.persist.rehydrate();
    const { conversations } = useConversationsStore.getState().store;
    expect(conversations).toHaveLength(1);
    expect(conversations[0]?.title).toBe(CONVERSATION_STORE.migratedTitle);
    expect(conversations[0]?.messages.map(({ content }) => content)).toEqual([
      'What is a black hole?',
    ]);
    expect(readPersisted()?.conversations[0]?.title).toBe(CONVERSATION_STORE.migratedTitle);
  });

  it('reads a valid stored history without writing it back', async () => {
    const { store, rename } = useConversationsStore.getState();
    rename(store.activeConversationId, 'Kept as stored');
    // Spaced out, so a rewrite (compact JSON) would show.
    const stored = JSON.stringify(readPersisted(), null, 2);
    window.localStorage.setItem(STORAGE_KEYS.conversations, stored);
    await useConversationsStore.persist.rehydrate();
    expect(useConversationsStore.getState().store.conversations[0]?.title).toBe('Kept as stored');
    expect(window.localStorage.getItem(STORAGE_KEYS.conversations)).toBe(stored);
  });

  it('starts fresh from corrupt storage', async () => {
    window.localStorage.setItem(STORAGE_KEYS.conversations, '{not json');
    await useConversationsStore.persist.rehydrate();
    const { store } = useConversationsStore.getState();
    expect(store.conversations).toHaveLength(1);
    expect(store.conversations[0]?.messages).toEqual([]);
  });

  it('adds, updates and replaces messages of a conversation', () => {
    const state = useConversationsStore.getState();
    const conversationId = state.store.activeConversationId;
    const messageId = state.addMessage(conversationId, { role: 'user', content: 'Hello there' });
    useConversationsStore.getState().updateMessage(conversationId, messageId, {
      content: 'Hello again',
    });
    let conversation = useConversationsStore.getState().store.conversations[0];
    expect(conversation?.messages.map(({ id, content }) => [id, content])).toEqual([
      [messageId, 'Hello again'],
    ]);
    expect(conversation?.title).toBe('Hello there');

    useConversationsStore.getState().replaceMessages(conversationId, []);
    conversation = useConversationsStore.getState().store.conversations[0];
    expect(conversation?.messages).toEqual([]);
    expect(conversation?.messageCount).toBe(0);
  });

  it('saves a burst of changes (a streamed reply) once at the start and once at the end', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const conversationId = useConversationsStore.getState().store.activeConversationId;
    const { addMessage, updateMessage } = useConversationsStore.getState();
    const replyId = addMessage(conversationId, { role: 'assistant', content: '' });
    for (const text of ['Tides', 'Tides follow', 'Tides follow the Moon.']) {
      updateMessage(conversationId, replyId, { content: text });
    }
    expect(setItem).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(CONVERSATIONS_WRITE_INTERVAL_MS);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(readPersisted()?.conversations[0]?.messages[0]?.content).toBe('Tides follow the Moon.');
  });

  it('saves what is pending when the page is left', () => {
    const conversationId = useConversationsStore.getState().store.activeConversationId;
    const { rename } = useConversationsStore.getState();
    rename(conversationId, 'First');
    rename(conversationId, 'Second');
    expect(readPersisted()?.conversations[0]?.title).toBe('First');

    window.dispatchEvent(new Event('pagehide'));
    expect(readPersisted()?.conversations[0]?.title).toBe('Second');
  });
});
