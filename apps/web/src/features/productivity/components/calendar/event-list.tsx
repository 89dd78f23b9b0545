import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { CalendarEvent } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { ListEmpty, ListError, ListLoading } from '../shared/list-states';
import { EventItem } from './event-item';

/** A list of events, each with Edit and Delete. */
export function EventList({
  label,
  events,
  now,
  onEdit,
}: {
  label: string;
  events: readonly CalendarEvent[];
  /** The time now, to mark events already over. */
  now: number;
  onEdit: (event: CalendarEvent) => void;
}) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {events.map((event) => (
        <EventItem key={event.id} event={event} now={now} onEdit={onEdit} />
      ))}
    </ul>
  );
}

/** Upcoming Events (001 §2): loading, a failed load with Try Again, the empty text, or the list. */
export function UpcomingEvents({
  query,
  emptyText,
  now,
  onCreate,
  onEdit,
}: {
  query: UseQueryResult<CalendarEvent[]>;
  emptyText: string;
  now: number;
  onCreate: () => void;
  onEdit: (event: CalendarEvent) => void;
}) {
  if (query.isPending) return <ListLoading label="Loading events..." rows={2} />;
  if (query.isError) {
    return (
      <ListError
        what="your events"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <ListEmpty
        action={
          <Button size="sm" variant="outline" onClick={onCreate}>
            <Plus aria-hidden />
            New Event
          </Button>
        }
      >
        {emptyText}
      </ListEmpty>
    );
  }
  const sorted = [...query.data].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return <EventList label="Upcoming events" events={sorted} now={now} onEdit={onEdit} />;
}
