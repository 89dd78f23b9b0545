import { CHAT } from '@polymath/shared';

const ELLIPSIS = '…';
const WORD = /[\p{L}\p{N}]+/gu;

/** Sentences of a plain text: split after . ! ? and at line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Cuts `text` to at most `maxChars` characters on a word boundary, ending with an ellipsis. */
export function truncateOnWord(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const room = clean.slice(0, maxChars - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}

/** A keyword's stem, loose enough that 'revolution' finds 'revolutionary' and 'plants' 'plant'. */
function stemOf(keyword: string): string {
  return keyword.slice(0, Math.max(4, Math.ceil(keyword.length * 0.75)));
}

function countMatches(sentence: string, stems: string[]): number {
  const words = sentence.toLowerCase().match(WORD) ?? [];
  return stems.filter((stem) => words.some((word) => word.startsWith(stem))).length;
}

/**
 * The passage of an article most relevant to a question's keywords, at most `maxChars` long: the
 * sentence naming most keywords (the earliest on a tie; the opening when none does), followed by
 * the next sentences while they fit.
 */
export function pickExcerpt(
  content: string,
  keywords: string[],
  maxChars: number = CHAT.sourceExcerptChars,
): string {
  const sentences = splitSentences(content);
  if (sentences.length === 0) return '';
  const stems = keywords.map(stemOf);
  let best = 0;
  let bestScore = 0;
  sentences.forEach((sentence, index) => {
    const score = countMatches(sentence, stems);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let passage = sentences[best] ?? '';
  for (const next of sentences.slice(best + 1)) {
    if (passage.length + 1 + next.length > maxChars) break;
    passage = `${passage} ${next}`;
  }
  return truncateOnWord(passage, maxChars);
}
