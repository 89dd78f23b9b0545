import { describe, expect, it } from 'vitest';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import { addMessage, createConversationStore, setConversationArchived } from './conversation-ops';
import {
  findSimilarConversations,
  getContextualHistory,
  getRecentConversations,
  getRelatedConversations,
  searchConversations,
} from './lookups';
import type { StoredConversations } from './stored-conversations.schemas';
import { fixedOptions } from './store-fixtures.test-helpers';

/** Builds a store of conversations, each from its title and user messages, a day apart. */
function storeOf(
  specs: { id: string; title?: string; messages?: string[] }[],
): StoredConversations {
  const base = createConversationStore(fixedOptions());
  let store: StoredConversations = {
    ...base,
    conversations: specs.map(({ id, title = '' }, day) => ({
      ...base.conversations[0]!,
      id,
      title,
      updatedAt: new Date(Date.UTC(2025, 0, day + 1)).toISOString(),
    })),
    activeConversationId: specs[0]!.id,
  };
  specs.forEach(({ id, messages = [] }, day) => {
    const now = new Date(Date.UTC(2025, 0, day + 1));
    for (const content of messages)
      store = addMessage(store, id, { role: 'user', content }, { now });
  });
  return store;
}

const ids = (conversations: Conversation[]) => conversations.map(({ id }) => id);

describe('getRecentConversations', () => {
  const store = storeOf(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id, messages: ['hi'] })),
  );

  it('lists 5 by default, newest first', () => {
    expect(ids(getRecentConversations(store))).toEqual(['g', 'f', 'e', 'd', 'c']);
  });

  it('takes another limit and leaves archived conversations out', () => {
    const archived = setConversationArchived(store, 'g', true);
    expect(ids(getRecentConversations(archived, 2))).toEqual(['f', 'e']);
  });
});

describe('getContextualHistory', () => {
  function conversationOf(importances: number[]): Conversation {
    const messages: Message[] = importances.map((memoryImportance, index) => ({
      id: `m${index}`,
      role: 'user',
      content: '',
      timestamp: '2025-01-01T00:00:00.000Z',
      feedback: null,
      memoryImportance,
    }));
    return { id: 'c', title: '', messages, updatedAt: '2025-01-01T00:00:00.000Z' };
  }

  it('keeps 10 messages by default, the newest when all weigh the same, in order', () => {
    const history = getContextualHistory(conversationOf(Array.from({ length: 12 }, () => 1)));
    expect(history.map(({ id }) => id)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 2}`));
  });

  it('keeps an important old message over unimportant newer ones', () => {
    const history = getContextualHistory(conversationOf([9, 1, 1, 1]), 2);
    expect(history.map(({ id }) => id)).toEqual(['m0', 'm3']);
  });
});

describe('getRelatedConversations', () => {
  const store = storeOf([
    { id: 'target', title: 'Recursion in Python', messages: ['Explain recursion'] },
    { id: 'same-topic', title: 'Recursion puzzles' },
    { id: 'two-shared', title: 'Python recursion tricks' },
    { id: 'short-words-only', title: 'How and why' },
    { id: 'unrelated', title: 'Baking bread' },
  ]);

  it('ranks other conversations by shared topic words and drops the unrelated', () => {
    expect(ids(getRelatedConversations(store, 'target'))).toEqual(['two-shared', 'same-topic']);
  });

  it('ignores words of 3 letters or fewer', () => {
    const withShort = storeOf([
      { id: 'x', title: 'How and why' },
      { id: 'y', title: 'how and why not' },
    ]);
    expect(getRelatedConversations(withShort, 'x')).toEqual([]);
  });

  it('takes a limit and knows no conversations for an unknown id', () => {
    expect(ids(getRelatedConversations(store, 'target', 1))).toEqual(['two-shared']);
    expect(getRelatedConversations(store, 'nope')).toEqual([]);
  });
});

describe('findSimilarConversations', () => {
  const store = storeOf([
    { id: 'bread', title: 'Baking', messages: ['sourdough bread starter'] },
    { id: 'cake', title: 'Cakes', messages: ['chocolate cake with sourdough'] },
    { id: 'cars', title: 'Cars', messages: ['engine oil'] },
  ]);

  it('ranks conversations by words shared with the text', () => {
    expect(ids(findSimilarConversations(store, 'My sourdough bread is flat'))).toEqual([
      'bread',
      'cake',
    ]);
  });

  it('returns 5 at most by default', () => {
    const many = storeOf(
      Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, title: 'Sourdough' })),
    );
    expect(findSimilarConversations(many, 'sourdough')).toHaveLength(5);
  });
});

describe('searchConversations', () => {
  const store = storeOf([
    { id: 'old-title', title: 'Rust basics' },
    { id: 'message', title: 'Systems', messages: ['Is RUST safe?'] },
    { id: 'new-title', title: 'Learning rust' },
    { id: 'none', title: 'Gardening', messages: ['roses'] },
  ]);

  it('finds by title and message text, title matches first, case-insensitively', () => {
    expect(ids(searchConversations(store, ' rust '))).toEqual([
      'new-title',
      'old-title',
      'message',
    ]);
  });

  it('lists every conversation, newest first, for a blank query', () => {
    expect(ids(searchConversations(store, '  '))).toEqual([
      'none',
      'new-title',
      'message',
      'old-title',
    ]);
  });
});
