import { type SQL, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from './tsvector';

/**
 * Files a caller analysed, by owner key (`user:<id>` or `guest:<anonymous id>`), in the
 * conversation they were sent in: the chat answers that conversation's questions from them. The
 * read text is kept in chunks; an uploaded file's original bytes are in object storage under
 * `original_key`, written before the row and deleted after it, so a row never names a missing
 * object (a crash can leave an object no row names, never the reverse).
 */
export const fileDocuments = pgTable(
  'file_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner: text('owner').notNull(),
    conversationId: text('conversation_id').notNull(),
    /** The client's file name, display text only. */
    name: text('name').notNull(),
    /** One of FILE_KINDS. */
    kind: text('kind').notNull(),
    /** UTF-8 bytes of the stored text: what the document counts against its owner's files. */
    textBytes: integer('text_bytes').notNull(),
    /** Where the uploaded original is in object storage; null for a shared link's text. */
    originalKey: text('original_key'),
    /** Bytes of the original: with text_bytes, what the document counts against its owner. */
    originalBytes: integer('original_bytes').notNull().default(0),
    /**
     * A guest's file: the address key (`address:<ip>`) it was sent from, whose guests together
     * keep at most FILES_GUEST_ADDRESS_KEPT_BYTES; null for an account's.
     */
    guestAddress: text('guest_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('file_documents_owner_conversation_idx').on(table.owner, table.conversationId),
    index('file_documents_owner_created_at_idx').on(table.owner, table.createdAt),
    index('file_documents_guest_address_created_at_idx').on(table.guestAddress, table.createdAt),
  ],
);

/** A document's text in passages a question is matched against (full text, English). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => fileDocuments.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    content: text('content').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${fileChunks.content})`),
  },
  (table) => [
    index('file_chunks_document_idx').on(table.documentId, table.ordinal),
    index('file_chunks_search_idx').using('gin', table.searchVector),
  ],
);
