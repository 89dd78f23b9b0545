import type { WikipediaArticle } from '../../adapters/wikipedia/wikipedia.client';
import { namesArticle, nameWordsOf } from '../../text/article-names';
import { keywordsOf, stem } from '../../text/words';
import type { KnowledgeSearchRow } from './knowledge.repository';

/*
 * Whether an article is about what was asked. A whole article mentions hundreds of things in
 * passing (the Rhine's names the Danube), so a stored article counts when the question names it,
 * or when its opening speaks of what the question asks.
 */

/** Share of a question's keywords an article's opening must contain (with one in its title). */
const OPENING_COVERAGE = 2 / 3;

/**
 * Whether a stored article answers to a question: the question names it ('Danube'), or its
 * opening contains most of the question's keywords with one in its title, or all of them (more
 * than one, so a single word met in passing is not enough).
 */
export function isRelevant(row: KnowledgeSearchRow, keywordCount: number, question: string) {
  if (namesArticle(question, row.title)) return true;
  if (row.isTitleMatch && row.leadMatchedKeywords >= keywordCount * OPENING_COVERAGE) return true;
  return keywordCount > 1 && row.leadMatchedKeywords === keywordCount;
}

/** A keyword's loose stem: 'revolution' finds 'revolutionary', 'dance' finds 'dancing'. */
function looseStem(keyword: string): string {
  return keyword.slice(0, Math.max(4, keyword.length - 2));
}

/**
 * Whether an encyclopedia search result is about the question (search engines stretch): the
 * question names it, or its introduction speaks of all the question's `keywords` (at least two),
 * or of most of them with its title sharing a word with the question.
 */
export function isAbout(article: WikipediaArticle, question: string, keywords: string[]) {
  if (namesArticle(question, article.title)) return true;
  if (keywords.length < 2) return false;
  const words = keywordsOf(`${article.title} ${article.extract}`);
  const found = keywords.filter((keyword) =>
    words.some((word) => word.startsWith(looseStem(keyword))),
  ).length;
  // 'What is an event horizon?': the introduction of 'Black hole' defines it.
  if (found === keywords.length) return true;
  const questionStems = new Set(keywordsOf(question).map(stem));
  const isTitleShared = nameWordsOf(article.title).some((word) => questionStems.has(word));
  return isTitleShared && found >= keywords.length * OPENING_COVERAGE;
}
