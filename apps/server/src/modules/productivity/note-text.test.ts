import { describe, expect, it } from 'vitest';
import { summaryOf, wordCountOf } from './note-text';

describe('wordCountOf', () => {
  it('counts words as a word processor does, punctuation alone not counting', () => {
    expect(wordCountOf('  Budget meeting — Q3 plans: don’t forget the slides!  ')).toBe(8);
    expect(wordCountOf('')).toBe(0);
    expect(wordCountOf('one\ntwo\tthree')).toBe(3);
  });
});

describe('summaryOf', () => {
  it('is the note itself when it is one sentence, cut on a word past 300 characters', () => {
    expect(summaryOf('Buy milk')).toBe('Buy milk');
    const long = `${'word '.repeat(100)}end`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.endsWith('…')).toBe(true);
  });

  it('picks the sentence whose words the rest of the note shares', () => {
    const note =
      'Lunch was late today. ' +
      'Solar panels turn sunlight into electricity. ' +
      'Cheap solar panels changed electricity markets.';
    expect(summaryOf(note)).toBe('Solar panels turn sunlight into electricity.');
  });

  it('takes two sentences of a longer note, in reading order', () => {
    const note = [
      'The weather was grey.',
      'Solar panels convert sunlight into electricity.',
      'My cat slept all day.',
      'Cheaper panels made solar electricity the cheapest power in many countries.',
      'Dinner was pasta.',
    ].join(' ');
    expect(summaryOf(note)).toBe(
      'Solar panels convert sunlight into electricity. ' +
        'Cheaper panels made solar electricity the cheapest power in many countries.',
    );
  });
});
