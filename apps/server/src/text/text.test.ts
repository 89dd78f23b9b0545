import { describe, expect, it } from 'vitest';
import { scoreBm25 } from './bm25';
import { plainTextOf, splitSentences } from './sentences';
import { truncateOnWord } from './truncate';
import { keywordsOf, termsOf, wordsOf } from './words';

describe('words', () => {
  it('reads lower-case words, splitting at apostrophes and hyphens', () => {
    expect(wordsOf("Earth's X-ray, 3.5 kg")).toEqual(['earth', 's', 'x', 'ray', '3', '5', 'kg']);
  });

  it('keeps each meaningful word once, in order, without stop words or question phrasing', () => {
    expect(keywordsOf('the history of the history of Rome')).toEqual(['history', 'rome']);
    expect(keywordsOf('Could you please tell me something about volcanoes?')).toEqual([
      'volcanoes',
    ]);
  });

  it('stems the terms a relevance score counts, keeping repeats', () => {
    expect(termsOf('What are the planets of the Solar System?')).toEqual([
      'planet',
      'solar',
      'system',
    ]);
    expect(termsOf("Tell me about Earth's countries and countries")).toEqual([
      'earth',
      'country',
      'country',
    ]);
  });
});

describe('sentences', () => {
  it('splits on sentence ends but not abbreviations or decimals', () => {
    expect(splitSentences('Dr. Smith measured 3.5 m. It was tall! Was it? Yes.')).toEqual([
      'Dr. Smith measured 3.5 m.',
      'It was tall!',
      'Was it?',
      'Yes.',
    ]);
  });

  it("keeps a name's initials and a title inside their sentence", () => {
    expect(
      splitSentences(
        'Noble acquired the name from George B. Storer in 1944. It was founded by Gen. Sarnoff. Next.',
      ),
    ).toEqual([
      'Noble acquired the name from George B. Storer in 1944.',
      'It was founded by Gen. Sarnoff.',
      'Next.',
    ]);
  });

  it('ends a sentence at a line break, and never before a lower-case word', () => {
    expect(splitSentences('One. Two! Three?\nFour e.g. five')).toEqual([
      'One.',
      'Two!',
      'Three?',
      'Four e.g. five',
    ]);
    expect(splitSentences('History\nThe tower opened in 1889.')).toEqual([
      'History',
      'The tower opened in 1889.',
    ]);
  });

  it('reads the prose of a Markdown answer without citation marks or markers', () => {
    expect(
      splitSentences(plainTextOf('**Paris** is big [1]. Is it old? Yes!\n```\nx = 1\n```')),
    ).toEqual(['Paris is big .', 'Is it old?', 'Yes!']);
  });
});

describe('truncateOnWord', () => {
  it('cuts on a word boundary with an ellipsis, within the limit', () => {
    expect(truncateOnWord('short text', 20)).toBe('short text');
    const cut = truncateOnWord('The storming of the Bastille took place on 14 July 1789.', 30);
    expect(cut).toBe('The storming of the Bastille…');
    expect(cut.length).toBeLessThanOrEqual(30);
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

describe('plainTextOf', () => {
  it.each([
    [
      '**[Bridge \\[reopens\\]](http://127.0.0.1:43099/stories/x)** — Wire, 2 hours ago\\',
      '  Bridge [reopens]   — Wire, 2 hours ago',
    ],
    ['1. First point\n2) Second point\n- A bullet', 'First point\nSecond point\nA bullet'],
    ['Lattice tower [1]. Built in 1889.', 'Lattice tower  . Built in 1889.'],
    ['Costs 1. Then 2.', 'Costs 1. Then 2.'],
  ])('%j reads %j', (markdown, text) => {
    expect(plainTextOf(markdown)).toBe(text);
  });
});

describe('splitSentences: brackets', () => {
  it('keeps what a bracket holds inside its sentence', () => {
    expect(
      splitSentences('Tesla was born on 10 July [O.S. 28 June] 1856. He died in 1943.'),
    ).toEqual(['Tesla was born on 10 July [O.S. 28 June] 1856.', 'He died in 1943.']);
  });
});
