import { CHAT } from '@polymath/shared';
import type { WikipediaArticle, WikipediaClient } from '../../adapters/wikipedia/wikipedia.client';
import type { Database } from '../../db/client';
import type { KnowledgeArticleRow } from '../../db/schema';
import { lookupQueriesOf } from '../../text/lookup-queries';
import type { MessageReading } from '../../text/message-reading';
import { capArticle } from '../../text/passages';
import { subjectOf } from '../../text/question';
import { splitSentences } from '../../text/sentences';
import { truncateOnWord } from '../../text/truncate';
import { keywordsOf } from '../../text/words';
import { indexPassages, MAX_ARTICLE_CHARS, readPassages } from './article-passages';
import { categorize } from './categorize';
import { pickExcerpt } from '../../text/excerpt';
import {
  countKnowledgeArticles,
  findKnowledgeArticleByUrl,
  findKnowledgePassages,
  searchKnowledgeArticles,
  upsertKnowledgeArticle,
} from './knowledge.repository';
import { isAbout, isRelevant } from './relevance';
import { scoreReliability } from './reliability';

/** A stored article relevant to a question, ready to be cited. */
export interface KnowledgeHit {
  id: string;
  title: string;
  /** What the question is answered from: the article's opening and its passages on the question. */
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
   * nothing relevant and the question names a subject, look it up in the encyclopedia (by the
   * topic it states, then the names and noun phrases it uses), store the whole article and
   * answer with it. Never fails because of the network: a failed lookup is logged and the answer
   * is what the store had.
   */
  findOrLearn(
    question: MessageReading,
    options?: { signal?: AbortSignal },
  ): Promise<KnowledgeHit[]>;
  /** Fetches and stores the best article about `topic`; answers how many were stored. */
  learn(topic: string, options?: { signal?: AbortSignal }): Promise<number>;
  /** How many articles the store holds. */
  count(): Promise<number>;
}

/** Keywords of a long question beyond this many are not searched for (each costs a match). */
const MAX_SEARCH_KEYWORDS = 12;
/** Candidates read from the database before the relevance rule filters them. */
const SEARCH_CANDIDATES = 20;
/** Articles asked of the encyclopedia per search. */
const LOOKUP_CANDIDATES = 3;
/** An article's passages on the question read from the database, before they are ranked. */
const PASSAGES_PER_ARTICLE = 24;
/** The stored summary: the opening sentences, this long at most. */
const SUMMARY_MAX_CHARS = 300;

/** A stored article as a hit needs it (its text is read passage by passage). */
type ArticleSummary = Omit<KnowledgeArticleRow, 'content'> & { rank?: number };

function summarize(text: string): string {
  let summary = '';
  for (const sentence of splitSentences(text)) {
    if (summary && summary.length + 1 + sentence.length > SUMMARY_MAX_CHARS) break;
    summary = summary ? `${summary} ${sentence}` : sentence;
  }
  return truncateOnWord(summary, SUMMARY_MAX_CHARS);
}

/** The knowledge store and how it learns from the encyclopedia. */
export function createKnowledgeService(deps: KnowledgeServiceDeps): KnowledgeService {
  const { db, wikipedia, logger } = deps;

  /** The articles as hits: each with its passages on the question. */
  async function hitsFor(articles: ArticleSummary[], question: string): Promise<KnowledgeHit[]> {
    const keywords = keywordsOf(question).slice(0, MAX_SEARCH_KEYWORDS);
    const ids = articles.map((article) => article.id);
    const passages = await findKnowledgePassages(db, ids, keywords, PASSAGES_PER_ARTICLE);
    return articles.map((article): KnowledgeHit => {
      const content = readPassages(
        passages.filter((passage) => passage.articleId === article.id),
        question,
      );
      return {
        id: article.id,
        title: article.title,
        content,
        excerpt: pickExcerpt(content, keywords),
        category: article.category,
        reliability: article.reliability,
        sourceUrl: article.sourceUrl,
        fetchedAt: article.fetchedAt.toISOString(),
        rank: article.rank ?? 0,
      };
    });
  }

  async function searchFor(
    question: string,
    subjectKeywords: string[],
    options: { limit?: number } = {},
  ) {
    const keywords = subjectKeywords.slice(0, MAX_SEARCH_KEYWORDS);
    if (keywords.length === 0) return [];
    const rows = await searchKnowledgeArticles(db, keywords, { limit: SEARCH_CANDIDATES });
    const relevant = rows
      .filter((row) => isRelevant(row, keywords.length, question))
      .sort(
        (a, b) =>
          b.matchedKeywords - a.matchedKeywords ||
          Number(b.isTitleMatch) - Number(a.isTitleMatch) ||
          b.rank - a.rank,
      )
      .slice(0, options.limit ?? CHAT.maxSources);
    return hitsFor(relevant, question);
  }

  /**
   * Stores the whole of a search result (read in a second request: the encyclopedia gives one
   * whole article a request), or finds it stored already whole.
   */
  async function storeWhole(found: WikipediaArticle, signal?: AbortSignal) {
    const stored = await findKnowledgeArticleByUrl(db, found.url);
    if (stored && stored.contentChars > found.extract.length) return stored;
    const whole = await wikipedia?.getArticle(found.title, {
      introOnly: false,
      ...(signal ? { signal } : {}),
    });
    const article = whole ?? found;
    const text = capArticle(article.extract, MAX_ARTICLE_CHARS);
    return upsertKnowledgeArticle(
      db,
      {
        title: article.title,
        content: text,
        summary: summarize(found.extract),
        category: categorize(article),
        reliability: scoreReliability(article),
        sourceUrl: article.url,
      },
      indexPassages(text),
    );
  }

  /** Searches the encyclopedia for `query` and stores the first result about `question`. */
  async function lookUp(
    query: string,
    question: string,
    keywords: string[],
    signal?: AbortSignal,
  ): Promise<ArticleSummary | undefined> {
    if (!wikipedia) return undefined;
    const found = await wikipedia.lookup(query, {
      limit: LOOKUP_CANDIDATES,
      ...(signal ? { signal } : {}),
    });
    const best = found.find((article) => isAbout(article, question, keywords));
    logger?.info({ topic: query, stored: best ? [best.title] : [] }, 'knowledge lookup');
    return best ? storeWhole(best, signal) : undefined;
  }

  return {
    search: (query, options) => searchFor(query, keywordsOf(subjectOf(query)), options),
    count: () => countKnowledgeArticles(db),

    async learn(topic, options = {}) {
      const stored = await lookUp(topic, topic, keywordsOf(topic), options.signal);
      return stored ? 1 : 0;
    },

    async findOrLearn(question, options = {}) {
      const known = await searchFor(question.text, question.keywords);
      if (known.length > 0 || !wikipedia || !question.isLookupWorthy) return known;
      const phrases = keywordsOf(question.nounPhrases().join(' '));
      const keywords = phrases.length > 0 ? phrases : question.keywords;
      let topic = question.subject;
      try {
        // The topic as stated, then the names, then every noun phrase: the first search that
        // finds an article about the question ends the lookup.
        for (const query of lookupQueriesOf(question)) {
          topic = query;
          const stored = await lookUp(query, question.text, keywords, options.signal);
          if (stored) return await hitsFor([stored], question.text);
        }
        return known;
      } catch (error) {
        if (!options.signal?.aborted) {
          logger?.warn({ err: error, topic }, 'knowledge lookup failed; answering from the store');
        }
        return known;
      }
    },
  };
}
