import { and, asc, desc, eq, like, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileChunks, fileDocuments } from '../../db/schema';

/** A document to keep: its owner, conversation, name and kind, and its text in chunks. */
export interface NewFileDocument {
  owner: string;
  conversationId: string;
  name: string;
  kind: string;
  chunks: string[];
}

/** A chunk of a file that matched a question. */
export interface FileChunkHit {
  documentId: string;
  name: string;
  content: string;
  rank: number;
}

/**
 * Keeps a document and its chunks, then drops the owner's oldest documents beyond
 * `documentsPerOwner`, all in one transaction under a lock on the owner: parallel uploads of one
 * owner never keep more than the bound together.
 */
export async function storeFileDocument(
  db: Database,
  document: NewFileDocument,
  options: { documentsPerOwner: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${document.owner}`}))`);
    const textBytes = document.chunks.reduce(
      (sum, chunk) => sum + Buffer.byteLength(chunk, 'utf8'),
      0,
    );
    const [row] = await tx
      .insert(fileDocuments)
      .values({
        owner: document.owner,
        conversationId: document.conversationId,
        name: document.name,
        kind: document.kind,
        textBytes,
      })
      .returning({ id: fileDocuments.id });
    if (!row) throw new Error('the file document insert returned no row');
    if (document.chunks.length > 0) {
      await tx
        .insert(fileChunks)
        .values(
          document.chunks.map((content, ordinal) => ({ documentId: row.id, ordinal, content })),
        );
    }
    const kept = tx
      .select({ id: fileDocuments.id })
      .from(fileDocuments)
      .where(eq(fileDocuments.owner, document.owner))
      .orderBy(desc(fileDocuments.createdAt), desc(fileDocuments.id))
      .limit(options.documentsPerOwner);
    await tx
      .delete(fileDocuments)
      .where(and(eq(fileDocuments.owner, document.owner), notInArray(fileDocuments.id, kept)));
    return row.id;
  });
}

/**
 * The owner's chunks in one conversation that contain any of `keywords` (English stemming), best
 * first. Keywords must be plain words (no operators); no keywords finds nothing.
 */
export async function searchFileChunks(
  db: Database,
  query: { owner: string; conversationId: string; keywords: string[]; limit: number },
): Promise<FileChunkHit[]> {
  if (query.keywords.length === 0) return [];
  const anyKeyword = sql`websearch_to_tsquery('english', ${query.keywords.join(' or ')})`;
  const rank: SQL<number> = sql<number>`ts_rank(${fileChunks.searchVector}, ${anyKeyword})`.mapWith(
    Number,
  );
  return db
    .select({
      documentId: fileChunks.documentId,
      name: fileDocuments.name,
      content: fileChunks.content,
      rank,
    })
    .from(fileChunks)
    .innerJoin(fileDocuments, eq(fileDocuments.id, fileChunks.documentId))
    .where(
      and(
        eq(fileDocuments.owner, query.owner),
        eq(fileDocuments.conversationId, query.conversationId),
        sql`${fileChunks.searchVector} @@ ${anyKeyword}`,
      ),
    )
    .orderBy(desc(rank), asc(fileChunks.ordinal))
    .limit(query.limit);
}

/** Forgets every file of an owner's conversation (the conversation was deleted). */
export async function deleteConversationFiles(
  db: Database,
  owner: string,
  conversationId: string,
): Promise<void> {
  await db
    .delete(fileDocuments)
    .where(and(eq(fileDocuments.owner, owner), eq(fileDocuments.conversationId, conversationId)));
}

/** Forgets guests' files older than `before`; answers how many. */
export async function deleteGuestFilesBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(fileDocuments)
    .where(and(like(fileDocuments.owner, 'guest:%'), lt(fileDocuments.createdAt, before)))
    .returning({ id: fileDocuments.id });
  return deleted.length;
}
