import { CHAT } from '@polymath/shared';
import { splitSentences } from './sentences';
import { truncateOnWord } from './truncate';
import { wordsOf } from './words';

/** A keyword's stem, loose enough that 'revolution' finds 'revolutionary' and 'plants' 'plant'. */
function stemOf(keyword: string): string {
  return keyword.slice(0, Math.max(4, Math.ceil(keyword.length * 0.75)));
}

function countMatches(sentence: string, stems: string[]): number {
  const words = wordsOf(sentence);
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
