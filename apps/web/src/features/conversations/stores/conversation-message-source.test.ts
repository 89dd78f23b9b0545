import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { conversationMessageSource } from './conversation-message-source';
import { resetConversationsStore, useConversationsStore } from './conversations-store';

const activeId = () => useConversationsStore.getState().store.activeConversationId;
const contentsOf = (conversationId: string) =>
  conversationMessageSource(conversationId)
    .getMessages()
    .map(({ content }) => content);

describe('conversationMessageSource', () => {
  beforeEach(() => resetConversationsStore());

  it('is the same object for the same conversation', () => {
    expect(conversationMessageSource('a')).toBe(conversationMessageSource('a'));
    expect(conversationMessageSource('a')).not.toBe(conversationMessageSource('b'));
  });

  it('reads and writes its conversation and re-renders its readers', () => {
    const source = conversationMessageSource(activeId());
    const { result } = renderHook(() => source.useMessages());
    expect(result.current).toEqual([]);

    act(() =>
      source.setMessages((messages) => [
        ...messages,
        { id: 'q1', role: 'user', content: 'What is entropy?' },
      ]),
    );
    expect(result.current.map(({ content }) => content)).toEqual(['What is entropy?']);
    expect(source.getMessages()).toBe(result.current);
  });

  it('keeps a reply streaming into conversation A in A after the user switches to B', () => {
    const conversationA = activeId();
    const sourceA = conversationMessageSource(conversationA);
    sourceA.setMessages(() => [
      { id: 'q1', role: 'user', content: 'Tell me about tides' },
      { id: 'r1', role: 'assistant', content: 'Tides ', status: 'streaming', requestId: 'req-1' },
    ]);

    const conversationB = useConversationsStore.getState().create();
    expect(activeId()).toBe(conversationB);
    // The stream's next delta arrives after the switch.
    sourceA.setMessages((messages) =>
      messages.map((message) =>
        message.id === 'r1'
          ? { ...message, content: `${message.content}follow the moon.` }
          : message,
      ),
    );

    expect(contentsOf(conversationA)).toEqual(['Tell me about tides', 'Tides follow the moon.']);
    expect(contentsOf(conversationB)).toEqual([]);
    expect(activeId()).toBe(conversationB);
  });

  it('drops writes to a deleted conversation without touching the others', () => {
    const conversationA = activeId();
    conversationMessageSource(conversationA).setMessages(() => [
      { id: 'q0', role: 'user', content: 'Soon deleted' },
    ]);
    const conversationB = useConversationsStore.getState().create();
    conversationMessageSource(conversationB).setMessages(() => [
      { id: 'q1', role: 'user', content: 'Still here' },
    ]);
    useConversationsStore.getState().remove(conversationA);

    conversationMessageSource(conversationA).setMessages(() => [
      { id: 'r1', role: 'assistant', content: 'Too late' },
    ]);
    expect(useConversationsStore.getState().store.conversations.map(({ id }) => id)).toEqual([
      conversationB,
    ]);
    expect(contentsOf(conversationB)).toEqual(['Still here']);
  });
});
