import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../common/common.schemas';
import { defineContract } from '../http/contract';
import {
  CalendarEventSchema,
  CalendarEventsQuerySchema,
  CreateCalendarEventRequestSchema,
  UpdateCalendarEventRequestSchema,
} from './event.schemas';
import {
  CreateNoteRequestSchema,
  NoteSchema,
  NotesQuerySchema,
  UpdateNoteRequestSchema,
} from './note.schemas';
import { PageQuerySchema } from './productivity-limits';
import {
  CitationSchema,
  CitationStyleSchema,
  CreateCitationRequestSchema,
  CreateResearchProjectRequestSchema,
  FormatCitationRequestSchema,
  ResearchProjectSchema,
  UpdateCitationRequestSchema,
  UpdateResearchProjectRequestSchema,
} from './research.schemas';
import {
  CreateTaskRequestSchema,
  DueDateSchema,
  TaskSchema,
  TaskStatusSchema,
  UpdateTaskRequestSchema,
} from './task.schemas';

/*
 * The Productivity Tools calls (001 §7), for signed-in users only: a guest gets 401 on every one.
 * Each user sees and changes only their own rows; another user's id answers 404, as an unknown one.
 * Lists are paged (`limit`, `offset`) and carry the total.
 */

export const ProductivityIdParamsSchema = z.object({ id: IdSchema });
const deleted = z.object({ success: z.literal(true) });

// ---- Tasks ----

/** The task list's orders: newest first (default), soonest due first, most urgent first. */
export const TASK_SORTS = ['created', 'due', 'priority'] as const;

/** GET /api/productivity/tasks query: filters by status and due date, an order, a page. */
export const TasksQuerySchema = PageQuerySchema.extend({
  status: TaskStatusSchema.optional(),
  /** Tasks due on or before this day or moment (tasks without a due date are left out). */
  dueBefore: DueDateSchema.optional(),
  /** Tasks due on or after this day or moment. */
  dueAfter: DueDateSchema.optional(),
  sort: z.enum(TASK_SORTS).default('created'),
});
export type TasksQuery = z.infer<typeof TasksQuerySchema>;

export const TaskListSchema = z.object({ tasks: z.array(TaskSchema), total: z.number().int() });
export type TaskList = z.infer<typeof TaskListSchema>;
export const TaskResponseSchema = z.object({ task: TaskSchema });

export const listTasksContract = defineContract({
  method: 'GET',
  path: '/api/productivity/tasks',
  summary: "The signed-in user's tasks",
  query: TasksQuerySchema,
  response: TaskListSchema,
});
export const createTaskContract = defineContract({
  method: 'POST',
  path: '/api/productivity/tasks',
  summary: 'Creates a task (pending)',
  body: CreateTaskRequestSchema,
  response: TaskResponseSchema,
});
export const updateTaskContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/tasks/:id',
  summary: 'Changes a task',
  params: ProductivityIdParamsSchema,
  body: UpdateTaskRequestSchema,
  response: TaskResponseSchema,
});
/** PATCH /api/productivity/tasks/:id/complete (001 §7): the task becomes completed. */
export const completeTaskContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/tasks/:id/complete',
  summary: 'Marks a task completed',
  params: ProductivityIdParamsSchema,
  response: TaskResponseSchema,
});
export const deleteTaskContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/tasks/:id',
  summary: 'Deletes a task',
  params: ProductivityIdParamsSchema,
  response: deleted,
});

// ---- Calendar ----

export const CalendarEventListSchema = z.object({ events: z.array(CalendarEventSchema) });
export type CalendarEventList = z.infer<typeof CalendarEventListSchema>;
export const CalendarEventResponseSchema = z.object({ event: CalendarEventSchema });

/** GET …/calendar/events?start&end: the events overlapping the window, earliest first. */
export const listCalendarEventsContract = defineContract({
  method: 'GET',
  path: '/api/productivity/calendar/events',
  summary: 'The events overlapping a window of time',
  query: CalendarEventsQuerySchema,
  response: CalendarEventListSchema,
});
export const createCalendarEventContract = defineContract({
  method: 'POST',
  path: '/api/productivity/calendar/events',
  summary: 'Creates an event',
  body: CreateCalendarEventRequestSchema,
  response: CalendarEventResponseSchema,
});
export const updateCalendarEventContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/calendar/events/:id',
  summary: 'Changes an event',
  params: ProductivityIdParamsSchema,
  body: UpdateCalendarEventRequestSchema,
  response: CalendarEventResponseSchema,
});
export const deleteCalendarEventContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/calendar/events/:id',
  summary: 'Deletes an event',
  params: ProductivityIdParamsSchema,
  response: deleted,
});

/**
 * The calendar feed link: the address other calendar apps subscribe to
 * (`/api/productivity/calendar.ics?key=…`). Only the key's hash is kept, so `url` is given once, by
 * the POST that makes the link; GET answers `url: null` with the link's `createdAt` (null when there
 * is none). Making it again replaces the key, so the old link stops working; deleting it turns the
 * feed off.
 */
export const CalendarFeedLinkSchema = z.object({
  url: z.string().nullable(),
  createdAt: TimestampSchema.nullable(),
});
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;

