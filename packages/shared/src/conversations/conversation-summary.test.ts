import { describe, expect, it } from 'vitest';
import { CONVERSATION_PREVIEW_CHARS } from '../constants';
import type { Conversation } from './conversation.schemas';
import {
  ConversationSummarySchema,
  previewOfLastMessage,
  summarizeConversation,
} from './conversation-summary';
import { formatStorageSize } from './storage-usage.schemas';

const at = '2026-11-21T10:00:00.000Z';

function conversation(contents: string[]): Conversation {
  return {
    id: 'c1',
    title: 'Tides',
    createdAt: at,
    updatedAt: at,
    messages: contents.map((content, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? 'user' : 'assistant',
      content,
      timestamp: at,
      feedback: null,
    })),
  };
}

describe('summarizeConversation', () => {
  it('keeps what a list shows and leaves the messages out', () => {
    const summary = summarizeConversation(
      conversation(['Why tides?', '## Tides\nThe **Moon**.']),
      42,
    );
    expect(summary).toEqual({
      id: 'c1',
      title: 'Tides',
      createdAt: at,
      updatedAt: at,
      messageCount: 2,
      preview: 'Tides The Moon.',
      sizeBytes: 42,
    });
    expect(ConversationSummarySchema.parse(summary)).toEqual(summary);
  });

  it('cuts a long last message with an ellipsis, and is empty without messages', () => {
    const long = 'y'.repeat(CONVERSATION_PREVIEW_CHARS + 1);
    expect(previewOfLastMessage([{ content: long }])).toBe(
      `${'y'.repeat(CONVERSATION_PREVIEW_CHARS)}...`,
    );
    expect(previewOfLastMessage([])).toBe('');
  });
});

describe('formatStorageSize', () => {
  it('reads as people read sizes', () => {
    expect(formatStorageSize(0)).toBe('0 bytes');
    expect(formatStorageSize(1)).toBe('1 byte');
    expect(formatStorageSize(1536)).toBe('1.5 KB');
    expect(formatStorageSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatStorageSize(12.34 * 1024 * 1024)).toBe('12 MB');
    expect(formatStorageSize(3.21 * 1024 ** 3)).toBe('3.2 GB');
  });
});
