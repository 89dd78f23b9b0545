import { keywordsOf, stem } from './words';

/*
 * Whether a text names an encyclopedia article: 'Which sea does the Danube flow into?' names
 * 'Danube', 'What do honey bees eat?' names 'Honey bee', 'What is the capital of Victoria?' names
 * 'Victoria (Australia)'. A title's qualifier (in brackets, or after a comma) need not be said.
 */

/** The stemmed meaningful words of a title's name: 'Fresno, California' -> ['fresno']. */
export function nameWordsOf(title: string): string[] {
  const name = title.replace(/\s*\([^)]*\)/g, ' ').split(',')[0] ?? title;
  return keywordsOf(name).map(stem);
}

/** Letters two forms of a word share at least: 'dance' and 'dancing' share 'danc'. */
const MIN_SHARED_LETTERS = 4;

/** Whether two words are forms of one ('dance', 'dancing'; 'bee', 'bees' after stemming). */
function isFormOf(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return shared >= MIN_SHARED_LETTERS && shared >= Math.min(a.length, b.length) - 1;
}

/** Whether `text` uses every word of the article's name, in some form ('waggle-dancing'). */
export function namesArticle(text: string, title: string): boolean {
  const named = nameWordsOf(title);
  if (named.length === 0) return false;
  const words = keywordsOf(text).map(stem);
  return named.every((name) => words.some((word) => isFormOf(name, word)));
}
