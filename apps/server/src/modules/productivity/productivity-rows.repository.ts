import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarEvents, citations, notes, researchProjects, tasks } from '../../db/schema';

/** A database handle or a transaction on it: the queries run on either. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The kinds of rows the productivity tools keep, each capped per account. */
export type ProductivityKind = 'tasks' | 'events' | 'notes' | 'projects' | 'citations';

const TABLES = {
  tasks,
  events: calendarEvents,
  notes,
  projects: researchProjects,
  citations,
} as const;

/** The table a productivity kind is kept in. */
type ProductivityTable = (typeof TABLES)[ProductivityKind];

/** How many rows of a kind the user keeps. */
export async function countOwnedRows(
  db: Queryable,
  kind: ProductivityKind,
  userId: string,
): Promise<number> {
  const table = TABLES[kind];
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.userId, userId));
  return row?.total ?? 0;
}

/**
 * The condition naming the user's row by id. Every read, write and delete of one row has it, so
 * another user's id matches nothing: the caller is answered as if no such row existed.
 */
export function isRowOfUser(table: ProductivityTable, userId: string, id: string): SQL {
  return sql`(${eq(table.userId, userId)} and ${eq(table.id, id)})`;
}

/** Deletes the user's row by id; the bytes it took, or undefined when they have none by that id. */
export async function deleteRowOfUser(
  db: Queryable,
  table: ProductivityTable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  const [row] = await db
    .delete(table)
    .where(isRowOfUser(table, userId, id))
    .returning({ sizeBytes: table.sizeBytes });
  return row?.sizeBytes;
}
