import type { ResearchProject } from '@polymath/shared';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../limits/rate-limiter';
import type { StorageQuota } from '../../limits/storage-quota';
import { type CalendarFeedService, createCalendarFeedService } from './calendar-feed.service';
import { type CalendarService, createCalendarService } from './calendar.service';
import { type CitationsService, createCitationsService } from './citations.service';
import type { CitationFormatter } from './formats/citation-formatter';
import type { NoteMatch } from './notes.repository';
import { createNotesService, type NotesService } from './notes.service';
import type { NoteSummarizer } from './note-summary';
import { createProductivityWrites } from './productivity-writes';
import { createResearchService, type ResearchService } from './research.service';
import { createTasksService, type TasksService } from './tasks.service';

export type { NoteMatch } from './notes.repository';

/**
 * What the chat asks of the productivity tools for a research question (001 §7): the project made
 * for a user who has none, once, on the server.
 */
export interface ResearchProjectStarter {
  /**
   * Creates the user's first research project (status active, tags ai-generated and research,
   * titled after the question) when they have none, and returns it; undefined when they had one.
   * Exactly one is made however many calls run at once.
   */
  ensureResearchProject(userId: string, query: string): Promise<ResearchProject | undefined>;
}

/** What the chat asks of the productivity tools to answer a user from their own notes. */
export interface NoteFinder {
  /** The user's notes best matching a question (full text), best first; only that user's. */
  findNotes(userId: string, text: string, limit: number): Promise<NoteMatch[]>;
}

/** The productivity tools of signed-in users, by area, and the ports the chat uses. */
export interface ProductivityService extends ResearchProjectStarter, NoteFinder {
  tasks: TasksService;
  calendar: CalendarService;
  calendarFeed: CalendarFeedService;
  notes: NotesService;
  research: ResearchService;
  citations: CitationsService;
}

export function createProductivityService(deps: {
  db: Database;
  quota: StorageQuota;
  rowsPerKind: number;
  rates: Pick<RateLimiter, 'take'>;
  summarizer: NoteSummarizer;
  formatter: CitationFormatter;
  now?: () => Date;
}): ProductivityService {
  const { db } = deps;
  const writes = createProductivityWrites(deps);
  const notes = createNotesService({ db, writes, summarizer: deps.summarizer });
  const research = createResearchService({ db, writes });
  return {
    tasks: createTasksService({ db, writes }),
    calendar: createCalendarService({ db, writes }),
    calendarFeed: createCalendarFeedService({
      db,
      rates: deps.rates,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    notes,
    research,
    citations: createCitationsService({ db, writes, formatter: deps.formatter }),
    ensureResearchProject: (userId, query) => research.ensureResearchProject(userId, query),
    findNotes: (userId, text, limit) => notes.findNotes(userId, text, limit),
  };
}
