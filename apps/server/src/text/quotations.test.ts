import { describe, expect, it } from 'vitest';
import { withoutQuotations } from './quotations';

describe('withoutQuotations', () => {
  it('leaves out the lines a message block-quotes', () => {
    expect(
      withoutQuotations(
        '> The Berlin Wall fell on 9 November 1989.\n> It opened the border.\n\nWhy so suddenly?',
      ),
    ).toBe('Why so suddenly?');
  });

  it.each([
    'You said "photosynthesis turns light into chemical energy" — what are chloroplasts?',
    'You said “photosynthesis turns light into chemical energy” — what are chloroplasts?',
    'You said ‘photosynthesis turns light into the plant’s energy’ — what are chloroplasts?',
    "You said 'photosynthesis turns light into chemical energy' — what are chloroplasts?",
  ])('leaves out a quoted passage: %s', (text) => {
    expect(withoutQuotations(text)).toBe('You said — what are chloroplasts?');
  });

  it.each([
    'What does "entropy" mean?',
    'Who wrote "The Lord of the Rings"?',
    "Don't the students' books and the teachers' notes say the same?",
    'Tell me about photosynthesis',
  ])('keeps terms, titles and apostrophes: %s', (text) => {
    expect(withoutQuotations(text)).toBe(text);
  });

  it('returns only the opening asked for, block quotes left out first', () => {
    expect(withoutQuotations(`> ${'quoted '.repeat(500)}\nWhat is a closure?`, 100)).toBe(
      'What is a closure?',
    );
  });
});
