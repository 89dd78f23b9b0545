import { describe, expect, it } from 'vitest';
import { contentWords, coverage, numbersIn, vocabularyOf } from './text-overlap';

describe('text overlap', () => {
  it('keeps meaningful words and numbers, dropping short and common words', () => {
    expect(contentWords('The tower is 330 m tall, and it is in Paris.')).toEqual([
      'tower',
      '330',
      'tall',
      'paris',
    ]);
  });

  it('measures the share of a text’s words a vocabulary holds', () => {
    const vocabulary = vocabularyOf('The Eiffel Tower stands in Paris');
    expect(coverage('Eiffel Tower Paris', vocabulary)).toBe(1);
    expect(coverage('Eiffel Tower London', vocabulary)).toBeCloseTo(2 / 3);
    expect(coverage('', vocabulary)).toBe(0);
  });

  it('reads numbers without thousands separators', () => {
    expect(numbersIn('It cost 1,500 francs in 1889 and weighs 7.3 tonnes')).toEqual([
      '1500',
      '1889',
      '7.3',
    ]);
  });
});
