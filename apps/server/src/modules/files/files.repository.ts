import { and, asc, desc, eq, inArray, like, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fileChunks, fileDocuments, users } from '../../db/schema';

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

/** A document as the rules that keep and free space see it. */
export interface KeptFileRow {
  id: string;
  /** Its original in object storage, when it has one. */
  originalKey: string | null;
  /** What it counts: the original's bytes and its text's. */
  bytes: number;
}

/** A database or the transaction a document is kept in. */
export type FilesQueryable = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

const keptFileColumns = {
  id: fileDocuments.id,
  originalKey: fileDocuments.originalKey,
  bytes: sql<number>`${fileDocuments.originalBytes} + ${fileDocuments.textBytes}`.mapWith(Number),
};

/** The UTF-8 bytes of a document's chunks: what its text counts. */
export function textBytesOf(chunks: readonly string[]): number {
  return chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk, 'utf8'), 0);
}

/** Holds the owner's files still until the transaction ends: their writes happen one at a time. */
export async function lockOwnerFiles(tx: FilesQueryable, owner: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${owner}`}))`);
}

/**
 * Holds the files guests sent from an address still until the transaction ends. Taken before the
 * owner's lock, never after it, so two uploads never wait on each other crosswise.
 */
export async function lockAddressFiles(tx: FilesQueryable, guestAddress: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${guestAddress}`}))`);
}

/** The owner's documents, newest first. */
export function listOwnerFiles(db: FilesQueryable, owner: string): Promise<KeptFileRow[]> {
  return db
    .select(keptFileColumns)
    .from(fileDocuments)
    .where(eq(fileDocuments.owner, owner))
    .orderBy(desc(fileDocuments.createdAt), desc(fileDocuments.id));
}

/** The documents guests sent from an address (an address key), whoever they are, newest first. */
export function listAddressFiles(db: FilesQueryable, guestAddress: string): Promise<KeptFileRow[]> {
  return db
    .select(keptFileColumns)
    .from(fileDocuments)
    .where(eq(fileDocuments.guestAddress, guestAddress))
    .orderBy(desc(fileDocuments.createdAt), desc(fileDocuments.id));
}

/** Whether a document row exists (after a failed write, whether it was kept after all). */
export async function hasFileDocument(db: FilesQueryable, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: fileDocuments.id })
    .from(fileDocuments)
    .where(eq(fileDocuments.id, id));
  return rows.length > 0;
}

/** Inserts a document with the given id and its chunks. */
export async function insertFileDocument(
  tx: FilesQueryable,
  document: NewFileDocument & {
    id: string;
    originalKey: string | null;
    originalBytes: number;
    /** A guest's address key; null for an account's document. */
    guestAddress: string | null;
  },
): Promise<void> {
  await tx.insert(fileDocuments).values({
    id: document.id,
    owner: document.owner,
    guestAddress: document.guestAddress,
    conversationId: document.conversationId,
    name: document.name,
    kind: document.kind,
    textBytes: textBytesOf(document.chunks),
    originalKey: document.originalKey,
    originalBytes: document.originalBytes,
  });
  if (document.chunks.length > 0) {
    await tx
      .insert(fileChunks)
      .values(
        document.chunks.map((content, ordinal) => ({ documentId: document.id, ordinal, content })),
      );
  }
}

/**
 * Deletes documents by id that are the owner's or were sent from the guest address (their chunks
 * go with them); answers what was deleted. The rows are locked in id order first, so two uploads
 * dropping the same rows (a guest's, from two addresses) never wait on each other crosswise.
 */
export async function deleteFiles(
  tx: FilesQueryable,
  scope: { owner: string; guestAddress?: string | undefined },
  ids: string[],
): Promise<KeptFileRow[]> {
  if (ids.length === 0) return [];
  const inScope = and(
    inArray(fileDocuments.id, ids),
    or(
      eq(fileDocuments.owner, scope.owner),
      scope.guestAddress ? eq(fileDocuments.guestAddress, scope.guestAddress) : undefined,
    ),
  );
  await tx
    .select({ id: fileDocuments.id })
    .from(fileDocuments)
    .where(inScope)
    .orderBy(asc(fileDocuments.id))
    .for('update');
  return tx.delete(fileDocuments).where(inScope).returning(keptFileColumns);
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

/** Deletes every document of an owner's conversation; answers what was deleted. */
export function deleteConversationFiles(
  tx: FilesQueryable,
  owner: string,
  conversationId: string,
): Promise<KeptFileRow[]> {
  return tx
    .delete(fileDocuments)
    .where(and(eq(fileDocuments.owner, owner), eq(fileDocuments.conversationId, conversationId)))
    .returning(keptFileColumns);
}

/** Deletes guests' documents older than `before`; answers what was deleted. */
export function deleteGuestFilesBefore(db: FilesQueryable, before: Date): Promise<KeptFileRow[]> {
  return db
    .delete(fileDocuments)
    .where(and(like(fileDocuments.owner, 'guest:%'), lt(fileDocuments.createdAt, before)))
    .returning(keptFileColumns);
}

/**
 * Deletes the documents of accounts that no longer exist (an account's rows cascade away in the
 * database, but documents are owned by key); answers what was deleted.
 */
export function deleteFilesOfDeletedAccounts(db: FilesQueryable): Promise<KeptFileRow[]> {
  const account = db
    .select({ id: users.id })
    .from(users)
    .where(sql`${fileDocuments.owner} = 'user:' || ${users.id}::text`);
  return db
    .delete(fileDocuments)
    .where(and(like(fileDocuments.owner, 'user:%'), notExists(account)))
    .returning(keptFileColumns);
}
