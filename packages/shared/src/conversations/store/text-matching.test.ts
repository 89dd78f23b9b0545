import { describe, expect, it } from 'vitest';
import { hasPhrase, significantWords, uniqueText } from './text-matching';

describe('text matching', () => {
  it('matches phrases as whole words', () => {
    expect(hasPhrase('call the api now', 'api')).toBe(true);
    expect(hasPhrase('a rapid answer', 'api')).toBe(false);
  });

  it('matches plurals too', () => {
    expect(hasPhrase('two databases', 'database')).toBe(true);
    expect(hasPhrase('hash tables', 'hash table')).toBe(true);
  });

  it('drops repeats case-insensitively, keeping the first spelling', () => {
    expect(uniqueText(['React', 'react', 'Vue'])).toEqual(['React', 'Vue']);
  });

  it('ignores words of 3 letters or fewer', () => {
    expect([...significantWords('How the Moon pulls tides and oceans')]).toEqual([
      'moon',
      'pulls',
      'tides',
      'oceans',
    ]);
  });
});
