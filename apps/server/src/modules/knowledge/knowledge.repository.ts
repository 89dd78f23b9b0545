import { count, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type KnowledgeArticleRow, knowledgeArticles } from '../../db/schema';

/** An article to store; `fetchedAt` defaults to now. */
export type NewKnowledgeArticle = Omit<KnowledgeArticleRow, 'id' | 'createdAt' | 'fetchedAt'> & {
  fetchedAt?: Date;
};

/** A stored article found by full-text search, with how well it matched. */
export interface KnowledgeSearchRow extends KnowledgeArticleRow {
  /** ts_rank of the article against any of the keywords (title weighs more than text). */
  rank: number;
  /** How many of the keywords the article contains. */
  matchedKeywords: number;
  /** Whether its title contains at least one keyword. */
  isTitleMatch: boolean;
}

// Every column but the generated search vector, which callers never need.
const { searchVector, ...articleColumns } = getTableColumns(knowledgeArticles);

/** Stores an article, or refreshes the one with the same source address. */
export async function upsertKnowledgeArticle(
  db: Database,
  article: NewKnowledgeArticle,
): Promise<KnowledgeArticleRow> {
  const fetchedAt = article.fetchedAt ?? new Date();
  const [row] = await db
    .insert(knowledgeArticles)
    .values({ ...article, fetchedAt })
    .onConflictDoUpdate({
      target: knowledgeArticles.sourceUrl,
      set: {
        title: article.title,
        content: article.content,
        summary: article.summary,
        category: article.category,
        reliability: article.reliability,
        fetchedAt,
      },
    })
    .returning(articleColumns);
  if (!row) throw new Error('upsert of a knowledge article returned no row');
  return row;
}

/**
 * Articles containing any of `keywords` (English stemming: 'plants' finds 'plant'), those
 * matching most keywords first, then by rank. Keywords must be plain words (no operators).
 */
export async function searchKnowledgeArticles(
  db: Database,
  keywords: string[],
  options: { limit: number },
): Promise<KnowledgeSearchRow[]> {
  if (keywords.length === 0) return [];
  const anyKeyword = sql`websearch_to_tsquery('english', ${keywords.join(' or ')})`;
  const matchedKeywords: SQL<number> = sql<number>`(${sql.join(
    keywords.map(
      (keyword) => sql`(${searchVector} @@ plainto_tsquery('english', ${keyword}))::int`,
    ),
    sql` + `,
  )})`.mapWith(Number);
  const rank: SQL<number> = sql<number>`ts_rank(${searchVector}, ${anyKeyword})`.mapWith(Number);
  return db
    .select({
      ...articleColumns,
      rank,
      matchedKeywords,
      isTitleMatch: sql<boolean>`to_tsvector('english', ${knowledgeArticles.title}) @@ ${anyKeyword}`,
    })
    .from(knowledgeArticles)
    .where(sql`${searchVector} @@ ${anyKeyword}`)
    .orderBy(desc(matchedKeywords), desc(rank))
    .limit(options.limit);
}

/** How many articles the store holds. */
export async function countKnowledgeArticles(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(knowledgeArticles);
  return row?.total ?? 0;
}
