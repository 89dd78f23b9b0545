import { asc, avg, count, countDistinct, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgeArticles as articles, knowledgeReaders as readers } from '../../db/schema';

/** The knowledge store's figures. */
export interface KnowledgeStoreSummary {
  total: number;
  categories: number;
  /** Articles fetched (stored or refreshed) since `dayStart`. */
  fetchedToday: number;
  /** Mean reliability, or null when the store is empty. */
  averageReliability: number | null;
  /** When the latest article was fetched, or null. */
  lastUpdate: Date | null;
}

/** A stored article as the Wikipedia Learning tab lists it. */
export interface CategoryArticleRow {
  category: string;
  title: string;
  summary: string;
  reliability: number;
  sourceUrl: string;
  fetchedAt: Date;
}

/** Counts, mean reliability and latest fetch of the knowledge store, in one query. */
export async function summarizeKnowledgeStore(
  db: Database,
  options: { dayStart: Date },
): Promise<KnowledgeStoreSummary> {
  const [row] = await db
    .select({
      total: count(),
      categories: countDistinct(articles.category),
      fetchedToday: count(
        sql`case when ${articles.fetchedAt} >= ${options.dayStart.toISOString()}::timestamptz then 1 end`,
      ),
      averageReliability: avg(articles.reliability).mapWith(Number),
      lastUpdate: max(articles.fetchedAt),
    })
    .from(articles);
  return {
    total: row?.total ?? 0,
    categories: row?.categories ?? 0,
    fetchedToday: row?.fetchedToday ?? 0,
    averageReliability: row?.averageReliability ?? null,
    lastUpdate: row?.lastUpdate ?? null,
  };
}

/**
 * The `perCategory` articles of every category that answered `reader`'s questions, the latest
 * read first within each.
 */
export async function findReadArticlesByCategory(
  db: Database,
  options: { reader: string; perCategory: number },
): Promise<CategoryArticleRow[]> {
  const ranked = db
    .select({
      category: articles.category,
      title: articles.title,
      summary: articles.summary,
      reliability: articles.reliability,
      sourceUrl: articles.sourceUrl,
      fetchedAt: articles.fetchedAt,
      readAt: readers.readAt,
      place:
        sql<number>`row_number() over (partition by ${articles.category} order by ${readers.readAt} desc, ${articles.id})`.as(
          'place',
        ),
    })
    .from(readers)
    .innerJoin(articles, eq(articles.id, readers.articleId))
    .where(eq(readers.owner, options.reader))
    .as('ranked');
  return db
    .select({
      category: ranked.category,
      title: ranked.title,
      summary: ranked.summary,
      reliability: ranked.reliability,
      sourceUrl: ranked.sourceUrl,
      fetchedAt: ranked.fetchedAt,
    })
    .from(ranked)
    .where(lte(ranked.place, options.perCategory))
    .orderBy(asc(ranked.category), desc(ranked.readAt));
}

/**
 * Notes that the stored articles at `sourceUrls` answered one of `reader`'s questions (addresses
 * the store does not hold, such as web pages, are skipped); a second read moves the time on.
 */
export async function recordArticleReads(
  db: Database,
  options: { reader: string; sourceUrls: string[]; at: Date },
): Promise<void> {
  if (options.sourceUrls.length === 0) return;
  await db
    .insert(readers)
    .select(
      db
        .select({
          owner: sql<string>`${options.reader}`.as('owner'),
          articleId: articles.id,
          readAt: sql<Date>`${options.at.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(articles)
        .where(inArray(articles.sourceUrl, options.sourceUrls)),
    )
    .onConflictDoUpdate({
      target: [readers.owner, readers.articleId],
      set: { readAt: sql`excluded.read_at` },
    });
}
