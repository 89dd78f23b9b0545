import type { CalendarEvent, Citation, ResearchProject, Task } from '@polymath/shared';

/** The words of a search, lower-cased; empty when the search is blank. */
export function searchWordsOf(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether every word of the search appears in the item's title, description or tags. */
export function matchesWords(
  words: readonly string[],
  item: { title: string; description?: string | null; tags?: readonly string[] },
): boolean {
  if (words.length === 0) return false;
  const text = [item.title, item.description ?? '', ...(item.tags ?? [])].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** What the dialog's search finds in the lists loaded here (notes are searched on the server). */
export interface LocalSearchResults {
  tasks: Task[];
  events: CalendarEvent[];
  projects: ResearchProject[];
  citations: Citation[];
}

/**
 * Filters the loaded tasks, events, projects and citations on their title, description and tags
 * (a citation's notes and authors stand for its description).
 */
export function searchLoadedItems(
  query: string,
  lists: {
    tasks: Task[];
    events: CalendarEvent[];
    projects: ResearchProject[];
    citations: Citation[];
  },
): LocalSearchResults {
  const words = searchWordsOf(query);
  return {
    tasks: lists.tasks.filter((task) => matchesWords(words, task)),
    events: lists.events.filter((event) =>
      matchesWords(words, { ...event, tags: [event.location, event.eventType] }),
    ),
    projects: lists.projects.filter((project) => matchesWords(words, project)),
    citations: lists.citations.filter((citation) =>
      matchesWords(words, {
        title: citation.title,
        description: [citation.notes ?? '', ...citation.authors].join('\n'),
        tags: citation.tags,
      }),
    ),
  };
}
