import { splitSentences } from './sentences';
import { truncateOnWord } from './truncate';

/*
 * An encyclopedia article's plain text (MediaWiki's extracts: paragraphs on their own lines,
 * sections headed `== History ==`) cut into passages: what a question is matched against and
 * what an answer is drawn from, so a long article is never read whole to answer one question.
 */

/** A section heading line: `== History ==`, `=== Early life ===`. */
const HEADING = /^=+[^=].*[^=]=+$/;

/** The article's paragraphs, headings left out: each line with text on it. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '' && !HEADING.test(line));
}

/**
 * The article's passages, in order: its paragraphs, a paragraph longer than `maxChars` cut
 * between sentences (a sentence longer than that is a passage of its own).
 */
export function passagesOf(text: string, maxChars: number): string[] {
  return paragraphsOf(text).flatMap((paragraph) => {
    if (paragraph.length <= maxChars) return [paragraph];
    const passages: string[] = [];
    let current = '';
    for (const sentence of splitSentences(paragraph)) {
      if (current && current.length + 1 + sentence.length > maxChars) {
        passages.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) passages.push(current);
    return passages;
  });
}

/**
 * The article's opening `maxChars` at most, cut at the end of a paragraph (the first paragraph
 * alone cut on a word when it is longer): what is kept of a very long article.
 */
export function capArticle(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.lastIndexOf('\n', maxChars);
  if (cut <= 0) return truncateOnWord(text, maxChars);
  // A section heading left at the end has nothing under it.
  return text
    .slice(0, cut)
    .replace(/(\s*\n=+[^\n]*=+)+\s*$/, '')
    .trimEnd();
}
