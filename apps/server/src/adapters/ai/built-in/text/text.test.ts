import { describe, expect, it } from 'vitest';
import { scoreBm25 } from './bm25';
import { splitSentences } from './sentences';
import { topicTerms } from './terms';

describe('topicTerms', () => {
  it('drops stop words and question phrasing, and stems plurals', () => {
    expect(topicTerms('What are the planets of the Solar System?')).toEqual([
      'planet',
      'solar',
      'system',
    ]);
    expect(topicTerms("Tell me about Earth's countries")).toEqual(['earth', 'country']);
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends but not abbreviations or decimals', () => {
    expect(splitSentences('Dr. Smith measured 3.5 m. It was tall! Was it? Yes.')).toEqual([
      'Dr. Smith measured 3.5 m.',
      'It was tall!',
      'Was it?',
      'Yes.',
    ]);
  });
});

describe('scoreBm25', () => {
  it('ranks documents with more and rarer query terms higher, and unrelated ones at zero', () => {
    const scores = scoreBm25(
      ['photosynthesis', 'plant'],
      [
        ['photosynthesis', 'plant', 'light'],
        ['plant', 'grow', 'soil'],
        ['river', 'flow'],
      ],
    );
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(0);
    expect(scores[2]).toBe(0);
  });
});
