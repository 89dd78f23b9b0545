import { useId } from 'react';
import { Bell, Clock, MapPin } from 'lucide-react';
import type { CalendarEvent } from '@polymath/shared';
import { cn } from '@/lib/cn';
import { useDeleteEvent } from '../../api/calendar-events';
import { labelOf } from '../../logic/choices';
import { formatTimeRange } from '../../logic/format-dates';
import { LabelBadge, PriorityBadge } from '../shared/item-badges';
import { ItemActions } from '../shared/item-actions';

/**
 * One event of Upcoming Events (001 §2): title, description, start and end, location, priority and
 * type, with Edit and Delete. An event already over is dimmed and says so.
 */
export function EventItem({
  event,
  now,
  onEdit,
}: {
  event: CalendarEvent;
  now: number;
  onEdit: (event: CalendarEvent) => void;
}) {
  const titleId = useId();
  const remove = useDeleteEvent();
  const isPast = Date.parse(event.endTime) < now;

  return (
    <li
      id={`productivity-event-${event.id}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'grid gap-2 rounded-xl border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isPast && 'opacity-75',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={titleId} className="min-w-0 flex-1 font-medium break-words">
          {event.title}
        </h4>
        <div className="flex flex-wrap gap-1">
          {isPast && <LabelBadge>Past</LabelBadge>}
          <PriorityBadge priority={event.priority} />
          <LabelBadge srPrefix="Type">{labelOf(event.eventType)}</LabelBadge>
        </div>
      </div>
      {event.description && (
        <p className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {event.description}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          <span>
            <time dateTime={event.startTime}>
              {formatTimeRange(event.startTime, event.endTime)}
            </time>
          </span>
        </span>
        {event.location && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">Location: </span>
            <span className="truncate">{event.location}</span>
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <Bell className="size-3.5" aria-hidden />
          Reminder {event.reminderMinutes} min before
        </span>
      </div>
      <ItemActions
        onEdit={() => onEdit(event)}
        deletion={{
          kind: 'event',
          title: event.title,
          consequence: 'It leaves your calendar, and this cannot be undone.',
          remove: () => remove.mutateAsync(event.id),
          isPending: remove.isPending,
        }}
      />
    </li>
  );
}
