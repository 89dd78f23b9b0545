import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import { IdSchema, TimestampSchema, nonBlankText } from '../common/common.schemas';
import { changeSchemaOf } from './change-schema';
import { PRODUCTIVITY_LIMITS } from './productivity-limits';
import { TITLE_REQUIRED_MESSAGE, TaskPrioritySchema } from './task.schemas';

const eventFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.titleChars),
  description: z.string().max(PRODUCTIVITY_LIMITS.descriptionChars).default(''),
  startTime: TimestampSchema,
  endTime: TimestampSchema,
  location: z.string().trim().max(PRODUCTIVITY_LIMITS.titleChars).default(''),
  /** An open label; `meeting` unless chosen otherwise. */
  eventType: z.string().trim().min(1).max(50).default(PRODUCTIVITY.eventType),
  priority: TaskPrioritySchema.default(PRODUCTIVITY.eventPriority),
  /** Minutes before startTime to remind. */
  reminderMinutes: z
    .number()
    .int()
    .nonnegative()
    .max(PRODUCTIVITY_LIMITS.reminderMinutes)
    .default(PRODUCTIVITY.eventReminderMinutes),
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
  .object({
    id: IdSchema,
    ...eventFields,
    createdAt: TimestampSchema.optional(),
    updatedAt: TimestampSchema.optional(),
  })
  .refine(endsAfterStart, endBeforeStartIssue);
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** POST /api/productivity/calendar/events body: the event's fields (001 §7). */
export const CreateCalendarEventRequestSchema = z
  .object(eventFields)
  .refine(endsAfterStart, endBeforeStartIssue);
export type CreateCalendarEventRequest = z.infer<typeof CreateCalendarEventRequestSchema>;

/**
 * PATCH /api/productivity/calendar/events/:id body: the fields to change. The server checks the end
 * against the start after merging the change with the stored event.
 */
export const UpdateCalendarEventRequestSchema = changeSchemaOf(eventFields).refine(
  (change) =>
    change.startTime === undefined ||
    change.endTime === undefined ||
    endsAfterStart(change as { startTime: string; endTime: string }),
  endBeforeStartIssue,
);
export type UpdateCalendarEventRequest = z.infer<typeof UpdateCalendarEventRequestSchema>;

/** GET /api/productivity/calendar/events query: the window, CALENDAR.fetchDaysBack to fetchDaysAhead. */
export const CalendarEventsQuerySchema = z
  .object({ start: TimestampSchema, end: TimestampSchema })
  .refine((window) => Date.parse(window.end) > Date.parse(window.start), {
    message: 'The window must end after it starts',
    path: ['end'],
  })
  .refine(
    (window) =>
      Date.parse(window.end) - Date.parse(window.start) <=
      PRODUCTIVITY_LIMITS.calendarWindowDays * 86_400_000,
    {
      message: `The window may span at most ${PRODUCTIVITY_LIMITS.calendarWindowDays} days`,
      path: ['end'],
    },
  );
export type CalendarEventsQuery = z.infer<typeof CalendarEventsQuerySchema>;
