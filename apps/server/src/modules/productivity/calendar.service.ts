import {
  AppError,
  type CalendarEvent,
  type CalendarEventsQuery,
  type CreateCalendarEventRequest,
  type UpdateCalendarEventRequest,
} from '@polymath/shared';
import type { Database } from '../../db/client';
import type { UserCaller } from '../../identity/caller';
import {
  deleteEvent,
  type EventFields,
  findEvent,
  insertEvent,
  listEventsBetween,
  updateEvent,
} from './calendar.repository';
import { notFound, rowIdOf } from './owned-ids';
import { type ProductivityWrites, storedBytesOf } from './productivity-writes';

/** A signed-in user's calendar events (001 §7): only their own, another user's id answers 404. */
export interface CalendarService {
  /** The events overlapping the window [start, end), earliest first. */
  listBetween(caller: UserCaller, window: CalendarEventsQuery): Promise<CalendarEvent[]>;
  /** Creates an event; 413 QUOTA_EXCEEDED past the row cap or the storage quota. */
  create(caller: UserCaller, request: CreateCalendarEventRequest): Promise<CalendarEvent>;
  /** Changes the fields the request names; 400 when the event would then end before it starts. */
  update(
    caller: UserCaller,
    id: string,
    change: UpdateCalendarEventRequest,
  ): Promise<CalendarEvent>;
  /** Deletes the event and frees its space. */
  remove(caller: UserCaller, id: string): Promise<void>;
}

function fieldsOf(event: CalendarEvent): EventFields {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = event;
  return fields;
}

/** The request schema checks a change naming both times; a change of one is checked merged. */
function refuseEndBeforeStart(fields: EventFields): void {
  if (Date.parse(fields.endTime) >= Date.parse(fields.startTime)) return;
  const message = 'The end time must not be before the start time';
  throw new AppError('VALIDATION', {
    message: `Invalid request body: endTime: ${message}`,
    issues: [{ path: ['endTime'], message }],
  });
}

export function createCalendarService(deps: {
  db: Database;
  writes: ProductivityWrites;
}): CalendarService {
  const { db, writes } = deps;
  const ownerOf = (caller: UserCaller) => ({ userId: caller.user.id, plan: caller.plan });

  return {
    listBetween(caller, window) {
      return listEventsBetween(db, caller.user.id, {
        start: new Date(window.start),
        end: new Date(window.end),
      });
    },

    create(caller, request) {
      const sizeBytes = storedBytesOf(request);
      return writes.run(ownerOf(caller), async (scope) => {
        await scope.admitNew('events', sizeBytes);
        return insertEvent(scope.tx, caller.user.id, request, sizeBytes);
      });
    },

    update(caller, id, change) {
      const rowId = rowIdOf(id, 'event');
      return writes.run(ownerOf(caller), async (scope) => {
        const stored = await findEvent(scope.tx, caller.user.id, rowId);
        if (!stored) throw notFound('event');
        const fields = { ...fieldsOf(stored.event), ...change };
        refuseEndBeforeStart(fields);
        const sizeBytes = storedBytesOf(fields);
        scope.addBytes(sizeBytes - stored.sizeBytes);
        return updateEvent(scope.tx, caller.user.id, rowId, fields, sizeBytes);
      });
    },

    async remove(caller, id) {
      const rowId = rowIdOf(id, 'event');
      await writes.run(ownerOf(caller), async (scope) => {
        const freed = await deleteEvent(scope.tx, caller.user.id, rowId);
        if (freed === undefined) throw notFound('event');
        scope.addBytes(-freed);
      });
    },
  };
}
