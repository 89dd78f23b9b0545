import { and, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type KnowledgeArticleRow, knowledgeArticles, knowledgePassages } from '../../db/schema';

/** An article to store; `fetchedAt` defaults to now. */
export type NewKnowledgeArticle = Omit<KnowledgeArticleRow, 'id' | 'createdAt' | 'fetchedAt'> & {
  fetchedAt?: Date;
};

/** A passage of an article to store, in order (see `knowledgePassages`). */
export interface NewKnowledgePassage {
  content: string;
  /** Its stemmed words, space-separated. */
  terms: string;
}

/** A stored article found by full-text search, with how well it matched (its text left out). */
export interface KnowledgeSearchRow extends Omit<KnowledgeArticleRow, 'content'> {
  /** ts_rank of the article against any of the keywords (title weighs more than text). */
  rank: number;
  /** How many of the keywords the article contains. */
  matchedKeywords: number;
  /** How many of them its opening passage contains. */
  leadMatchedKeywords: number;
  /** Whether its title contains at least one keyword. */
  isTitleMatch: boolean;
}

/** A stored passage, with the terms it was indexed under (null when indexed before terms were). */
export interface KnowledgePassageRow {
  articleId: string;
  ordinal: number;
  content: string;
  terms: string | null;
}

// Every column but the generated search vector, which callers never need.
const { searchVector, ...articleColumns } = getTableColumns(knowledgeArticles);
const { content: _content, ...articleColumnsWithoutText } = articleColumns;

/**
 * Stores an article with its passages, or refreshes the one with the same source address (its
 * passages replaced), in one transaction.
 */
export async function upsertKnowledgeArticle(
  db: Database,
  article: NewKnowledgeArticle,
  passages: readonly NewKnowledgePassage[],
): Promise<KnowledgeArticleRow> {
  const fetchedAt = article.fetchedAt ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
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
    await tx.delete(knowledgePassages).where(eq(knowledgePassages.articleId, row.id));
    if (passages.length > 0) {
      await tx
        .insert(knowledgePassages)
        .values(passages.map((passage, ordinal) => ({ articleId: row.id, ordinal, ...passage })));
    }
    return row;
  });
}

/** The stored article with this source address, its text left out; undefined when none. */
export async function findKnowledgeArticleByUrl(
  db: Database,
  sourceUrl: string,
): Promise<(Omit<KnowledgeArticleRow, 'content'> & { contentChars: number }) | undefined> {
  const [row] = await db
    .select({
      ...articleColumnsWithoutText,
      contentChars: sql<number>`char_length(${knowledgeArticles.content})`.mapWith(Number),
    })
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.sourceUrl, sourceUrl));
  return row;
}

function anyKeywordQuery(keywords: string[]): SQL {
  return sql`websearch_to_tsquery('english', ${keywords.join(' or ')})`;
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
  const anyKeyword = anyKeywordQuery(keywords);
  const countIn = (vector: SQL) =>
    sql<number>`(${sql.join(
      keywords.map(
        (keyword) => sql`coalesce(${vector} @@ plainto_tsquery('english', ${keyword}), false)::int`,
      ),
      sql` + `,
    )})`.mapWith(Number);
  const matchedKeywords = countIn(sql`${searchVector}`);
  const rank: SQL<number> = sql<number>`ts_rank(${searchVector}, ${anyKeyword})`.mapWith(Number);
  return db
    .select({
      ...articleColumnsWithoutText,
      rank,
      matchedKeywords,
      leadMatchedKeywords: countIn(sql`${knowledgePassages.searchVector}`),
      isTitleMatch: sql<boolean>`to_tsvector('english', ${knowledgeArticles.title}) @@ ${anyKeyword}`,
    })
    .from(knowledgeArticles)
    .leftJoin(
      knowledgePassages,
      and(eq(knowledgePassages.articleId, knowledgeArticles.id), eq(knowledgePassages.ordinal, 0)),
    )
    .where(sql`${searchVector} @@ ${anyKeyword}`)
    .orderBy(desc(matchedKeywords), desc(rank))
    .limit(options.limit);
}

/**
 * The passages of these articles that contain any of `keywords`, and each article's opening
 * passage: at most `perArticle` an article, the best ranked first.
 */
export async function findKnowledgePassages(
  db: Database,
  articleIds: string[],
  keywords: string[],
  perArticle: number,
): Promise<KnowledgePassageRow[]> {
  if (articleIds.length === 0) return [];
  const matches =
    keywords.length > 0
      ? sql`${knowledgePassages.searchVector} @@ ${anyKeywordQuery(keywords)}`
      : sql`false`;
  const rank =
    keywords.length > 0
      ? sql`ts_rank(${knowledgePassages.searchVector}, ${anyKeywordQuery(keywords)})`
      : sql`0`;
  const ranked = db
    .select({
      articleId: knowledgePassages.articleId,
      ordinal: knowledgePassages.ordinal,
      content: knowledgePassages.content,
      terms: knowledgePassages.terms,
      place:
        sql<number>`row_number() over (partition by ${knowledgePassages.articleId} order by (${knowledgePassages.ordinal} = 0) desc, ${rank} desc, ${knowledgePassages.ordinal})`.as(
          'place',
        ),
    })
    .from(knowledgePassages)
    .where(
      and(
        inArray(knowledgePassages.articleId, articleIds),
        sql`(${knowledgePassages.ordinal} = 0 or ${matches})`,
      ),
    )
    .as('ranked');
  return db
    .select({
      articleId: ranked.articleId,
      ordinal: ranked.ordinal,
      content: ranked.content,
      terms: ranked.terms,
    })
    .from(ranked)
    .where(sql`${ranked.place} <= ${perArticle}`)
    .orderBy(ranked.articleId, ranked.ordinal);
}

/** How many articles the store holds. */
export async function countKnowledgeArticles(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(knowledgeArticles);
  return row?.total ?? 0;
}
