import {
  CreateCalendarEventRequestSchema,
  CreateCitationRequestSchema,
  CreateNoteRequestSchema,
  CreateResearchProjectRequestSchema,
  CreateTaskRequestSchema,
  UpdateCalendarEventRequestSchema,
  UpdateCitationRequestSchema,
  UpdateNoteRequestSchema,
  UpdateTaskRequestSchema,
  type CalendarEvent,
  type CalendarFeedLink,
  type Citation,
  type Note,
  type ResearchProject,
  type Task,
} from '@polymath/shared';
import type { z } from 'zod';
import { stubApiServer, type StubHandler } from '@/testing/stub-api-server';
import {
  fakeReference,
  makeCitation,
  makeEvent,
  makeNote,
  makeProject,
  makeTask,
  newId,
} from './productivity-fixtures';

/** What the stand-in server holds; tests seed it and read it back. */
export interface ProductivityData {
  tasks: Task[];
  events: CalendarEvent[];
  notes: Note[];
  projects: ResearchProject[];
  citations: Citation[];
  feedLink: CalendarFeedLink;
}

function invalid(error: z.ZodError): Response {
  return Response.json(
    {
      success: false,
      error: error.issues[0]?.message ?? 'Invalid request',
      code: 'VALIDATION',
      issues: error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
    },
    { status: 400 },
  );
}

const notFound = () =>
  Response.json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });

function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search);
}

function page<Row>(rows: Row[], search: string) {
  const query = queryOf(search);
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 50);
  return { rows: rows.slice(offset, offset + limit), total: rows.length };
}

/**
 * An in-memory productivity server behind fetch (the shared schemas check what it is sent, as the
 * real one does): tasks, events, notes, projects, citations and the feed link, plus `extra` routes
 * (POST /api/chat for research). Returns the data and the requests seen.
 */
