import type { ResearchProject } from '@polymath/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import { researchProjects } from '../../db/schema';
import { deleteRowOfUser, isRowOfUser, type Queryable } from './productivity-rows.repository';

/** A research project's own fields, as the user writes them. */
export type ProjectFields = Omit<ResearchProject, 'id' | 'createdAt' | 'updatedAt'>;

/** A project and the bytes it counts against its owner's quota. */
export interface StoredProject {
  project: ResearchProject;
  sizeBytes: number;
}

function projectOf(row: typeof researchProjects.$inferSelect): ResearchProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    deadline: row.deadline,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a new research project for the user. */
export async function insertProject(
  db: Queryable,
  userId: string,
  fields: ProjectFields,
  sizeBytes: number,
): Promise<ResearchProject> {
  const [row] = await db
    .insert(researchProjects)
    .values({ userId, ...fields, sizeBytes })
    .returning();
  if (!row) throw new Error('the research project was not stored');
  return projectOf(row);
}

/** The user's project by id, if they have it. */
export async function findProject(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredProject | undefined> {
  const [row] = await db
    .select()
    .from(researchProjects)
    .where(isRowOfUser(researchProjects, userId, id));
  return row && { project: projectOf(row), sizeBytes: row.sizeBytes };
}

/** Writes the user's project anew (its updatedAt becomes now). */
export async function updateProject(
  db: Queryable,
  userId: string,
  id: string,
  fields: ProjectFields,
  sizeBytes: number,
): Promise<ResearchProject> {
  const [row] = await db
    .update(researchProjects)
    .set({ ...fields, sizeBytes, updatedAt: sql`now()` })
    .where(isRowOfUser(researchProjects, userId, id))
    .returning();
  if (!row) throw new Error('the research project to update is missing');
  return projectOf(row);
}

/**
 * Deletes the user's project (its citations stay, their project cleared by the foreign key); the
 * bytes it took, or undefined when they have none by that id.
 */
export function deleteProject(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  return deleteRowOfUser(db, researchProjects, userId, id);
}

/** A page of the user's projects, newest first, with how many they have. */
export async function listProjects(
  db: Queryable,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ projects: ResearchProject[]; total: number }> {
  const where = eq(researchProjects.userId, userId);
  const rows = await db
    .select()
    .from(researchProjects)
    .where(where)
    .orderBy(desc(researchProjects.createdAt), desc(researchProjects.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(researchProjects).where(where);
  return { projects: rows.map(projectOf), total: counted?.total ?? 0 };
}
