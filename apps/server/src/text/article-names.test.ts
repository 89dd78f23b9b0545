import { describe, expect, it } from 'vitest';
import { namesArticle, nameWordsOf } from './article-names';

describe('namesArticle', () => {
  it.each([
    ['Which sea does the Danube flow into?', 'Danube'],
    ['What do honey bees eat?', 'Honey bee'],
    ['What is the capital of Victoria?', 'Victoria (Australia)'],
    ['How do you pronounce Fresno?', 'Fresno, California'],
    ['What do waggle-dancing bees release?', 'Waggle dance'],
  ])('%j names %j', (question, title) => {
    expect(namesArticle(question, title)).toBe(true);
  });

  it.each([
    ['How long is the Volga?', 'Danube'],
    ['Who was Pierre Curie?', 'Marie Curie'],
    ['What is a black hole?', 'The Who'],
  ])('%j does not name %j', (question, title) => {
    expect(namesArticle(question, title)).toBe(false);
  });

  it('reads a title without its qualifier', () => {
    expect(nameWordsOf('Python (programming language)')).toEqual(['python']);
    expect(nameWordsOf('Fresno, California')).toEqual(['fresno']);
  });
});
