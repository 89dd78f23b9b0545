import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import type { CalendarEvent } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useEventsInWindow } from '../../api/calendar-events';
import { useNow } from '../../hooks/use-now';
import {
  eventsByDay,
  gridWindow,
  localDateOf,
  mergeEvents,
  upcomingWindow,
} from '../../logic/calendar-days';
import { formatFullDay } from '../../logic/format-dates';
import { monthGrid, weekStartOfLocale } from '../../logic/month-grid';
import { CalendarFeedSection } from './calendar-feed-section';
import { EventDialog } from './event-dialog';
import { EventList, UpcomingEvents } from './event-list';
import { MonthGridView } from './month-grid-view';

/** The text of an empty Upcoming Events list (001 §2). */
export const NO_EVENTS_TEXT = 'No events scheduled. Create your first event!';

type EditorState = { isOpen: boolean; event?: CalendarEvent };

/**
 * The Calendar tab: the month grid (its own window of events), the chosen day's events, Upcoming
 * Events (7 days back to 30 ahead, 001 §9), New Event, and the feed for other calendar apps.
 */
export function CalendarTab() {
  const now = useNow();
  const today = localDateOf(new Date(now));
  const [view, setView] = useState(() => {
    const shown = new Date(now);
    return { year: shown.getFullYear(), month: shown.getMonth() };
  });
  const [selectedDate, setSelectedDate] = useState(today);
  const [editor, setEditor] = useState<EditorState>({ isOpen: false });
  const weekStartsOn = useMemo(() => weekStartOfLocale(), []);

  const days = useMemo(() => monthGrid(view.year, view.month, weekStartsOn), [view, weekStartsOn]);
  const gridEvents = useEventsInWindow(useMemo(() => gridWindow(days), [days]));
  const upcoming = useEventsInWindow(useMemo(() => upcomingWindow(today), [today]));
  // Either window may hold an event the other has not loaded yet (one was just created).
  const byDay = useMemo(
    () => eventsByDay(mergeEvents(gridEvents.data, upcoming.data), days),
    [gridEvents.data, upcoming.data, days],
  );

  const showMonth = (year: number, month: number) => {
    const first = new Date(year, month, 1);
    setView({ year: first.getFullYear(), month: first.getMonth() });
  };
  const handleSelectDate = (date: string) => {
    setSelectedDate(date);
    const [year = view.year, month = view.month + 1] = date.split('-').map(Number);
    if (year !== view.year || month - 1 !== view.month) showMonth(year, month - 1);
  };
  const selectedEvents = byDay.get(selectedDate) ?? [];
  const openNewEvent = () => setEditor({ isOpen: true });

  return (
    <div className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MonthGridView
          year={view.year}
          month={view.month}
          days={days}
          weekStartsOn={weekStartsOn}
          today={today}
          selectedDate={selectedDate}
          eventsByDay={byDay}
          isLoading={gridEvents.isFetching}
          onSelectDate={handleSelectDate}
          onPreviousMonth={() => showMonth(view.year, view.month - 1)}
          onNextMonth={() => showMonth(view.year, view.month + 1)}
          onToday={() => handleSelectDate(today)}
        />
        <section aria-labelledby="productivity-selected-day" className="grid content-start gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="productivity-selected-day" className="font-semibold">
              {formatFullDay(selectedDate)}
            </h3>
            <Button size="sm" onClick={openNewEvent}>
              <Plus aria-hidden />
              New Event
            </Button>
          </div>
          {gridEvents.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load this month’s events. {gridEvents.error.message}{' '}
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                onClick={() => void gridEvents.refetch()}
              >
                Try Again
              </Button>
            </p>
          ) : selectedEvents.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing planned on this day.</p>
          ) : (
            <EventList
              label="Events of the chosen day"
              events={selectedEvents}
              now={now}
              onEdit={(event) => setEditor({ isOpen: true, event })}
            />
          )}
        </section>
      </div>

      <section aria-labelledby="productivity-upcoming" className="grid gap-3">
        <h3 id="productivity-upcoming" className="font-semibold">
          Upcoming Events
        </h3>
        <UpcomingEvents
          query={upcoming}
          emptyText={NO_EVENTS_TEXT}
          now={now}
          onCreate={openNewEvent}
          onEdit={(event) => setEditor({ isOpen: true, event })}
        />
      </section>

      <CalendarFeedSection />

      <EventDialog
        open={editor.isOpen}
        onOpenChange={(isOpen) => setEditor((current) => ({ ...current, isOpen }))}
        date={selectedDate}
        event={editor.event}
      />
    </div>
  );
}
