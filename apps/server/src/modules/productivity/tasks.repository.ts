import type { Task, TaskStatus } from '@polymath/shared';
import { and, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { deleteRowOfUser, isRowOfUser, type Queryable } from './productivity-rows.repository';

/** A task's own fields, as the user writes them. */
export type TaskFields = Omit<Task, 'id' | 'createdAt' | 'updatedAt'>;

/** What a stored task is written from: its fields, its due moment and its size. */
export interface TaskWrite {
  fields: TaskFields;
  /** The due date as a moment (a day counts from its start, UTC); null without one. */
  dueAt: Date | null;
  sizeBytes: number;
}

/** A task and the bytes it counts against its owner's quota. */
export interface StoredTask {
  task: Task;
  sizeBytes: number;
}

/** The task list's filters, order and page. */
export interface TaskListFilter {
  status?: TaskStatus;
  /** Due before this moment (or at it, when inclusive). */
  dueBefore?: { at: Date; isInclusive: boolean };
  /** Due at or after this moment. */
  dueAfter?: Date;
  sort: 'created' | 'due' | 'priority';
  limit: number;
  offset: number;
}

function taskOf(row: typeof tasks.$inferSelect): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    dueDate: row.dueDate,
    tags: row.tags,
    estimatedDuration: row.estimatedDuration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(write: TaskWrite) {
  return { ...write.fields, dueAt: write.dueAt, sizeBytes: write.sizeBytes };
}

/** Stores a new task for the user. */
export async function insertTask(db: Queryable, userId: string, write: TaskWrite): Promise<Task> {
  const [row] = await db
    .insert(tasks)
    .values({ userId, ...valuesOf(write) })
    .returning();
  if (!row) throw new Error('the task was not stored');
  return taskOf(row);
}

/** The user's task by id, if they have it. */
export async function findTask(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredTask | undefined> {
  const [row] = await db
    .select()
    .from(tasks)
    .where(isRowOfUser(tasks, userId, id));
  return row && { task: taskOf(row), sizeBytes: row.sizeBytes };
}

/** Writes the user's task anew (its updatedAt becomes now). */
export async function updateTask(
  db: Queryable,
  userId: string,
  id: string,
  write: TaskWrite,
): Promise<Task> {
  const [row] = await db
    .update(tasks)
    .set({ ...valuesOf(write), updatedAt: sql`now()` })
    .where(isRowOfUser(tasks, userId, id))
    .returning();
  if (!row) throw new Error('the task to update is missing');
  return taskOf(row);
}

/** Deletes the user's task; the bytes it took, or undefined when they have none by that id. */
export function deleteTask(db: Queryable, userId: string, id: string): Promise<number | undefined> {
  return deleteRowOfUser(db, tasks, userId, id);
}

const PRIORITY_RANK = sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;
const SOONEST_DUE = sql`${tasks.dueAt} asc nulls last`;

const ORDERS: Record<TaskListFilter['sort'], SQL[]> = {
  created: [desc(tasks.createdAt), desc(tasks.id)],
  due: [SOONEST_DUE, desc(tasks.createdAt), desc(tasks.id)],
  priority: [PRIORITY_RANK, SOONEST_DUE, desc(tasks.createdAt), desc(tasks.id)],
};

/** A page of the user's tasks, filtered and ordered, with how many match in all. */
export async function listTasks(
  db: Queryable,
  userId: string,
  filter: TaskListFilter,
): Promise<{ tasks: Task[]; total: number }> {
  const { dueBefore } = filter;
  const where = and(
    eq(tasks.userId, userId),
    filter.status ? eq(tasks.status, filter.status) : undefined,
    dueBefore
      ? dueBefore.isInclusive
        ? lte(tasks.dueAt, dueBefore.at)
        : lt(tasks.dueAt, dueBefore.at)
      : undefined,
    filter.dueAfter ? gte(tasks.dueAt, filter.dueAfter) : undefined,
  );
  const rows = await db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(...ORDERS[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(tasks).where(where);
  return { tasks: rows.map(taskOf), total: counted?.total ?? 0 };
}