export const getCalendarFeedLinkContract = defineContract({
  method: 'GET',
  path: '/api/productivity/calendar/feed-link',
  summary: 'Whether the user has a calendar feed link, and since when (its address is shown once)',
  response: CalendarFeedLinkSchema,
});
export const createCalendarFeedLinkContract = defineContract({
  method: 'POST',
  path: '/api/productivity/calendar/feed-link',
  summary: 'Makes a new calendar feed link (the old one stops working)',
  response: CalendarFeedLinkSchema,
});
export const deleteCalendarFeedLinkContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/calendar/feed-link',
  summary: 'Turns the calendar feed off',
  response: CalendarFeedLinkSchema,
});
/** The feed itself answers text/calendar, not JSON: its route is registered by hand. */
export const CALENDAR_FEED_PATH = '/api/productivity/calendar.ics';

// ---- Notes ----

export const NoteListSchema = z.object({ notes: z.array(NoteSchema), total: z.number().int() });
export type NoteList = z.infer<typeof NoteListSchema>;
export const NoteResponseSchema = z.object({ note: NoteSchema });

/** GET …/notes: newest first, or best match first when searching. */
export const listNotesContract = defineContract({
  method: 'GET',
  path: '/api/productivity/notes',
  summary: "The signed-in user's notes, searched and filtered",
  query: NotesQuerySchema,
  response: NoteListSchema,
});
export const createNoteContract = defineContract({
  method: 'POST',
  path: '/api/productivity/notes',
  summary: 'Creates a note',
  body: CreateNoteRequestSchema,
  response: NoteResponseSchema,
});
export const updateNoteContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/notes/:id',
  summary: 'Changes a note (Edit, Star/Unstar)',
  params: ProductivityIdParamsSchema,
  body: UpdateNoteRequestSchema,
  response: NoteResponseSchema,
});
export const deleteNoteContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/notes/:id',
  summary: 'Deletes a note',
  params: ProductivityIdParamsSchema,
  response: deleted,
});

// ---- Research projects and citations ----

export const ResearchProjectListSchema = z.object({
  projects: z.array(ResearchProjectSchema),
  total: z.number().int(),
});
export type ResearchProjectList = z.infer<typeof ResearchProjectListSchema>;
export const ResearchProjectResponseSchema = z.object({ project: ResearchProjectSchema });

export const listResearchProjectsContract = defineContract({
  method: 'GET',
  path: '/api/productivity/research/projects',
  summary: "The signed-in user's research projects",
  query: PageQuerySchema,
  response: ResearchProjectListSchema,
});
export const createResearchProjectContract = defineContract({
  method: 'POST',
  path: '/api/productivity/research/projects',
  summary: 'Creates a research project',
  body: CreateResearchProjectRequestSchema,
  response: ResearchProjectResponseSchema,
});
export const updateResearchProjectContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/research/projects/:id',
  summary: 'Changes a research project',
  params: ProductivityIdParamsSchema,
  body: UpdateResearchProjectRequestSchema,
  response: ResearchProjectResponseSchema,
});
/** Deleting a project keeps its citations, detached from it. */
export const deleteResearchProjectContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/research/projects/:id',
  summary: 'Deletes a research project (its citations stay, without a project)',
  params: ProductivityIdParamsSchema,
  response: deleted,
});

export const CitationsQuerySchema = PageQuerySchema.extend({ projectId: IdSchema.optional() });
export const CitationListSchema = z.object({
  citations: z.array(CitationSchema),
  total: z.number().int(),
});
export type CitationList = z.infer<typeof CitationListSchema>;
export const CitationResponseSchema = z.object({ citation: CitationSchema });

export const listCitationsContract = defineContract({
  method: 'GET',
  path: '/api/productivity/research/citations',
  summary: "The signed-in user's citations, of one project or all",
  query: CitationsQuerySchema,
  response: CitationListSchema,
});
/** The server formats the citation in its style (formattedCitation); a projectId must be the user's. */
export const createCitationContract = defineContract({
  method: 'POST',
  path: '/api/productivity/research/citations',
  summary: 'Creates a citation, formatted in its style',
  body: CreateCitationRequestSchema,
  response: CitationResponseSchema,
});
export const updateCitationContract = defineContract({
  method: 'PATCH',
  path: '/api/productivity/research/citations/:id',
  summary: 'Changes a citation (a new style reformats it)',
  params: ProductivityIdParamsSchema,
  body: UpdateCitationRequestSchema,
  response: CitationResponseSchema,
});
export const deleteCitationContract = defineContract({
  method: 'DELETE',
  path: '/api/productivity/research/citations/:id',
  summary: 'Deletes a citation',
  params: ProductivityIdParamsSchema,
  response: deleted,
});
/** The New Citation dialog's preview: the reference in each style, nothing stored. */
export const formatCitationContract = defineContract({
  method: 'POST',
  path: '/api/productivity/research/citations/format',
  summary: 'Formats a citation in every style without storing it',
  body: FormatCitationRequestSchema,
  response: z.object({ formatted: z.record(CitationStyleSchema, z.string()) }),
});
