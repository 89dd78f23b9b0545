import { describe, expect, it } from 'vitest';
import { PhraseIndex, phraseKey } from './phrase-index';

describe('phrase index', () => {
  const index = new PhraseIndex<string>()
    .add('Guinea', 'GN')
    .add('Papua New Guinea', 'PG')
    .add('galaxies', 'astronomy')
    .add('South Korea', 'KR');

  it('finds names word for word, case and plurals aside, in the text’s order', () => {
    expect(index.find('Is a GALAXY bigger than south korea?').map((m) => m.value)).toEqual([
      'astronomy',
      'KR',
    ]);
  });

  it('prefers the longest name, so a word of it is not read as another name', () => {
    expect(index.find('What currency is used in Papua New Guinea?')).toEqual([
      { phrase: 'Papua New Guinea', value: 'PG' },
    ]);
  });

  it('finds nothing inside other words', () => {
    expect(index.find('Guineas and koreans')).toEqual([{ phrase: 'Guinea', value: 'GN' }]);
    expect(index.find('Equatorial guineafowl')).toEqual([]);
  });

  it('compares phrases in one form', () => {
    expect(phraseKey('Black Holes')).toBe(phraseKey('black hole'));
  });
});
