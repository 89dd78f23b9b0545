import { describe, expect, it } from 'vitest';
import {
  addMessage,
  clearConversation,
  createConversation,
  createConversationStore,
  deleteConversation,
  getActiveConversation,
  getDisplayTitle,
  renameConversation,
  selectConversation,
  setConversationArchived,
  sortConversations,
  startConversation,
  updateMessage,
} from './conversation-ops';
import {
  StoredConversationsSchema,
  type StoredConversations,
} from './stored-conversations.schemas';
import { fixedOptions } from './store-fixtures.test-helpers';

const options = fixedOptions();
const later = { ...options, now: new Date('2025-02-01T10:00:00.000Z') };

/** A store with conversations 'a' (oldest) to 'c' (newest), 'b' active. */
function storeOfThree(): StoredConversations {
  const at = (day: number) => `2025-01-0${day}T00:00:00.000Z`;
  const base = createConversationStore(fixedOptions());
  const conversation = (id: string, day: number) => ({
    ...createConversation(options),
    id,
    updatedAt: at(day),
  });
  return {
    ...base,
    conversations: [conversation('a', 1), conversation('b', 2), conversation('c', 3)],
    activeConversationId: 'b',
  };
}

describe('a new store', () => {
  it('holds one empty, active conversation and is valid', () => {
    const store = createConversationStore(fixedOptions());
    expect(store.conversations).toHaveLength(1);
    expect(getActiveConversation(store)).toMatchObject({ id: 'id-1', title: '', messageCount: 0 });
    expect(StoredConversationsSchema.safeParse(store).success).toBe(true);
  });

  it("shows 'Untitled Conversation' for an empty title", () => {
    expect(getDisplayTitle({ title: '' })).toBe('Untitled Conversation');
    expect(getDisplayTitle({ title: 'Rust' })).toBe('Rust');
  });
});

describe('startConversation', () => {
  it('adds a fresh conversation in front and activates it', () => {
    const ids = fixedOptions();
    const store = addMessage(
      createConversationStore(ids),
      'id-1',
      { role: 'user', content: 'Hi' },
      ids,
    );
    const started = startConversation(store, ids);
    expect(started.conversations.map(({ id }) => id)).toEqual(['id-3', 'id-1']);
    expect(started.activeConversationId).toBe('id-3');
  });

  it('reuses the active conversation while it is still empty', () => {
    const store = createConversationStore(fixedOptions());
    expect(startConversation(store, options)).toBe(store);
  });
});

describe('addMessage', () => {
  const store = createConversationStore(fixedOptions());

  it('appends a scored message and updates time and count', () => {
    const updated = addMessage(store, 'id-1', { role: 'user', content: 'I prefer Go' }, later);
    const conversation = getActiveConversation(updated);
    expect(conversation.messages[0]).toMatchObject({
      role: 'user',
      content: 'I prefer Go',
      feedback: null,
      timestamp: '2025-02-01T10:00:00.000Z',
      contextRelevance: 4,
      memoryImportance: 3,
    });
    expect(conversation.updatedAt).toBe('2025-02-01T10:00:00.000Z');
    expect(conversation.messageCount).toBe(1);
    expect(updated.globalContext.userPreferences).toEqual(['I prefer Go']);
  });

  it('keeps the id and timestamp the caller gives', () => {
    const updated = addMessage(store, 'id-1', {
      id: 'mine',
      role: 'assistant',
      content: 'Hello',
      timestamp: '2025-01-01T00:00:00.000Z',
    });
    expect(getActiveConversation(updated).messages[0]).toMatchObject({
      id: 'mine',
      timestamp: '2025-01-01T00:00:00.000Z',
    });
  });

  it('names the conversation after its first user message, cut to 50 characters', () => {
    const long = `${'word '.repeat(12)}end`;
    const updated = addMessage(store, 'id-1', { role: 'user', content: long }, options);
    expect(getActiveConversation(updated).title).toBe(`${long.slice(0, 50)}...`);
  });

  it('does not rename on later user messages or on assistant messages', () => {
    let updated = addMessage(store, 'id-1', { role: 'assistant', content: 'Welcome' }, options);
    expect(getActiveConversation(updated).title).toBe('');
    updated = addMessage(updated, 'id-1', { role: 'user', content: 'First' }, options);
    updated = addMessage(updated, 'id-1', { role: 'user', content: 'Second' }, options);
    expect(getActiveConversation(updated).title).toBe('First');
  });

  it('keeps a title the user chose before the first message', () => {
    const renamed = renameConversation(store, 'id-1', 'My plans');
    const updated = addMessage(renamed, 'id-1', { role: 'user', content: 'Hi' }, options);
    expect(getActiveConversation(updated).title).toBe('My plans');
  });

  it('changes nothing for an unknown conversation', () => {
    expect(addMessage(store, 'nope', { role: 'user', content: 'Hi' })).toBe(store);
  });

  it('keeps the store valid', () => {
    const updated = addMessage(store, 'id-1', { role: 'user', content: 'Explain recursion' });
    expect(StoredConversationsSchema.safeParse(updated).success).toBe(true);
  });
});

