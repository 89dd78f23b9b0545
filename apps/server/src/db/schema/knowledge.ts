import { type SQL, sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from './tsvector';

/**
 * The knowledge store: encyclopedia articles learned so far, one row per source address.
 * `search_vector` is computed by the database from title (weight A) and content (weight B), so
 * every writer (the chat's lookups, the background learner) gets full-text search for free.
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The article's plain text. */
    content: text('content').notNull(),
    /** Its first sentences, for lists and popups. */
    summary: text('summary').notNull(),
    /** One of KNOWLEDGE_CATEGORIES. */
    category: text('category').notNull(),
    /** 0–1, see modules/knowledge/reliability.ts. */
    reliability: real('reliability').notNull(),
    sourceUrl: text('source_url').notNull().unique(),
    /** When the content was last fetched from the source. */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the article was first learned. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${knowledgeArticles.title}), 'A') || setweight(to_tsvector('english', ${knowledgeArticles.content}), 'B')`,
      ),
  },
  (table) => [
    index('knowledge_articles_search_idx').using('gin', table.searchVector),
    index('knowledge_articles_category_idx').on(table.category),
    index('knowledge_articles_created_at_idx').on(table.createdAt),
  ],
);

/** A stored article as the repository returns it. */
export type KnowledgeArticleRow = Omit<typeof knowledgeArticles.$inferSelect, 'searchVector'>;

/**
 * A stored article in passages (its paragraphs, long ones cut between sentences), indexed once
 * when the article is stored: a question reads the few passages that speak of it, never the whole
 * article. `terms` are the passage's stemmed words (text/words.ts `termsOf`, space-separated) for
 * ranking them against a question without reading them again; null for passages indexed before
 * the terms were kept.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => knowledgeArticles.id, { onDelete: 'cascade' }),
    /** 0 is the article's opening. */
    ordinal: integer('ordinal').notNull(),
    content: text('content').notNull(),
    terms: text('terms'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${knowledgePassages.content})`),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.ordinal] }),
    index('knowledge_passages_search_idx').using('gin', table.searchVector),
  ],
);

/**
 * Which stored articles answered whose questions: the Wikipedia Learning tab lists a caller's own,
 * since the shared store's newest titles would tell everyone what others asked about. The owner is
 * the caller's owner key (`user:<id>` or `guest:<anonymous id>`); one row per owner and article, so
 * what an owner keeps is bounded by the store's size.
 */
export const knowledgeReaders = pgTable(
  'knowledge_readers',
  {
    owner: text('owner').notNull(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => knowledgeArticles.id, { onDelete: 'cascade' }),
    /** When the article last answered one of the owner's questions. */
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.owner, table.articleId] }),
    index('knowledge_readers_owner_read_at_idx').on(table.owner, table.readAt),
  ],
);
