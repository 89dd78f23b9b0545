import { describe, expect, it } from 'vitest';
import { addMessage, createConversationStore, getActiveConversation } from './conversation-ops';
import { loadStore, readStore, serializeStore } from './persisted-store';
import { StoredConversationsSchema } from './stored-conversations.schemas';
import { fixedOptions } from './store-fixtures.test-helpers';

/** What the first chat screen persisted through zustand (apps/web chat-store, version 0). */
function legacyDocument(messages: unknown[]): string {
  return JSON.stringify({ state: { messages }, version: 0 });
}

const userMessage = {
  id: 'u1',
  role: 'user',
  content: 'I prefer Go. Explain recursion',
  timestamp: '2025-01-30T08:00:00.000Z',
};
const notice = {
  id: 'n1',
  role: 'assistant',
  content: 'The AI engine is coming soon…',
  timestamp: '2025-01-30T08:00:00.000Z',
  isNotice: true,
};
const secondMessage = {
  id: 'u2',
  role: 'user',
  content: 'And databases?',
  timestamp: '2025-01-30T09:00:00.000Z',
};

describe('readStore', () => {
  it('says a valid document was read as stored, and anything made or mended was not', () => {
    const stored = serializeStore(createConversationStore(fixedOptions()));
    expect(readStore(stored).isAsStored).toBe(true);
    expect(readStore(null).isAsStored).toBe(false);
    expect(readStore('{not json').isAsStored).toBe(false);
    expect(readStore(legacyDocument([userMessage])).isAsStored).toBe(false);
  });
});

describe('loadStore', () => {
  it('gives a fresh store when nothing is stored', () => {
    const store = loadStore(null, fixedOptions());
    expect(store).toEqual(createConversationStore(fixedOptions()));
  });

  it('gives a fresh store for corrupt JSON', () => {
    expect(loadStore('{"version": 2, "conv', fixedOptions())).toEqual(
      createConversationStore(fixedOptions()),
    );
  });

  it('gives a fresh store for an unknown version', () => {
    expect(loadStore(JSON.stringify({ version: 7 }), fixedOptions())).toEqual(
      createConversationStore(fixedOptions()),
    );
  });

  it('reads back what serializeStore wrote', () => {
    const ids = fixedOptions();
    const store = addMessage(
      createConversationStore(ids),
      'id-1',
      { role: 'user', content: 'Hi there' },
      ids,
    );
    expect(loadStore(serializeStore(store))).toEqual(store);
  });

  it("reads back a reply's chat state, so an interrupted reply is picked up after a reload", () => {
    const ids = fixedOptions();
    const store = addMessage(
      createConversationStore(ids),
      'id-1',
      {
        role: 'assistant',
        content: 'Half an ans',
        status: 'streaming',
        requestId: 'request-1',
        loadingCategory: 'thinking',
      },
      ids,
    );
    const [reply] = getActiveConversation(loadStore(serializeStore(store))).messages;
    expect(reply).toMatchObject({ status: 'streaming', requestId: 'request-1' });
  });

  it("migrates version 0 into one conversation titled 'Migrated Chat'", () => {
    const store = loadStore(legacyDocument([userMessage, notice, secondMessage]), fixedOptions());
    expect(StoredConversationsSchema.safeParse(store).success).toBe(true);
    expect(store.version).toBe(2);
    const conversation = getActiveConversation(store);
    expect(conversation.title).toBe('Migrated Chat');
    expect(conversation.messages.map(({ id }) => id)).toEqual(['u1', 'u2']);
    expect(conversation.messageCount).toBe(2);
    expect(conversation.createdAt).toBe(userMessage.timestamp);
    expect(conversation.updatedAt).toBe(secondMessage.timestamp);
  });

  it('scores migrated messages and learns from them', () => {
    const store = loadStore(legacyDocument([userMessage]), fixedOptions());
    expect(getActiveConversation(store).messages[0]?.memoryImportance).toBe(3);
    expect(store.globalContext.userPreferences).toEqual(['I prefer Go']);
    expect(store.globalContext.recentTopics).toEqual(['recursion']);
  });

  it('drops damaged legacy messages and keeps the rest', () => {
    const store = loadStore(
      legacyDocument([{ id: 'x', role: 'robot' }, userMessage]),
      fixedOptions(),
    );
    expect(getActiveConversation(store).messages.map(({ id }) => id)).toEqual(['u1']);
  });

  it('migrates an empty legacy chat into an empty conversation dated now', () => {
    const store = loadStore(legacyDocument([]), fixedOptions());
    expect(getActiveConversation(store)).toMatchObject({
      title: 'Migrated Chat',
      messages: [],
      updatedAt: '2025-01-31T09:30:00.000Z',
    });
  });

  it('keeps the valid conversations of a damaged version-2 document', () => {
    const ids = fixedOptions();
    const good = addMessage(
      createConversationStore(ids),
      'id-1',
      { role: 'user', content: 'Hi' },
      ids,
    );
    const damaged = {
      ...good,
      conversations: [{ id: 'bad', title: 3 }, ...good.conversations],
      activeConversationId: 'bad',
    };
    const store = loadStore(JSON.stringify(damaged), fixedOptions());
    expect(store.conversations.map(({ id }) => id)).toEqual(['id-1']);
    expect(store.activeConversationId).toBe('id-1');
    expect(store.globalContext).toEqual(good.globalContext);
  });

  it('gives a fresh store for a version-2 document without any valid conversation', () => {
    const raw = JSON.stringify({ version: 2, conversations: [], activeConversationId: 'x' });
    expect(loadStore(raw, fixedOptions())).toEqual(createConversationStore(fixedOptions()));
  });
});
