import { count, eq } from 'drizzle-orm';
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
