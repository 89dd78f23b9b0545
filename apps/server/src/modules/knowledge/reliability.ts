import type { WikipediaArticle } from '../../adapters/wikipedia/wikipedia.client';

/**
 * How far an encyclopedia article can be trusted, 0–1. Wikipedia starts at 0.85 (edited and
 * sourced, but open to anyone); a developed article (long wikitext, several categories, reviewed
 * as good or featured) earns a little more; stubs and articles flagged for missing or doubtful
 * sources lose some. The figure ranks sources and feeds an answer's verification score.
 */
const BASE = 0.85;
/** Wikitext sizes in bytes, and what reaching each adds. */
const LENGTH_BONUSES: ReadonlyArray<readonly [bytes: number, bonus: number]> = [
  [30_000, 0.06],
  [10_000, 0.04],
  [3_000, 0.02],
];
const MANY_CATEGORIES = 5;
const CATEGORY_BONUS = 0.02;
const REVIEWED_BONUS = 0.05;
const STUB_PENALTY = 0.2;
const UNSOURCED_PENALTY = 0.12;
const DISPUTED_PENALTY = 0.1;
/** An introduction shorter than this says too little to be relied on. */
const SHORT_EXTRACT_CHARS = 200;
const SHORT_EXTRACT_PENALTY = 0.05;

const REVIEWED = /^(featured articles|good articles)$/i;
const STUB = /\bstubs?\b/i;
// Whole-article flags only: "articles with unsourced statements" marks single sentences and is
// on most long articles, so it says little about the article as a whole.
const UNSOURCED =
  /lacking sources|needing additional references|unreferenced|lacking reliable references/i;
const DISPUTED = /\bdisputes\b|\bdisputed\b|original research/i;

/** The reliability of an article, clamped to 0–1 and rounded to two decimals. */
export function scoreReliability(
  article: Pick<WikipediaArticle, 'extract' | 'length' | 'categories' | 'maintenanceCategories'>,
): number {
  const all = [...article.categories, ...article.maintenanceCategories];
  const has = (pattern: RegExp) => all.some((name) => pattern.test(name));
  // Review and sourcing flags are hidden categories; a visible "Disputed territories" is a topic.
  const isFlagged = (pattern: RegExp) =>
    article.maintenanceCategories.some((name) => pattern.test(name));
  let score = BASE;
  score += LENGTH_BONUSES.find(([bytes]) => article.length >= bytes)?.[1] ?? 0;
  if (article.categories.length >= MANY_CATEGORIES) score += CATEGORY_BONUS;
  if (isFlagged(REVIEWED)) score += REVIEWED_BONUS;
  if (has(STUB)) score -= STUB_PENALTY;
  if (isFlagged(UNSOURCED)) score -= UNSOURCED_PENALTY;
  if (isFlagged(DISPUTED)) score -= DISPUTED_PENALTY;
  if (article.extract.length < SHORT_EXTRACT_CHARS) score -= SHORT_EXTRACT_PENALTY;
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}
