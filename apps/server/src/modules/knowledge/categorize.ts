import type { WikipediaArticle } from '../../adapters/wikipedia/wikipedia.client';

/** The knowledge store's own taxonomy; `general` holds what fits nowhere else. */
export const KNOWLEDGE_CATEGORIES = [
  'science',
  'technology',
  'mathematics',
  'history',
  'geography',
  'arts',
  'health',
  'society',
  'nature',
  'general',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/**
 * Words that point to each category: a stem matches words starting with it; a cue ending in '.'
 * matches only that word or its plural (so 'war.' is not found in 'warm').
 */
const CUE_LISTS: Record<Exclude<KnowledgeCategory, 'general'>, string> = {
  science: `physic chemi biolog scien astronom quantum molecul atom particle cell. cells. genetic evolution
    photosynth energy element laborator experiment theor planet star. stars. galax universe geolog`,
  technology: `technolog comput software hardware internet program engineer electron digital
    machine robot algorithm network invent device artificial telecommunic web.`,
  mathematics: `mathemat algebra geometr calculus number theorem equation statistic probabilit
    arithmetic topolog logic`,
  history: `histor war. battle empire dynast revolution ancient medieval century centuries king. kings. kingdom queen
    monarch archaeolog colonial treaty`,
  geography: `geograph countr cities city. capital. region continent river mountain island ocean
    populated province state. states. territor border`,
  arts: `art. arts. artist music paint literatur novel poet poem film theatre theater sculpt album song
    composer writer architect danc`,
  health: `health medic disease diseas medicine nutrition anatom surgery virus infect therap
    mental symptom drug vaccin hospital`,
  society: `societ politic econom law. laws. legal government philosoph religio cultur languag education
    sport company business organi people person`,
  nature: `nature animal plant species ecolog climate weather environment forest bird mammal
    insect fish flower tree`,
};

const CUES = Object.fromEntries(
  Object.entries(CUE_LISTS).map(([category, list]) => [
    category,
    list.split(/\s+/).filter(Boolean),
  ]),
) as Record<keyof typeof CUE_LISTS, string[]>;

const WORD = /\p{L}+/gu;
/** Category names are written to classify; a word in one counts more than a word in the text. */
const CATEGORY_WEIGHT = 3;
/** Only the opening of the text is read: it states what the subject is. */
const TEXT_CHARS = 600;

function isCue(word: string, cue: string): boolean {
  if (!cue.endsWith('.')) return word.startsWith(cue);
  const base = cue.slice(0, -1);
  return word === base || word === `${base}s`;
}

function score(words: string[], cues: string[]): number {
  return words.filter((word) => cues.some((cue) => isCue(word, cue))).length;
}

/**
 * Files an article under one KNOWLEDGE_CATEGORIES entry: the category whose cue words appear most
 * in its Wikipedia categories (weighted) and the opening of its text; `general` when none does.
 */
export function categorize(
  article: Pick<WikipediaArticle, 'title' | 'extract' | 'categories'>,
): KnowledgeCategory {
  const words = (text: string) => text.toLowerCase().match(WORD) ?? [];
  const categoryWords = article.categories.flatMap(words);
  const textWords = words(`${article.title} ${article.extract.slice(0, TEXT_CHARS)}`);
  let best: KnowledgeCategory = 'general';
  let bestScore = 0;
  for (const category of KNOWLEDGE_CATEGORIES) {
    if (category === 'general') continue;
    const cues = CUES[category];
    const total = CATEGORY_WEIGHT * score(categoryWords, cues) + score(textWords, cues);
    if (total > bestScore) {
      best = category;
      bestScore = total;
    }
  }
  return best;
}
