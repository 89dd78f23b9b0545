import { CHAT } from '@polymath/shared';
import type { WikipediaArticle, WikipediaClient } from '../../adapters/wikipedia/wikipedia.client';
import type { Database } from '../../db/client';
import { categorize } from './categorize';
import type { MessageReading } from '../../text/message-reading';
import { subjectOf } from '../../text/question';
import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import { keywordsOf } from '../../text/words';
import { pickExcerpt } from './excerpt';
import {
  countKnowledgeArticles,
  type KnowledgeSearchRow,
  searchKnowledgeArticles,
  upsertKnowledgeArticle,
} from './knowledge.repository';
import { scoreReliability } from './reliability';

/** A stored article relevant to a question, ready to be cited. */
export interface KnowledgeHit {
  id: string;
  title: string;
  /** The article's plain text. */
  content: string;
  /** The passage most relevant to the question, at most CHAT.sourceExcerptChars long. */
  excerpt: string;
  /** One of KNOWLEDGE_CATEGORIES. */
  category: string;
  /** 0–1. */
  reliability: number;
  sourceUrl: string;
  /** ISO timestamp of the fetch. */
  fetchedAt: string;
  /** Full-text rank against the question; higher is better. */
  rank: number;
}

/** Where the service reports lookups that failed; pino and Fastify's logger fit. */
export interface KnowledgeLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface KnowledgeServiceDeps {
  db: Database;
  /** null: answer only from what the store holds (KNOWLEDGE_LOOKUP=false). */
  wikipedia: WikipediaClient | null;
  logger?: KnowledgeLogger;
}

export interface KnowledgeService {
  /** Stored articles relevant to `query`, best first (CHAT.maxSources unless `limit` says). */
  search(query: string, options?: { limit?: number }): Promise<KnowledgeHit[]>;
  /**
   * The stored articles about a user's question (read once by the chat), and when the store has
   * nothing relevant and the question names a subject, look it up in the encyclopedia, store it
   * and answer with it. Never fails because of the network: a failed lookup is logged and the
   * answer is what the store had.
   */
  findOrLearn(
    question: MessageReading,
    options?: { signal?: AbortSignal },
  ): Promise<KnowledgeHit[]>;
  /** Fetches and stores the best articles about `topic`; answers how many were stored. */
  learn(topic: string, options?: { signal?: AbortSignal }): Promise<number>;
  /** How many articles the store holds. */
  count(): Promise<number>;
}

/** Keywords of a long question beyond this many are not searched for (each costs a match). */
const MAX_SEARCH_KEYWORDS = 12;
/** Candidates read from the database before the relevance rule filters them. */
const SEARCH_CANDIDATES = 20;
/** Articles asked of the encyclopedia per lookup, and how many of them are kept. */
const LOOKUP_CANDIDATES = 3;
const LOOKUP_KEPT = 1;
/** The stored summary: the opening sentences, this long at most. */
const SUMMARY_MAX_CHARS = 300;
/** Share of a question's keywords an article must contain (with one of them in its title). */
const TITLE_MATCH_COVERAGE = 2 / 3;

/**
 * Whether a stored article is about what was asked: it contains every keyword (more than one, so
 * a single word met in passing is not enough), or most of them with one in its title.
 */
function isRelevant(row: KnowledgeSearchRow, keywordCount: number): boolean {
  if (row.isTitleMatch && row.matchedKeywords >= keywordCount * TITLE_MATCH_COVERAGE) return true;
  return keywordCount > 1 && row.matchedKeywords === keywordCount;
}

function summarize(text: string): string {
  let summary = '';
  for (const sentence of splitSentences(text)) {
    if (summary && summary.length + 1 + sentence.length > SUMMARY_MAX_CHARS) break;
    summary = summary ? `${summary} ${sentence}` : sentence;
  }
  return truncateOnWord(summary, SUMMARY_MAX_CHARS);
}

/** Whether an encyclopedia result mentions the subject at all (search engines stretch). */
function mentionsTopic(article: WikipediaArticle, keywords: string[]): boolean {
  const words = new Set(keywordsOf(`${article.title} ${article.extract}`));
  const found = keywords.filter((keyword) =>
    [...words].some((word) => word.startsWith(keyword.slice(0, Math.max(4, keyword.length - 2)))),
  );
  return found.length >= keywords.length * TITLE_MATCH_COVERAGE;
}

/** The knowledge store and how it learns from the encyclopedia. */
export function createKnowledgeService(deps: KnowledgeServiceDeps): KnowledgeService {
  const { db, wikipedia, logger } = deps;

  async function searchFor(subjectKeywords: string[], options: { limit?: number } = {}) {
    const keywords = subjectKeywords.slice(0, MAX_SEARCH_KEYWORDS);
    if (keywords.length === 0) return [];
    const rows = await searchKnowledgeArticles(db, keywords, { limit: SEARCH_CANDIDATES });
    return rows
      .filter((row) => isRelevant(row, keywords.length))
      .sort(
        (a, b) =>
          b.matchedKeywords - a.matchedKeywords ||
          Number(b.isTitleMatch) - Number(a.isTitleMatch) ||
          b.rank - a.rank,
      )
      .slice(0, options.limit ?? CHAT.maxSources)
      .map((row): KnowledgeHit => ({
        id: row.id,
        title: row.title,
        content: row.content,
        excerpt: pickExcerpt(row.content, keywords),
        category: row.category,
        reliability: row.reliability,
        sourceUrl: row.sourceUrl,
        fetchedAt: row.fetchedAt.toISOString(),
        rank: row.rank,
      }));
  }

  async function learn(topic: string, options: { signal?: AbortSignal } = {}) {
    if (!wikipedia) return 0;
    const keywords = keywordsOf(topic);
    const found = await wikipedia.lookup(topic, {
      limit: LOOKUP_CANDIDATES,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const kept = found.filter((article) => mentionsTopic(article, keywords)).slice(0, LOOKUP_KEPT);
    for (const article of kept) {
      await upsertKnowledgeArticle(db, {
        title: article.title,
        content: article.extract,
        summary: summarize(article.extract),
        category: categorize(article),
        reliability: scoreReliability(article),
        sourceUrl: article.url,
      });
    }
    logger?.info({ topic, stored: kept.map((article) => article.title) }, 'knowledge lookup');
    return kept.length;
  }

  return {
    search: (query, options) => searchFor(keywordsOf(subjectOf(query)), options),
    learn,
    count: () => countKnowledgeArticles(db),

    async findOrLearn(question, options = {}) {
      const known = await searchFor(question.keywords);
      if (known.length > 0 || !wikipedia || !question.isLookupWorthy) return known;
      const topic = question.subject;
      try {
        const stored = await learn(topic, options);
        return stored > 0 ? await searchFor(question.keywords) : known;
      } catch (error) {
        if (!options.signal?.aborted) {
          logger?.warn({ err: error, topic }, 'knowledge lookup failed; answering from the store');
        }
        return known;
      }
    },
  };
}
