import { describe, expect, it } from 'vitest';
import { CONVERSATION_PREVIEW_CHARS } from '@polymath/shared';
import { makeConversation } from '../testing/conversation-fixtures';
import { EMPTY_CONVERSATION_PREVIEW, getConversationPreview } from './conversation-preview';

const at = new Date('2026-11-21T10:00:00Z');

describe('getConversationPreview', () => {
  it('shows the last message whole when it fits', () => {
    const text = 'x'.repeat(CONVERSATION_PREVIEW_CHARS);
    expect(
      getConversationPreview(
        makeConversation({ id: 'c', updatedAt: at, messages: ['first', text] }),
      ),
    ).toBe(text);
  });

  it('cuts a longer last message to the preview length with an ellipsis', () => {
    const text = `${'y'.repeat(CONVERSATION_PREVIEW_CHARS)}z`;
    expect(
      getConversationPreview(makeConversation({ id: 'c', updatedAt: at, messages: [text] })),
    ).toBe(`${'y'.repeat(CONVERSATION_PREVIEW_CHARS)}...`);
  });

  it('folds line breaks into spaces', () => {
    expect(
      getConversationPreview(makeConversation({ id: 'c', updatedAt: at, messages: ['a\n\nb'] })),
    ).toBe('a b');
  });

  it('shows the text of a markdown answer without its marks', () => {
    const answer = '## Result\n15% of 240 = **36**, see `percent` and 2*3';
    expect(
      getConversationPreview(makeConversation({ id: 'c', updatedAt: at, messages: [answer] })),
    ).toBe('Result 15% of 240 = 36, see percent and 2*3');
  });

  it('says there are no messages yet for an empty conversation', () => {
    expect(getConversationPreview(makeConversation({ id: 'c', updatedAt: at }))).toBe(
      EMPTY_CONVERSATION_PREVIEW,
    );
  });
});
