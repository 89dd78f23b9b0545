import { isStopWord } from '@polymath/shared';
import { wordsOf } from './words';

/*
 * What a user quotes is not what they say: a message may paste back an earlier reply (Markdown's
 * '> ' lines) or cite a passage in quotation marks before asking about it. Their interests are in
 * their own words.
 */

/** A Markdown block quote: every line starting with '>'. */
const BLOCK_QUOTE_LINE = /^[ \t]*>.*$/gm;
/**
 * A quotation on one line: in curly or straight double quotes, or in single quotes that are not
 * apostrophes (an opening one follows no letter, a closing one is followed by none).
 */
const QUOTATION =
  /“[^”\n]*”|"[^"\n]*"|‘[^\n]*?’(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])'[^\n]*?'(?![\p{L}\p{N}])/gu;
/**
 * A quotation this long is a quoted passage; a shorter one is a term the user asks about ('What
 * does "entropy" mean?').
 */
const MIN_PASSAGE_WORDS = 5;

/**
 * Whether quoted words are a title ('"The Lord of the Rings"'), which the user names as their
 * subject: every word but the small ones capitalised.
 */
function isTitle(quoted: string): boolean {
  const words = quoted.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return words.every((word) => /^[\p{Lu}\p{N}]/u.test(word) || isStopWord(word.toLowerCase()));
}

/**
 * The user's own words in a message, up to `maxChars` of them: without its block-quoted lines
 * and the passages it quotes (five words or more, not a title), trimmed, with the space a passage
 * leaves made one. The text as it was when it quotes nothing.
 */
export function withoutQuotations(text: string, maxChars = text.length): string {
  // Cut before quotations are looked for: finding them costs more the longer a line runs.
  const unblocked = text.replace(BLOCK_QUOTE_LINE, '');
  let isQuoting = unblocked.length < text.length;
  const unquoted = unblocked.slice(0, maxChars).replace(QUOTATION, (quotation) => {
    const quoted = quotation.slice(1, -1);
    if (wordsOf(quoted).length < MIN_PASSAGE_WORDS || isTitle(quoted)) return quotation;
    isQuoting = true;
    return ' ';
  });
  return isQuoting ? unquoted.replace(/[ \t]{2,}/g, ' ').trim() : unquoted;
}
