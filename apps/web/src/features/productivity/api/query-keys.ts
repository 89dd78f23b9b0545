import type { NoteCategory, TaskStatus, TasksQuery } from '@polymath/shared';
import type { TimeWindow } from '../logic/calendar-days';

/** Every productivity query starts with this key, so one call can refresh them all. */
export const PRODUCTIVITY_KEY = ['productivity'] as const;

/** The task list's filter and order. */
export interface TaskFilters {
  status?: TaskStatus;
  sort: TasksQuery['sort'];
}

/** The notes list's search, category and starred filter. */
export interface NoteFilters {
  q?: string;
  category?: NoteCategory;
  isStarredOnly?: boolean;
}

/** The query keys of the productivity tools. */
export const productivityKeys = {
  tasks: () => [...PRODUCTIVITY_KEY, 'tasks'] as const,
  taskList: (filters: TaskFilters) => [...productivityKeys.tasks(), filters] as const,
  events: () => [...PRODUCTIVITY_KEY, 'events'] as const,
  eventWindow: (window: TimeWindow) => [...productivityKeys.events(), window] as const,
  feedLink: () => [...PRODUCTIVITY_KEY, 'feed-link'] as const,
  notes: () => [...PRODUCTIVITY_KEY, 'notes'] as const,
  noteList: (filters: NoteFilters) => [...productivityKeys.notes(), filters] as const,
  projects: () => [...PRODUCTIVITY_KEY, 'projects'] as const,
  citations: () => [...PRODUCTIVITY_KEY, 'citations'] as const,
  citationList: (projectId: string | undefined) =>
    [...productivityKeys.citations(), projectId ?? 'all'] as const,
  citationPreview: (fields: unknown) => [...PRODUCTIVITY_KEY, 'citation-preview', fields] as const,
};
