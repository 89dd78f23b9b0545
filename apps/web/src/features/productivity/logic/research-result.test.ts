import { describe, expect, it } from 'vitest';
import {
  researchConversationId,
  researchNoteDraft,
  researchResultOf,
  researchSourceOf,
} from './research-result';

describe('research results', () => {
  it('names the conversation research- plus the time', () => {
    expect(researchConversationId(1_700_000_000_000)).toBe('research-1700000000000');
  });

  it('reads a source as a title, its web address (if any) and its excerpt', () => {
    expect(
      researchSourceOf({
        source: 'Solar power (https://example.org/solar)',
        reliability: 1,
        content: 'Sun.',
      }),
    ).toEqual({ title: 'Solar power', url: 'https://example.org/solar', description: 'Sun.' });
    expect(
      researchSourceOf({
        source: 'https://en.wikipedia.org/wiki/Wind_power',
        reliability: 1,
        content: '',
      }),
    ).toEqual({
      title: 'Wind power',
      url: 'https://en.wikipedia.org/wiki/Wind_power',
      description: '',
    });
    expect(researchSourceOf({ source: 'Country facts', reliability: 1, content: 'x' })).toEqual({
      title: 'Country facts',
      url: null,
      description: 'x',
    });
    // Only web addresses become links.
    expect(
      researchSourceOf({ source: 'javascript:alert(1)', reliability: 1, content: '' }).url,
    ).toBeNull();
  });

  it('makes the Save as Note draft: title, category, tags, the answer and its sources', () => {
    const result = researchResultOf(
      'Wind',
      {
        message: 'Wind grows.',
        sources: [
          { source: 'Atlas (https://example.org/atlas)', reliability: 0.9, content: 'Maps.' },
          { source: 'Almanac', reliability: 0.5, content: '' },
        ],
      },
      new Date('2025-01-31T09:30:00.000Z'),
    );
    expect(result.timestamp).toBe('2025-01-31T09:30:00.000Z');
    expect(researchNoteDraft(result)).toEqual({
      title: 'Research: Wind',
      content: 'Wind grows.\n\nSources:\n- Atlas (https://example.org/atlas)\n  Maps.\n- Almanac',
      category: 'research',
      tags: ['research', 'ai-generated'],
    });
    expect(researchNoteDraft({ ...result, sources: [] }).content).toBe('Wind grows.');
  });

  it('cuts a long question to the title limit', () => {
    const result = researchResultOf('q'.repeat(300), { message: 'a', sources: [] }, new Date());
    expect(researchNoteDraft(result).title).toHaveLength(200);
  });
});
