import { describe, expect, it } from 'vitest';
import type { Message } from '../../chat/message.schemas';
import type { Conversation } from '../conversation.schemas';
import { createConversationStore } from './conversation-ops';
import { mergeRemoteConversations } from './merge-remote';

function message(id: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    role: 'assistant',
    content: '',
    timestamp: '2026-11-20T10:00:00.000Z',
    feedback: null,
    ...overrides,
  };
}

function conversation(id: string, updatedAt: string, messages: Message[] = []): Conversation {
  return { id, title: id, messages, updatedAt };
}

const EARLY = '2026-11-20T10:00:00.000Z';
const LATE = '2026-11-20T11:00:00.000Z';

function storeWith(...conversations: Conversation[]) {
  return {
    ...createConversationStore(),
    conversations,
    activeConversationId: conversations[0]!.id,
  };
}

describe('mergeRemoteConversations', () => {
  it('adds the conversations only the server has and uploads those only the browser has', () => {
    const local = conversation('local', EARLY, [message('m1', { role: 'user', content: 'Hi' })]);
    const remote = conversation('remote', LATE);
    const { store, toUpload } = mergeRemoteConversations(storeWith(local), [remote]);
    expect(store.conversations.map(({ id }) => id)).toEqual(['local', 'remote']);
    expect(store.activeConversationId).toBe('local');
    expect(toUpload).toEqual(['local']);
  });

  it('does not upload an empty, untitled local conversation', () => {
    const empty = { ...conversation('fresh', EARLY), title: '' };
    expect(mergeRemoteConversations(storeWith(empty), []).toUpload).toEqual([]);
  });

  it('keeps the later copy of a conversation both sides have', () => {
    const older = conversation('c', EARLY, [message('m1', { content: 'old' })]);
    const newer = conversation('c', LATE, [message('m1', { content: 'new' })]);

    const takesRemote = mergeRemoteConversations(storeWith(older), [newer]);
    expect(takesRemote.store.conversations[0]?.messages[0]?.content).toBe('new');
    expect(takesRemote.toUpload).toEqual([]);

    const keepsLocal = mergeRemoteConversations(storeWith(newer), [older]);
    expect(keepsLocal.store.conversations[0]?.messages[0]?.content).toBe('new');
    expect(keepsLocal.toUpload).toEqual(['c']);

    const same = mergeRemoteConversations(storeWith(newer), [newer]);
    expect(same.toUpload).toEqual([]);
    expect(same.store.conversations[0]).toBe(newer);
  });

  it('takes a reply the server finished while the browser still waits for it', () => {
    const waiting = message('reply', { status: 'streaming', requestId: 'r1', content: 'Tid' });
    const finished = message('server-copy', {
      status: 'complete',
      requestId: 'r1',
      content: 'Tides follow the Moon.',
      model: 'Polymath built-in engine',
    });
    // The browser's copy is newer (the user renamed it), yet the finished reply still comes in.
    const local = conversation('c', LATE, [waiting]);
    const remote = conversation('c', EARLY, [finished]);
    const { store } = mergeRemoteConversations(storeWith(local), [remote]);
    expect(store.conversations[0]?.messages[0]).toEqual({ ...finished, id: 'reply' });
  });

  it('never replaces a finished reply with one still waiting', () => {
    const finished = message('reply', { status: 'complete', requestId: 'r1', content: 'Done.' });
    const waiting = message('reply', { status: 'streaming', requestId: 'r1', content: '' });
    const { store } = mergeRemoteConversations(storeWith(conversation('c', EARLY, [finished])), [
      conversation('c', EARLY, [waiting]),
    ]);
    expect(store.conversations[0]?.messages[0]?.content).toBe('Done.');
  });
});
