import { describe, expect, it } from 'vitest';
import { extractContext } from './context-extraction';
import { analyzeMessage, appendMessage, mergeContexts, titleFromMessage } from './message-analysis';
import type { Conversation } from '../conversation.schemas';

describe('titleFromMessage', () => {
  it('keeps a message of up to 50 characters whole', () => {
    const text = 'x'.repeat(50);
    expect(titleFromMessage({ content: text })).toBe(text);
  });

  it("cuts a longer message to its first 50 characters plus '...'", () => {
    expect(titleFromMessage({ content: `${'a'.repeat(50)}b` })).toBe(`${'a'.repeat(50)}...`);
  });

  it('collapses white space and never splits an emoji', () => {
    expect(titleFromMessage({ content: '  Hello\n\n  world  ' })).toBe('Hello world');
    expect(titleFromMessage({ content: '😀'.repeat(51) })).toBe(`${'😀'.repeat(50)}...`);
  });

  it("falls back to the file's name for a message with only a file", () => {
    expect(titleFromMessage({ content: ' ', fileName: 'notes.pdf' })).toBe('notes.pdf');
  });
});

describe('analyzeMessage', () => {
  it('scores the message from its extracted context', () => {
    const analyzed = analyzeMessage({
      id: 'm1',
      role: 'user',
      content: 'I prefer recursion. Urgent!',
      timestamp: '2025-01-31T09:30:00.000Z',
      feedback: null,
    });
    expect(analyzed.extractedContext?.userPreferences).toEqual(['I prefer recursion']);
    // relevance: 1 concept ×2 + 1 preference ×4; importance: 1 preference ×3 + 2 high priority.
    expect(analyzed.contextRelevance).toBe(6);
    expect(analyzed.memoryImportance).toBe(5);
  });
});

describe('mergeContexts', () => {
  it('merges lists, follows the latest tone and keeps the highest priority', () => {
    const merged = mergeContexts(
      extractContext('Urgent: recursion, thanks'),
      extractContext('Tell me about databases, it is broken'),
    );
    expect(merged.concepts).toEqual(['recursion', 'database']);
    expect(merged.emotionalTone).toBe('frustrated');
    expect(merged.priority).toBe('high');
  });
});

describe('appendMessage', () => {
  it('updates the count, time, topics and context', () => {
    const conversation: Conversation = {
      id: 'c1',
      title: '',
      messages: [],
      updatedAt: '2025-01-01T00:00:00.000Z',
      topics: ['old topic'],
    };
    const added = analyzeMessage({
      id: 'm1',
      role: 'user',
      content: 'Explain recursion',
      timestamp: '2025-01-31T09:30:00.000Z',
      feedback: null,
    });
    const updated = appendMessage(conversation, added, new Date('2025-02-01T00:00:00.000Z'));
    expect(updated.messages).toEqual([added]);
    expect(updated.messageCount).toBe(1);
    expect(updated.updatedAt).toBe('2025-02-01T00:00:00.000Z');
    expect(updated.topics).toEqual(['recursion', 'old topic']);
    expect(updated.context?.learningTopics).toEqual(['recursion']);
  });
});
