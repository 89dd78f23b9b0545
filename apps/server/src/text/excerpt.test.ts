import { CHAT } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { pickExcerpt } from './excerpt';

const ARTICLE =
  'The French Revolution was a period of political and societal change in France. It began with the ' +
  'Estates General of 1789. Many of its ideas are considered fundamental principles of liberal ' +
  'democracy, while its values remain central to modern French political discourse.\n' +
  'The storming of the Bastille took place on 14 July 1789.';

describe('excerpts', () => {
  it('picks the sentence naming most of the keywords', () => {
    expect(pickExcerpt(ARTICLE, ['bastille', 'stormed'])).toBe(
      'The storming of the Bastille took place on 14 July 1789.',
    );
  });

  it('starts at the opening when no sentence names a keyword, adding whole sentences that fit', () => {
    expect(pickExcerpt(ARTICLE, ['zeppelin'])).toBe(
      'The French Revolution was a period of political and societal change in France. It began with the Estates General of 1789.',
    );
  });

  it('never exceeds the source excerpt length, even for one long sentence', () => {
    const long = `${'word '.repeat(100)}end.`;
    const excerpt = pickExcerpt(long, ['word']);
    expect(excerpt.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
    expect(excerpt).toMatch(/word…$/);
  });
});
