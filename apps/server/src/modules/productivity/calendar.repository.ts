import type { CalendarEvent } from '@polymath/shared';
import { and, asc, eq, gte, gt, lt, or, sql } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema';
import { deleteRowOfUser, isRowOfUser, type Queryable } from './productivity-rows.repository';

/** An event's own fields, as the user writes them. */
export type EventFields = Omit<CalendarEvent, 'id' | 'createdAt' | 'updatedAt'>;

/** An event and the bytes it counts against its owner's quota. */
export interface StoredEvent {
  event: CalendarEvent;
  sizeBytes: number;
}

function eventOf(row: typeof calendarEvents.$inferSelect): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    location: row.location,
    eventType: row.eventType,
    priority: row.priority,
    reminderMinutes: row.reminderMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(fields: EventFields, sizeBytes: number) {
  return {
    ...fields,
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
    sizeBytes,
  };
}

/** Stores a new event for the user. */
export async function insertEvent(
  db: Queryable,
  userId: string,
  fields: EventFields,
  sizeBytes: number,
): Promise<CalendarEvent> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ userId, ...valuesOf(fields, sizeBytes) })
    .returning();
  if (!row) throw new Error('the event was not stored');
  return eventOf(row);
}

/** The user's event by id, if they have it. */
export async function findEvent(
  db: Queryable,
  userId: string,
  id: string,
): Promise<StoredEvent | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(isRowOfUser(calendarEvents, userId, id));
  return row && { event: eventOf(row), sizeBytes: row.sizeBytes };
}

/** Writes the user's event anew (its updatedAt becomes now). */
export async function updateEvent(
  db: Queryable,
  userId: string,
  id: string,
  fields: EventFields,
  sizeBytes: number,
): Promise<CalendarEvent> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...valuesOf(fields, sizeBytes), updatedAt: sql`now()` })
    .where(isRowOfUser(calendarEvents, userId, id))
    .returning();
  if (!row) throw new Error('the event to update is missing');
  return eventOf(row);
}

/** Deletes the user's event; the bytes it took, or undefined when they have none by that id. */
export function deleteEvent(
  db: Queryable,
  userId: string,
  id: string,
): Promise<number | undefined> {
  return deleteRowOfUser(db, calendarEvents, userId, id);
}

/**
 * The user's events overlapping [start, end), earliest first: an event that began before the
 * window and ends inside it counts; one that ends as the window starts does not, though an event
 * of no length at the window's start does.
 */
export async function listEventsBetween(
  db: Queryable,
  userId: string,
  window: { start: Date; end: Date },
): Promise<CalendarEvent[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.userId, userId),
        lt(calendarEvents.startTime, window.end),
        or(gt(calendarEvents.endTime, window.start), gte(calendarEvents.startTime, window.start)),
      ),
    )
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.endTime), asc(calendarEvents.id));
  return rows.map(eventOf);
}
