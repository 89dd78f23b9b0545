import { describe, expect, it } from 'vitest';
import { GENERATION_PREFIX } from '@polymath/shared';
import { appendQuestion, replaceWithRegenerated, replyPreviewOf } from './append-question';
import { confidenceBand } from './confidence-band';
import { isLatestButtonShown } from './latest-button';
import { formatLoadingLabel } from './loading-category';
import { toSafeUrl } from './safe-url';

const modes = { generationMode: 'chat', codingMode: 'off' } as const;

describe('isLatestButtonShown', () => {
  it('shows beyond 100 px from the bottom with more than 3 messages', () => {
    expect(isLatestButtonShown(101, 4)).toBe(true);
    expect(isLatestButtonShown(100, 4)).toBe(false);
    expect(isLatestButtonShown(500, 3)).toBe(false);
  });
});

describe('confidenceBand', () => {
  it('is high above 0.7, medium above 0.5, else low', () => {
    expect(confidenceBand(0.71)).toBe('high');
    expect(confidenceBand(0.7)).toBe('medium');
    expect(confidenceBand(0.51)).toBe('medium');
    expect(confidenceBand(0.5)).toBe('low');
  });
});

describe('formatLoadingLabel', () => {
  it('capitalises the category and adds an ellipsis', () => {
    expect(formatLoadingLabel('solving math')).toBe('Solving math...');
  });
});

describe('toSafeUrl', () => {
  it('keeps web, mail and relative links', () => {
    for (const url of ['https://a.org/x', 'http://a.org', 'mailto:a@b.org', '/docs', '#top']) {
      expect(toSafeUrl(url)).toBe(url);
    }
  });

  it('drops script, data and other schemes, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(toSafeUrl(url)).toBe('');
    }
  });
});

describe('appendQuestion', () => {
  it('adds the user message and a queued reply with a request id and the modes', () => {
    const messages = appendQuestion([], '  a cat  ', {
      generationMode: 'photo',
      codingMode: 'off',
    });
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(messages[0]?.content).toBe('a cat');
    expect(messages[1]?.status).toBe('queued');
    expect(messages[1]?.requestId).toBeTruthy();
    expect(messages[1]?.pendingRequest).toMatchObject({
      message: `${GENERATION_PREFIX.photo} a cat`,
      generationMode: 'photo',
      aiModel: 'unified',
      regenerate: false,
      conversationHistory: [],
    });
    // The server reads the question itself: the browser sends no analysis of its own.
    expect(messages[1]?.pendingRequest).not.toHaveProperty('messageAnalysis');
  });

  it('does not prefix twice, and video mode adds its own prefix', () => {
    const typed = `${GENERATION_PREFIX.video} waves`;
    const [, reply] = appendQuestion([], typed, { generationMode: 'video', codingMode: 'off' });
    expect(reply?.pendingRequest?.message).toBe(typed);
  });

  it('regenerates in place with the history before the question', () => {
    const first = appendQuestion([], 'one', modes);
    const second = appendQuestion(
      first.map((message) => ({ ...message, content: message.content || 'answer one' })),
      'two',
      modes,
    );
    const regenerated = replaceWithRegenerated(second, 3, modes);
    expect(regenerated).toHaveLength(4);
    expect(regenerated[3]?.pendingRequest).toMatchObject({
      message: 'two',
      regenerate: true,
      conversationHistory: [
        { role: 'user', content: 'one' },
        { role: 'assistant', content: 'answer one' },
      ],
    });
  });
});

describe('replyPreviewOf', () => {
  it('previews a formatted answer as plain text on one line', () => {
    const answer = {
      id: 'a1',
      content: 'Today is **Monday, November 23, 2026** (UTC).\n\n- [Source](https://example.org)',
    };
    expect(replyPreviewOf(answer)).toEqual({
      messageId: 'a1',
      preview: 'Today is Monday, November 23, 2026 (UTC). Source',
    });
  });
});
