import { scoreBm25 } from '../../text/bm25';
import { passagesOf } from '../../text/passages';
import { termsOf } from '../../text/words';
import type { KnowledgePassageRow, NewKnowledgePassage } from './knowledge.repository';

/*
 * How a stored article is read: cut into passages and indexed once when it is stored, then, for
 * each question, only the passages that speak of it are read, ranked and handed on.
 */

/** Of a longer article only the opening this long is kept (the first few thousand words). */
export const MAX_ARTICLE_CHARS = 60_000;
/** A paragraph longer than this is cut between sentences into passages. */
const PASSAGE_CHARS = 700;
/** What a hit hands on of its article: the opening and the best passages, this long at most. */
const HIT_CONTENT_CHARS = 3_000;

/** The passages an article is stored in, each with its terms. */
export function indexPassages(text: string): NewKnowledgePassage[] {
  return passagesOf(text, PASSAGE_CHARS).map((content) => ({
    content,
    terms: termsOf(content).join(' '),
  }));
}

/**
 * What a question is answered from in one article: its opening passage and the passages that
 * rank best for the question (BM25, rare words weighing more), within HIT_CONTENT_CHARS, in the
 * article's order, one a line.
 */
export function readPassages(passages: readonly KnowledgePassageRow[], question: string): string {
  const queryTerms = termsOf(question);
  const scores = scoreBm25(
    queryTerms,
    passages.map((passage) => passage.terms?.split(' ') ?? termsOf(passage.content)),
  );
  const ranked = passages
    .map((passage, index) => ({ passage, score: scores[index] ?? 0 }))
    .sort(
      (a, b) =>
        Number(b.passage.ordinal === 0) - Number(a.passage.ordinal === 0) ||
        b.score - a.score ||
        a.passage.ordinal - b.passage.ordinal,
    );
  const kept: KnowledgePassageRow[] = [];
  let length = 0;
  for (const { passage, score } of ranked) {
    if (passage.ordinal !== 0 && score <= 0) continue;
    if (kept.length > 0 && length + passage.content.length > HIT_CONTENT_CHARS) continue;
    kept.push(passage);
    length += passage.content.length + 1;
  }
  return kept
    .sort((a, b) => a.ordinal - b.ordinal)
    .map((passage) => passage.content)
    .join('\n');
}