describe('updateMessage', () => {
  const ids = fixedOptions();
  const store = addMessage(
    createConversationStore(ids),
    'id-1',
    { id: 'm', role: 'assistant', content: '' },
    ids,
  );

  it('rescores a message whose content changed', () => {
    const updated = updateMessage(store, 'id-1', 'm', { content: 'I prefer recursion' }, later);
    const message = getActiveConversation(updated).messages[0];
    expect(message).toMatchObject({ content: 'I prefer recursion', contextRelevance: 6 });
    expect(getActiveConversation(updated).updatedAt).toBe('2025-02-01T10:00:00.000Z');
  });

  it('changes other fields without rescoring', () => {
    const updated = updateMessage(store, 'id-1', 'm', { feedback: 'like' });
    expect(getActiveConversation(updated).messages[0]?.feedback).toBe('like');
  });
});

describe('renameConversation', () => {
  it('sets the trimmed title', () => {
    const store = renameConversation(storeOfThree(), 'a', '  Trip plans  ');
    expect(store.conversations[0]?.title).toBe('Trip plans');
  });

  it('ignores a blank title', () => {
    const store = storeOfThree();
    expect(renameConversation(store, 'a', '   ')).toBe(store);
  });
});

describe('archiving', () => {
  it('archives and unarchives a conversation', () => {
    const archived = setConversationArchived(storeOfThree(), 'a', true);
    expect(archived.conversations[0]?.archived).toBe(true);
    expect(setConversationArchived(archived, 'a', false).conversations[0]?.archived).toBe(false);
  });
});

describe('clearConversation', () => {
  it('empties the conversation and lets the next first message name it again', () => {
    const ids = fixedOptions();
    let store = addMessage(
      createConversationStore(ids),
      'id-1',
      { role: 'user', content: 'Explain recursion' },
      ids,
    );
    store = clearConversation(store, 'id-1', later);
    const cleared = getActiveConversation(store);
    expect(cleared).toMatchObject({
      id: 'id-1',
      title: '',
      messages: [],
      messageCount: 0,
      topics: [],
    });
    expect(cleared.context).toBeUndefined();
    expect(cleared.updatedAt).toBe('2025-02-01T10:00:00.000Z');
    store = addMessage(store, 'id-1', { role: 'user', content: 'Now about databases' }, ids);
    expect(getActiveConversation(store).title).toBe('Now about databases');
  });
});

describe('deleteConversation', () => {
  it('keeps the active conversation when another is deleted', () => {
    const store = deleteConversation(storeOfThree(), 'a');
    expect(store.conversations.map(({ id }) => id)).toEqual(['b', 'c']);
    expect(store.activeConversationId).toBe('b');
  });

  it('activates the first remaining in list order when the active one is deleted', () => {
    const store = deleteConversation(storeOfThree(), 'b');
    expect(store.activeConversationId).toBe('c');
  });

  it('prefers an unarchived conversation to activate', () => {
    const store = deleteConversation(setConversationArchived(storeOfThree(), 'c', true), 'b');
    expect(store.activeConversationId).toBe('a');
  });

  it('makes a fresh conversation when the last one is deleted', () => {
    const ids = fixedOptions();
    const store = deleteConversation(createConversationStore(ids), 'id-1', ids);
    expect(store.conversations).toHaveLength(1);
    expect(store.activeConversationId).toBe('id-2');
    expect(StoredConversationsSchema.safeParse(store).success).toBe(true);
  });

  it('forgets frequent concepts that only the deleted conversation held', () => {
    const ids = fixedOptions();
    let store = addMessage(
      createConversationStore(ids),
      'id-1',
      { role: 'user', content: 'recursion' },
      ids,
    );
    store = addMessage(store, 'id-1', { role: 'user', content: 'more recursion' }, ids);
    expect(store.globalContext.frequentConcepts).toEqual(['recursion']);
    expect(deleteConversation(store, 'id-1', ids).globalContext.frequentConcepts).toEqual([]);
  });
});

describe('selectConversation', () => {
  it('activates a known conversation and ignores an unknown one', () => {
    const store = storeOfThree();
    expect(selectConversation(store, 'c').activeConversationId).toBe('c');
    expect(selectConversation(store, 'nope')).toBe(store);
  });
});

describe('sortConversations', () => {
  it('sorts by last update, newest first, comparing instants not strings', () => {
    const list = [
      { id: 'utc', updatedAt: '2025-01-01T10:00:00.000Z' },
      { id: 'berlin', updatedAt: '2025-01-01T10:30:00.000+01:00' },
      { id: 'newest', updatedAt: '2025-01-02T00:00:00.000Z' },
    ];
    expect(sortConversations(list).map(({ id }) => id)).toEqual(['newest', 'utc', 'berlin']);
    expect(list[0]?.id).toBe('utc');
  });
});
