import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import { IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { TITLE_REQUIRED_MESSAGE, TaskPrioritySchema } from './task.schemas';

const eventFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE),
  description: z.string().default(''),
  startTime: TimestampSchema,
  endTime: TimestampSchema,
  location: z.string().default(''),
  /** An open label; `meeting` unless chosen otherwise. */
  eventType: z.string().min(1).default(PRODUCTIVITY.eventType),
  priority: TaskPrioritySchema.default(PRODUCTIVITY.eventPriority),
  /** Minutes before startTime to remind. */
  reminderMinutes: z.number().int().nonnegative().default(PRODUCTIVITY.eventReminderMinutes),
};

function endsAfterStart(event: { startTime: string; endTime: string }): boolean {
  return Date.parse(event.endTime) >= Date.parse(event.startTime);
}
const endBeforeStartIssue = {
  message: 'The end time must not be before the start time',
  path: ['endTime'],
};

/** A calendar event (001 §3 "Event"; named so it does not shadow the DOM's Event). */
export const CalendarEventSchema = z
  .object({ id: IdSchema, ...eventFields })
  .refine(endsAfterStart, endBeforeStartIssue);
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** POST /api/productivity/calendar/events body: the event's fields (001 §7). */
export const CreateCalendarEventRequestSchema = z
  .object(eventFields)
  .refine(endsAfterStart, endBeforeStartIssue);
export type CreateCalendarEventRequest = z.infer<typeof CreateCalendarEventRequestSchema>;

/** GET /api/productivity/calendar/events query: the window, CALENDAR.fetchDaysBack to fetchDaysAhead. */
export const CalendarEventsQuerySchema = z.object({
  start: TimestampSchema,
  end: TimestampSchema,
});
export type CalendarEventsQuery = z.infer<typeof CalendarEventsQuerySchema>;
