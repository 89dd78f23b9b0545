import { describe, expect, it } from 'vitest';
import { relevantPassages } from './relevant-passages';

const PAGE = [
  'Cookie notice: this site uses cookies to improve your experience.',
  'Mount Kilimanjaro is a dormant volcano in Tanzania.',
  'Our shop sells hiking boots, tents and stoves at low prices.',
  'Kilimanjaro rises 5,895 metres above sea level, the highest mountain in Africa.',
].join('\n\n');

describe('relevantPassages', () => {
  it('keeps the paragraphs naming the question’s terms, in the page’s order', () => {
    expect(relevantPassages(PAGE, 'How tall is Mount Kilimanjaro?', 1000)).toBe(
      [
        'Mount Kilimanjaro is a dormant volcano in Tanzania.',
        'Kilimanjaro rises 5,895 metres above sea level, the highest mountain in Africa.',
      ].join('\n\n'),
    );
  });

  it('keeps the best paragraphs that fit, and the opening of one too long alone', () => {
    expect(relevantPassages(PAGE, 'Kilimanjaro highest mountain Africa', 90)).toBe(
      'Kilimanjaro rises 5,895 metres above sea level, the highest mountain in Africa.',
    );
    const long = `Kilimanjaro has three cones. ${'It is very tall indeed. '.repeat(20)}`;
    expect(relevantPassages(long, 'Kilimanjaro', 60)).toBe(
      'Kilimanjaro has three cones. It is very tall indeed.',
    );
  });

  it('gives nothing for a page that does not name the question’s terms', () => {
    expect(relevantPassages(PAGE, 'Who painted the Mona Lisa?', 1000)).toBe('');
  });
});
