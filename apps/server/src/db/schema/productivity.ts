import type {
  CitationSourceType,
  CitationStyle,
  NoteCategory,
  ResearchProjectStatus,
  TaskPriority,
  TaskStatus,
} from '@polymath/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tsvector } from './tsvector';

/*
 * The productivity tools of signed-in users: tasks, calendar events, notes, research projects and
 * citations. Every row belongs to one user and goes with the account. `size_bytes` is what a row
 * counts against its owner's storage quota (storage_usage.productivity_bytes is their sum), written
 * with the row. Ids are made by the server.
 */

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tags = () => jsonb('tags').$type<string[]>().notNull().default([]);
const sizeBytes = () => integer('size_bytes').notNull();

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority').$type<TaskPriority>().notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    /** The due date as the user gave it: a day (2025-02-01) or a moment. */
    dueDate: text('due_date'),
    /** The due date as a moment, for filters and order: a day counts from its start (UTC). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    tags: tags(),
    estimatedDuration: integer('estimated_duration').notNull(),
    sizeBytes: sizeBytes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tasks_user_created_idx').on(table.userId, table.createdAt),
    index('tasks_user_due_idx').on(table.userId, table.dueAt),
  ],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    eventType: text('event_type').notNull(),
    priority: text('priority').$type<TaskPriority>().notNull(),
    reminderMinutes: integer('reminder_minutes').notNull(),
    sizeBytes: sizeBytes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('calendar_events_user_start_idx').on(table.userId, table.startTime)],
);

/**
 * Smart Notes. `search_vector` is computed by the database from the title (weight A), the tags (B)
 * and the content (C), searched the way the knowledge store is.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: tags(),
    category: text('category').$type<NoteCategory>().notNull(),
    /** Made from the content at every write (note-text.ts). */
    summary: text('summary').notNull().default(''),
    isBookmarked: boolean('is_bookmarked').notNull().default(false),
    wordCount: integer('word_count').notNull(),
    sizeBytes: sizeBytes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${notes.title}), 'A') || setweight(to_tsvector('english', ${notes.tags}), 'B') || setweight(to_tsvector('english', ${notes.content}), 'C')`,
      ),
  },
  (table) => [
    index('notes_user_updated_idx').on(table.userId, table.updatedAt),
    index('notes_search_idx').using('gin', table.searchVector),
  ],
);

export const researchProjects = pgTable(
  'research_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: tags(),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').$type<ResearchProjectStatus>().notNull(),
    sizeBytes: sizeBytes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('research_projects_user_created_idx').on(table.userId, table.createdAt)],
);

/** Citations; deleting their project keeps them, without a project. */
export const citations = pgTable(
  'citations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    projectId: uuid('project_id').references(() => researchProjects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    authors: jsonb('authors').$type<string[]>().notNull().default([]),
    sourceType: text('source_type').$type<CitationSourceType>().notNull(),
    citationStyle: text('citation_style').$type<CitationStyle>().notNull(),
    url: text('url'),
    publisher: text('publisher'),
    publicationDate: text('publication_date'),
    doi: text('doi'),
    notes: text('notes'),
    /** The reference in citation_style, made by the server from the fields above. */
    formattedCitation: text('formatted_citation').notNull(),
    tags: tags(),
    sizeBytes: sizeBytes(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('citations_user_created_idx').on(table.userId, table.createdAt),
    index('citations_project_idx').on(table.projectId),
  ],
);

/**
 * Each user's calendar feed link (`/api/productivity/calendar.ics?key=…`): only the SHA-256 of its
 * random key is kept, so the database never holds a working link. One per user; a new one replaces it.
 */
export const calendarFeedKeys = pgTable('calendar_feed_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the key, hex. */
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
});
