import { GENERAL_LEARNING_CATEGORY, LEARNING_CATEGORIES } from '@polymath/shared';
import { CATEGORY_CUES } from './category-taxonomy';

/** Each cue (word or phrase) with the categories it points to, in LEARNING_CATEGORIES order. */
const CUE_CATEGORIES = new Map<string, string[]>();
for (const category of LEARNING_CATEGORIES) {
  for (const cue of CATEGORY_CUES[category]) {
    CUE_CATEGORIES.set(cue, [...(CUE_CATEGORIES.get(cue) ?? []), category]);
  }
}

/** The cues of several words (or with symbols), which are looked for in the text itself. */
const PHRASE_CUES = [...CUE_CATEGORIES.keys()]
  .filter((cue) => /[\s+#.]/.test(cue))
  // Longest first, so "world war ii" is found before "world war".
  .sort((a, b) => b.length - a.length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PHRASE_PATTERNS = PHRASE_CUES.map(
  (cue) =>
    [
      cue,
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(cue)}(?:e?s)?(?![\\p{L}\\p{N}+#])`, 'u'),
    ] as const,
);

/**
 * The taxonomy's multi-word phrases the text contains (also in the plural), longest first, none
 * inside another.
 */
export function findKnownPhrases(text: string): string[] {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const found: string[] = [];
  for (const [cue, pattern] of PHRASE_PATTERNS) {
    // Most cues are not in the text at all: the plain search rules them out without running (and
    // so compiling, twice as V8 tiers a pattern up) hundreds of patterns on every message.
    if (!lower.includes(cue)) continue;
    if (found.some((longer) => longer.includes(cue))) continue;
    if (pattern.test(lower)) found.push(cue);
  }
  return found;
}

function categoriesOfWord(word: string): string[] {
  return (
    CUE_CATEGORIES.get(word) ??
    // A plural the tagger left alone ("equations", "galaxies").
    CUE_CATEGORIES.get(word.replace(/ies$/, 'y')) ??
    CUE_CATEGORIES.get(word.replace(/e?s$/, '')) ??
    CUE_CATEGORIES.get(word.replace(/s$/, '')) ??
    []
  );
}

/** Points per category from a list of words; the last word (a phrase's head) counts double. */
function scoreWords(words: string[], headWeight: number): Map<string, number> {
  const scores = new Map<string, number>();
  words.forEach((word, i) => {
    const weight = i === words.length - 1 ? headWeight : 1;
    for (const category of categoriesOfWord(word)) {
      scores.set(category, (scores.get(category) ?? 0) + weight);
    }
  });
  return scores;
}

/** The single best category of the scores, or undefined on no score or a tie not broken by `prefer`. */
function bestOf(scores: Map<string, number>, prefer?: string): string | undefined {
  const top = Math.max(0, ...scores.values());
  if (top === 0) return undefined;
  const leaders = [...scores].filter(([, score]) => score === top).map(([category]) => category);
  if (leaders.length === 1) return leaders[0];
  return prefer && leaders.includes(prefer) ? prefer : undefined;
}

/**
 * The category a whole message is mostly about (from its words and known phrases), used when a
 * topic alone says nothing ("closure" in a message about JavaScript).
 */
export function categorizeMessage(words: string[], knownPhrases: string[]): string | undefined {
  const scores = scoreWords(words, 1);
  for (const phrase of knownPhrases) {
    for (const category of CUE_CATEGORIES.get(phrase) ?? []) {
      scores.set(category, (scores.get(category) ?? 0) + 2);
    }
  }
  return bestOf(scores);
}

/**
 * Files a normalised topic under one of LEARNING_CATEGORIES: the taxonomy entry for the whole
 * topic, else its words (the head counting double), ties and unknown words settled by the message's
 * category, else GENERAL_LEARNING_CATEGORY.
 */
export function categorizeTopic(topic: string, messageCategory?: string): string {
  const exact = CUE_CATEGORIES.get(topic);
  if (exact?.length === 1) return exact[0]!;
  if (exact && messageCategory && exact.includes(messageCategory)) return messageCategory;
  const scores = scoreWords(topic.split(' '), 2);
  const best = bestOf(scores, messageCategory);
  if (best) return best;
  if (exact?.[0]) return exact[0];
  const top = [...scores.entries()].sort((a, b) => b[1] - a[1])[0];
  return messageCategory ?? top?.[0] ?? GENERAL_LEARNING_CATEGORY;
}
