import type { Citation } from '@polymath/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { citations } from '../../db/schema';
import { deleteRowOfUser, isRowOfUser, type Queryable } from './productivity-rows.repository';

/** A citation's stored fields: what the user writes and its formatted reference. */
export type CitationFields = Omit<Citation, 'id' | 'createdAt' | 'updatedAt' | 'projectId'> & {
  formattedCitation: string;
};

/** What a stored citation is written from. */
export interface CitationWrite {
  fields: CitationFields;
  projectId: string | null;
  sizeBytes: number;
}

/** A citation and the bytes it counts against its owner's quota. */
export interface StoredCitation {
  citation: Citation;
  sizeBytes: number;
}

function citationOf(row: typeof citations.$inferSelect): Citation {
  return {
    id: row.id,
    title: row.title,
    authors: row.authors,
    sourceType: row.sourceType,
    citationStyle: row.citationStyle,
    ...(row.url === null ? {} : { url: row.url }),
    ...(row.publisher === null ? {} : { publisher: row.publisher }),
    ...(row.publicationDate === null ? {} : { publicationDate: row.publicationDate }),
    ...(row.doi === null ? {} : { doi: row.doi }),
    ...(row.notes === null ? {} : { notes: row.notes }),
    formattedCitation: row.formattedCitation,
    tags: row.tags,
    ...(row.projectId === null ? {} : { projectId: row.projectId }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(write: CitationWrite) {
  const { fields } = write;
  return {
    title: fields.title,
    authors: fields.authors,
    sourceType: fields.sourceType,
    citationStyle: fields.citationStyle,
    url: fields.url ?? null,
    publisher: fields.publisher ?? null,
    publicationDate: fields.publicationDate ?? null,
    doi: fields.doi ?? null,
    notes: fields.notes ?? null,
    formattedCitation: fields.formattedCitation,
    tags: fields.tags,
    projectId: write.projectId,
    sizeBytes: write.sizeBytes,
  };
}

/** Stores a new citation for the user. */
export async function insertCitation(
  db: Queryable,
  userId: string,
  write: CitationWrite,
): Promise<Citation> {
  const [row] = await db
    .insert(citations)
    .values({ userId, ...valuesOf(write) })
    .returning();
  if (!row) throw new Error('the citation was not stored');
  return citationOf(row);
}

/** The user's citation by id, if they have it. */
export async function findCitation(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredCitation | undefined> {
  const [row] = await db
    .select()
    .from(citations)
    .where(isRowOfUser(citations, userId, id));
  return row && { citation: citationOf(row), sizeBytes: row.sizeBytes };
}

/** Writes the user's citation anew (its updatedAt becomes now). */
export async function updateCitation(
  db: Queryable,
  userId: string,
  id: string,
  write: CitationWrite,
): Promise<Citation> {
  const [row] = await db
    .update(citations)
    .set({ ...valuesOf(write), updatedAt: sql`now()` })
    .where(isRowOfUser(citations, userId, id))
    .returning();
  if (!row) throw new Error('the citation to update is missing');
  return citationOf(row);
}

/** Deletes the user's citation; the bytes it took, or undefined when they have none by that id. */
export function deleteCitation(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  return deleteRowOfUser(db, citations, userId, id);
}

/** A page of the user's citations (of one project, or all), newest first, with the total. */
export async function listCitations(
  db: Queryable,
  userId: string,
  filter: { projectId?: string; limit: number; offset: number },
): Promise<{ citations: Citation[]; total: number }> {
  const where = and(
    eq(citations.userId, userId),
    filter.projectId ? eq(citations.projectId, filter.projectId) : undefined,
  );
  const rows = await db
    .select()
    .from(citations)
    .where(where)
    .orderBy(desc(citations.createdAt), desc(citations.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(citations).where(where);
  return { citations: rows.map(citationOf), total: counted?.total ?? 0 };
}
