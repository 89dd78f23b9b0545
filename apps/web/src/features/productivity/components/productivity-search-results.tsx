import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { useEventsInWindow } from '../api/calendar-events';
import { useCitations } from '../api/citations';
import { useNotes } from '../api/notes';
import { useResearchProjects } from '../api/research-projects';
import { useTasks } from '../api/tasks';
import { localDateOf, upcomingWindow } from '../logic/calendar-days';
import { labelOf } from '../logic/choices';
import { formatDay, formatTimeRange } from '../logic/format-dates';
import { searchLoadedItems } from '../logic/local-search';
import { notePreviewOf } from '../logic/note-preview';
import type { ProductivityTab } from '../stores/productivity-dialog-store';

/** Where a search result lives: its tab, and the id of its element there. */
export interface SearchHit {
  tab: ProductivityTab;
  elementId: string;
}

// Lists already loaded by the tabs are searched as they are; mounting the results reads nothing again.
const NO_REFETCH = { refetchOnMount: false } as const;

function ResultGroup({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-label={`${title} (${count})`} className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({count})</span>
      </h3>
      <ul className="grid gap-1.5">{children}</ul>
    </section>
  );
}

function ResultItem({
  title,
  detail,
  onOpen,
}: {
  title: string;
  detail: string;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full gap-0.5 rounded-lg border bg-card px-3 py-2 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-medium break-words">{title}</span>
        <span className="text-xs break-words text-muted-foreground">{detail}</span>
      </button>
    </li>
  );
}

/**
 * What the dialog's search box finds in all four tabs, grouped: tasks, events (Upcoming Events'
 * window), projects and citations filtered here on title, description and tags; notes searched on
 * the server (full text). Picking a result opens it in its tab.
 */
export function ProductivitySearchResults({
  query,
  serverQuery,
  onOpen,
}: {
  /** The search as typed (local filtering follows every key). */
  query: string;
  /** The search once typing paused (the notes search on the server). */
  serverQuery: string;
  onOpen: (hit: SearchHit) => void;
}) {
  const tasks = useTasks({ sort: 'created' }, NO_REFETCH);
  const events = useEventsInWindow(upcomingWindow(localDateOf(new Date())), NO_REFETCH);
  const projects = useResearchProjects(NO_REFETCH);
  const citations = useCitations(undefined, NO_REFETCH);
  const notes = useNotes({ q: serverQuery }, { isEnabled: serverQuery !== '' });
  const found = searchLoadedItems(query, {
    tasks: tasks.tasks,
    events: events.data ?? [],
    projects: projects.projects,
    citations: citations.citations,
  });
  const isNotesLoading = serverQuery !== query.trim() || notes.isFetching;
  const total =
    found.tasks.length +
    found.events.length +
    found.projects.length +
    found.citations.length +
    notes.notes.length;

  return (
    <div className="grid gap-4" aria-label="Search results" role="region">
      <p role="status" className="text-sm text-muted-foreground">
        {total === 0 && !isNotesLoading
          ? `Nothing matches “${query.trim()}”.`
          : `${total} ${total === 1 ? 'result' : 'results'} for “${query.trim()}”`}
        {isNotesLoading && (
          <span className="ml-2 inline-flex items-center gap-1">
            <Loader2 className="size-3.5 animate-spin" aria-hidden />
            Searching notes...
          </span>
        )}
      </p>
      <ResultGroup title="Tasks" count={found.tasks.length}>
        {found.tasks.map((task) => (
          <ResultItem
            key={task.id}
            title={task.title}
            detail={[
              labelOf(task.status),
              labelOf(task.priority),
              task.dueDate ? `Due ${formatDay(task.dueDate)}` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
            onOpen={() => onOpen({ tab: 'tasks', elementId: `productivity-task-${task.id}` })}
          />
        ))}
      </ResultGroup>
      <ResultGroup title="Events" count={found.events.length}>
        {found.events.map((event) => (
          <ResultItem
            key={event.id}
            title={event.title}
            detail={formatTimeRange(event.startTime, event.endTime)}
            onOpen={() => onOpen({ tab: 'calendar', elementId: `productivity-event-${event.id}` })}
          />
        ))}
      </ResultGroup>
      <ResultGroup title="Notes" count={notes.notes.length}>
        {notes.notes.map((note) => (
          <ResultItem
            key={note.id}
            title={note.title}
            detail={notePreviewOf(note.content).slice(0, 120)}
            onOpen={() => onOpen({ tab: 'notes', elementId: `productivity-note-${note.id}` })}
          />
        ))}
      </ResultGroup>
      {notes.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not search your notes. {notes.error.message}
        </p>
      )}
      <ResultGroup title="Research projects" count={found.projects.length}>
        {found.projects.map((project) => (
          <ResultItem
            key={project.id}
            title={project.title}
            detail={labelOf(project.status)}
            onOpen={() =>
              onOpen({ tab: 'research', elementId: `productivity-project-${project.id}` })
            }
          />
        ))}
      </ResultGroup>
      <ResultGroup title="Citations" count={found.citations.length}>
        {found.citations.map((citation) => (
          <ResultItem
            key={citation.id}
            title={citation.title}
            detail={citation.formattedCitation ?? citation.authors.join(', ')}
            onOpen={() =>
              onOpen({ tab: 'research', elementId: `productivity-citation-${citation.id}` })
            }
          />
        ))}
      </ResultGroup>
    </div>
  );
}
