import type { TasksQuery } from '@polymath/shared';
import type { TaskListFilter } from './tasks.repository';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A due date as a moment: a day (`2025-02-01`) counts from its start, UTC. */
export function dueMomentOf(dueDate: string | null): Date | null {
  if (dueDate === null) return null;
  return new Date(DAY.test(dueDate) ? `${dueDate}T00:00:00.000Z` : dueDate);
}

/**
 * The list's due bounds as moments: "due before a day" takes in the whole of that day, "due
 * before a moment" that moment itself; "due after" starts at the day's start or at the moment.
 */
export function dueBoundsOf(
  query: Pick<TasksQuery, 'dueBefore' | 'dueAfter'>,
): Pick<TaskListFilter, 'dueBefore' | 'dueAfter'> {
  const bounds: Pick<TaskListFilter, 'dueBefore' | 'dueAfter'> = {};
  if (query.dueBefore) {
    const at = dueMomentOf(query.dueBefore)!;
    bounds.dueBefore = DAY.test(query.dueBefore)
      ? { at: new Date(at.getTime() + DAY_MS), isInclusive: false }
      : { at, isInclusive: true };
  }
  if (query.dueAfter) bounds.dueAfter = dueMomentOf(query.dueAfter)!;
  return bounds;
}
