import {
  PRODUCTIVITY,
  PRODUCTIVITY_LIMITS,
  type CalendarEvent,
  type CreateCalendarEventRequest,
  type TaskPriority,
} from '@polymath/shared';
import { addMinutesToInput, fromDateTimeInput, nextHourOn, toDateTimeInput } from './date-input';

/** What the event form holds, as typed (times as datetime-local values). */
export interface EventFormValues {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  location: string;
  eventType: string;
  priority: TaskPriority;
  /** The number input's text. */
  reminderMinutes: string;
}

/** A new event on `date`: the next hour (9:00 on another day), an hour long, the spec's defaults. */
export function newEventValues(date: string, now: Date): EventFormValues {
  const startTime = nextHourOn(date, now);
  return {
    title: '',
    description: '',
    startTime,
    endTime: addMinutesToInput(startTime, 60),
    location: '',
    eventType: PRODUCTIVITY.eventType,
    priority: PRODUCTIVITY.eventPriority,
    reminderMinutes: String(PRODUCTIVITY.eventReminderMinutes),
  };
}

/** The form filled with an event, for Edit. */
export function eventFormValuesOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    startTime: toDateTimeInput(event.startTime),
    endTime: toDateTimeInput(event.endTime),
    location: event.location,
    eventType: event.eventType,
    priority: event.priority,
    reminderMinutes: String(event.reminderMinutes),
  };
}

/** What is wrong with each field that has a problem (the title's blankness only disables Create). */
export interface EventFormProblems {
  startTime?: string;
  endTime?: string;
  reminderMinutes?: string;
}

/** The problems of the form's values: missing times, an end before the start, a bad reminder. */
export function eventProblemsOf(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = {};
  const start = fromDateTimeInput(values.startTime);
  const end = fromDateTimeInput(values.endTime);
  if (start === null) problems.startTime = 'Choose when the event starts';
  if (end === null) problems.endTime = 'Choose when the event ends';
  // The server's rule (event.schemas): the end must not be before the start.
  else if (start !== null && Date.parse(end) < Date.parse(start)) {
    problems.endTime = 'The end time must not be before the start time';
  }
  const reminder = Number(values.reminderMinutes);
  if (
    values.reminderMinutes.trim() === '' ||
    !Number.isInteger(reminder) ||
    reminder < 0 ||
    reminder > PRODUCTIVITY_LIMITS.reminderMinutes
  ) {
    problems.reminderMinutes = `Enter whole minutes from 0 to ${PRODUCTIVITY_LIMITS.reminderMinutes}`;
  }
  return problems;
}

/** Whether Create (or Save) may be pressed: a non-blank title (001 §5) and no problem. */
export function canSubmitEvent(values: EventFormValues): boolean {
  return values.title.trim() !== '' && Object.keys(eventProblemsOf(values)).length === 0;
}

/** The request body of valid form values. */
export function eventRequestOf(values: EventFormValues): CreateCalendarEventRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    startTime: fromDateTimeInput(values.startTime) ?? '',
    endTime: fromDateTimeInput(values.endTime) ?? '',
    location: values.location.trim(),
    eventType: values.eventType.trim() || PRODUCTIVITY.eventType,
    priority: values.priority,
    reminderMinutes: Number(values.reminderMinutes),
  };
}