export function stubProductivityServer(
  seed: Partial<ProductivityData> = {},
  extra: Record<string, StubHandler> = {},
) {
  const data: ProductivityData = {
    tasks: [],
    events: [],
    notes: [],
    projects: [],
    citations: [],
    feedLink: { url: null, createdAt: null },
    ...structuredClone(seed),
  };
  const byId = <Row extends { id: string }>(rows: Row[], id: string | undefined) =>
    rows.find((row) => row.id === id);

  const routes: Record<string, StubHandler> = {
    'GET /api/productivity/tasks': ({ search }) => {
      const status = queryOf(search).get('status');
      const { rows, total } = page(
        data.tasks.filter((task) => !status || task.status === status),
        search,
      );
      return Response.json({ tasks: rows, total });
    },
    'POST /api/productivity/tasks': ({ body }) => {
      const parsed = CreateTaskRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const task = makeTask(parsed.data);
      data.tasks.unshift(task);
      return Response.json({ task });
    },
    'PATCH /api/productivity/tasks/:id/complete': (_request, { id }) => {
      const task = byId(data.tasks, id);
      if (!task) return notFound();
      task.status = 'completed';
      return Response.json({ task });
    },
    'PATCH /api/productivity/tasks/:id': ({ body }, { id }) => {
      const task = byId(data.tasks, id);
      if (!task) return notFound();
      const parsed = UpdateTaskRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(task, parsed.data);
      return Response.json({ task });
    },
    'DELETE /api/productivity/tasks/:id': (_request, { id }) => {
      data.tasks = data.tasks.filter((task) => task.id !== id);
      return Response.json({ success: true });
    },
    'GET /api/productivity/calendar/events': ({ search }) => {
      const query = queryOf(search);
      const start = Date.parse(query.get('start') ?? '');
      const end = Date.parse(query.get('end') ?? '');
      const events = data.events.filter(
        (event) => Date.parse(event.startTime) < end && Date.parse(event.endTime) >= start,
      );
      return Response.json({ events });
    },
    'POST /api/productivity/calendar/events': ({ body }) => {
      const parsed = CreateCalendarEventRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const event = makeEvent(parsed.data);
      data.events.push(event);
      return Response.json({ event });
    },
    'PATCH /api/productivity/calendar/events/:id': ({ body }, { id }) => {
      const event = byId(data.events, id);
      if (!event) return notFound();
      const parsed = UpdateCalendarEventRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(event, parsed.data);
      return Response.json({ event });
    },
    'DELETE /api/productivity/calendar/events/:id': (_request, { id }) => {
      data.events = data.events.filter((event) => event.id !== id);
      return Response.json({ success: true });
    },
    // As the server: only the link's fingerprint is kept, so a read never shows the address.
    'GET /api/productivity/calendar/feed-link': () =>
      Response.json({ url: null, createdAt: data.feedLink.createdAt }),
    'POST /api/productivity/calendar/feed-link': () => {
      data.feedLink = {
        url: `/api/productivity/calendar.ics?key=${newId('key')}`,
        createdAt: new Date().toISOString(),
      };
      return Response.json(data.feedLink);
    },
    'DELETE /api/productivity/calendar/feed-link': () => {
      data.feedLink = { url: null, createdAt: null };
      return Response.json(data.feedLink);
    },
    'GET /api/productivity/notes': ({ search }) => {
      const query = queryOf(search);
      const q = query.get('q')?.toLowerCase();
      const category = query.get('category');
      const notes = data.notes.filter(
        (note) =>
          (!q || `${note.title} ${note.content}`.toLowerCase().includes(q)) &&
          (!category || note.category === category) &&
          (query.get('bookmarked') !== 'true' || note.isBookmarked),
      );
      const { rows, total } = page(notes, search);
      return Response.json({ notes: rows, total });
    },
    'POST /api/productivity/notes': ({ body }) => {
      const parsed = CreateNoteRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const note = makeNote(parsed.data);
      data.notes.unshift(note);
      return Response.json({ note });
    },
    'PATCH /api/productivity/notes/:id': ({ body }, { id }) => {
      const note = byId(data.notes, id);
      if (!note) return notFound();
      const parsed = UpdateNoteRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(note, parsed.data);
      return Response.json({ note });
    },
    'GET /api/productivity/research/projects': ({ search }) => {
      const { rows, total } = page(data.projects, search);
      return Response.json({ projects: rows, total });
    },
    'POST /api/productivity/research/projects': ({ body }) => {
      const parsed = CreateResearchProjectRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const project = makeProject(parsed.data);
      data.projects.push(project);
      return Response.json({ project });
    },
    'GET /api/productivity/research/citations': ({ search }) => {
      const projectId = queryOf(search).get('projectId');
      const { rows, total } = page(
        data.citations.filter((citation) => !projectId || citation.projectId === projectId),
        search,
      );
      return Response.json({ citations: rows, total });
    },
    'POST /api/productivity/research/citations/format': ({ body }) => {
      const parsed = CreateCitationRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const styles = ['APA', 'MLA', 'Chicago', 'Harvard'] as const;
      return Response.json({
        formatted: Object.fromEntries(
          styles.map((style) => [style, fakeReference(style, parsed.data)]),
        ),
      });
    },
    'POST /api/productivity/research/citations': ({ body }) => {
      const parsed = CreateCitationRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const citation = makeCitation(parsed.data);
      data.citations.push(citation);
      return Response.json({ citation });
    },
    'PATCH /api/productivity/research/citations/:id': ({ body }, { id }) => {
      const citation = byId(data.citations, id);
      if (!citation) return notFound();
      const parsed = UpdateCitationRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      Object.assign(citation, parsed.data, {
        formattedCitation: fakeReference(
          parsed.data.citationStyle ?? citation.citationStyle,
          citation,
        ),
      });
      return Response.json({ citation });
    },
    ...extra,
  };
  const seen = stubApiServer(routes);
  return { data, seen };
}
