import { describe, expect, it } from 'vitest';
import { createConversationStore, type StoredConversations } from '@polymath/shared';
import { makeConversation } from '../testing/conversation-fixtures';
import { patchConversationMessage } from './patch-message';

const at = new Date('2026-11-21T10:00:00.000Z');
const later = new Date('2026-11-21T10:05:00.000Z');

/** Two conversations; the second's last message is an answer streaming in. */
function storeWithStreamingAnswer(): StoredConversations {
  const other = makeConversation({ id: 'c1', updatedAt: at, messages: ['Hi', 'Hello!'] });
  const open = makeConversation({
    id: 'c2',
    updatedAt: at,
    messages: ['What are tides?', 'Tides are caused by the moon.', 'Why twice a day?', 'Because '],
  });
  const streaming = { ...open.messages[3]!, status: 'streaming' as const, requestId: 'r1' };
  return {
    ...createConversationStore({ now: at }),
    conversations: [other, { ...open, messages: [...open.messages.slice(0, 3), streaming] }],
  };
}

const appendText = (text: string) => (message: { content: string }) => ({
  content: message.content + text,
});

describe('patchConversationMessage', () => {
  it('changes one message: every other message and conversation keeps its object', () => {
    const store = storeWithStreamingAnswer();
    const patched = patchConversationMessage(store, 'c2', 'c2-m3', appendText('the moon'), later);

    const [other, open] = patched.conversations;
    const [before, beforeOpen] = store.conversations;
    expect(other).toBe(before);
    expect(open?.messages.slice(0, 3)).toEqual(beforeOpen?.messages.slice(0, 3));
    open?.messages.slice(0, 3).forEach((message, index) => {
      expect(message).toBe(beforeOpen?.messages[index]);
    });
    expect(open?.messages[3]?.content).toBe('Because the moon');
    expect(open?.updatedAt).toBe(later.toISOString());
    expect(open?.messageCount).toBe(4);
  });

  it('scores a streaming answer only once it stops streaming', () => {
    const store = storeWithStreamingAnswer();
    const growing = patchConversationMessage(store, 'c2', 'c2-m3', appendText('the Moon pulls'));
    expect(growing.conversations[1]?.messages[3]?.extractedContext).toBeUndefined();

    const settled = patchConversationMessage(growing, 'c2', 'c2-m3', () => ({
      status: 'complete',
    }));
    expect(settled.conversations[1]?.messages[3]?.extractedContext).toBeDefined();
  });

  it('returns the same store when nothing changes or the message is gone', () => {
    const store = storeWithStreamingAnswer();
    expect(patchConversationMessage(store, 'c2', 'c2-m3', () => ({}))).toBe(store);
    expect(patchConversationMessage(store, 'c2', 'c2-m3', () => ({ content: 'Because ' }))).toBe(
      store,
    );
    expect(patchConversationMessage(store, 'c2', 'missing', appendText('x'))).toBe(store);
    expect(patchConversationMessage(store, 'gone', 'c2-m3', appendText('x'))).toBe(store);
  });
});
