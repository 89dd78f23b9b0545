import { describe, expect, it } from 'vitest';
import {
  analyzeMessage,
  createConversationStore,
  getActiveConversation,
  type Message,
} from '@polymath/shared';
import { replaceConversationMessages } from './replace-messages';

const at = new Date('2026-11-21T10:00:00.000Z');
const later = new Date('2026-11-21T10:05:00.000Z');

function freshStore() {
  return createConversationStore({ now: at, createId: () => 'c1' });
}

const question = {
  id: 'q1',
  role: 'user',
  content: 'I prefer TypeScript. How do I write a generic function?',
} as const;

describe('replaceConversationMessages', () => {
  it('scores new messages and lets the first user message name the conversation', () => {
    const store = replaceConversationMessages(freshStore(), 'c1', [question], later);
    const conversation = getActiveConversation(store);
    expect(conversation.title).toBe(question.content.slice(0, 50) + '...');
    expect(conversation.messages[0]?.extractedContext?.userPreferences.length).toBeGreaterThan(0);
    expect(conversation.messages[0]?.memoryImportance).toBeGreaterThanOrEqual(1);
    expect(conversation.messageCount).toBe(1);
    expect(conversation.updatedAt).toBe(later.toISOString());
    expect(store.globalContext.userPreferences.length).toBeGreaterThan(0);
  });

  it('keeps extra fields the chat stores on a message', () => {
    // The chat's own message type carries reply state the stored message schema does not name.
    const reply = {
      id: 'a1',
      role: 'assistant',
      content: '',
      status: 'streaming',
      requestId: 'r1',
    } as const;
    const store = replaceConversationMessages(freshStore(), 'c1', [question, reply], later);
    expect(getActiveConversation(store).messages[1]).toMatchObject({
      status: 'streaming',
      requestId: 'r1',
    });
  });

  it('scores a message again when its text changes, keeping the list order given', () => {
    let store = replaceConversationMessages(
      freshStore(),
      'c1',
      [question, { id: 'a1', role: 'assistant', content: '' }],
      later,
    );
    const [storedQuestion, storedReply] = getActiveConversation(store).messages as [
      Message,
      Message,
    ];
    store = replaceConversationMessages(
      store,
      'c1',
      [storedQuestion, { ...storedReply, content: 'Use function identity<T>(value: T): T.' }],
      later,
    );
    const reply = getActiveConversation(store).messages[1];
    expect(reply?.content).toBe('Use function identity<T>(value: T): T.');
    expect(reply?.extractedContext).not.toEqual(storedReply.extractedContext);
    expect(getActiveConversation(store).messages.map(({ id }) => id)).toEqual(['q1', 'a1']);
  });

  it('removes messages left out and keeps a title the conversation already has', () => {
    let store = replaceConversationMessages(freshStore(), 'c1', [question], later);
    const title = getActiveConversation(store).title;
    store = replaceConversationMessages(store, 'c1', [], later);
    expect(getActiveConversation(store).messages).toEqual([]);
    expect(getActiveConversation(store).messageCount).toBe(0);
    expect(getActiveConversation(store).title).toBe(title);
  });

  it('changes nothing, not even the update time, when given the same messages', () => {
    const store = replaceConversationMessages(freshStore(), 'c1', [question], at);
    const messages = getActiveConversation(store).messages;
    expect(replaceConversationMessages(store, 'c1', [...messages], later)).toBe(store);
  });

  it('keeps the objects of the messages handed back unchanged when one is added', () => {
    const store = replaceConversationMessages(freshStore(), 'c1', [question], at);
    const [asked] = getActiveConversation(store).messages;
    const reply = { id: 'a1', role: 'assistant', content: '', status: 'queued' } as const;
    const added = replaceConversationMessages(store, 'c1', [asked!, reply], later);
    expect(getActiveConversation(added).messages[0]).toBe(asked);
  });

  it('changes nothing for an unknown conversation', () => {
    const store = freshStore();
    expect(replaceConversationMessages(store, 'nope', [question], later)).toBe(store);
  });

  it('scores a streaming answer once, when it stops streaming', () => {
    const streaming = { id: 'a1', role: 'assistant', content: '', status: 'streaming' } as const;
    let store = replaceConversationMessages(freshStore(), 'c1', [question, streaming], later);
    const growing = { ...streaming, content: 'Write it with a type parameter in TypeScript' };
    store = replaceConversationMessages(store, 'c1', [question, growing], later);
    expect(getActiveConversation(store).messages[1]?.extractedContext?.concepts).toEqual(
      getActiveConversation(
        replaceConversationMessages(freshStore(), 'c1', [question, streaming], later),
      ).messages[1]?.extractedContext?.concepts,
    );

    store = replaceConversationMessages(
      store,
      'c1',
      [question, { ...growing, status: 'complete' }],
      later,
    );
    const settled = getActiveConversation(store).messages[1];
    expect(settled?.content).toBe(growing.content);
    expect(settled?.extractedContext).toEqual(
      analyzeMessage({
        ...growing,
        status: 'complete',
        timestamp: later.toISOString(),
        feedback: null,
      }).extractedContext,
    );
  });
});
