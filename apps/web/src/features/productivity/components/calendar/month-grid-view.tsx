import { useRef, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarEvent } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatFullDay, formatMonth, weekdayNames } from '../../logic/format-dates';
import type { GridDay } from '../../logic/month-grid';

/** Props of MonthGridView. */
export interface MonthGridViewProps {
  year: number;
  month: number;
  days: GridDay[];
  weekStartsOn: number;
  today: string;
  selectedDate: string;
  eventsByDay: Map<string, CalendarEvent[]>;
  isLoading: boolean;
  onSelectDate: (date: string) => void;
  onPreviousMonth: () => void;
  onNextMonth: () => void;
  onToday: () => void;
}

const ARROW_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

function dayLabel(day: GridDay, eventCount: number, isToday: boolean): string {
  const parts = [formatFullDay(day.date)];
  if (isToday) parts.push('today');
  if (eventCount > 0) parts.push(`${eventCount} ${eventCount === 1 ? 'event' : 'events'}`);
  return parts.join(', ');
}

/**
 * The month's 42-day quick view (001 §2, §9): today highlighted, days with events marked by a dot
 * (and said in the day's name), the month's navigation. One day is in the tab order; the arrow
 * keys move between days.
 */
export function MonthGridView({
  year,
  month,
  days,
  weekStartsOn,
  today,
  selectedDate,
  eventsByDay,
  isLoading,
  onSelectDate,
  onPreviousMonth,
  onNextMonth,
  onToday,
}: MonthGridViewProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const monthName = formatMonth(year, month);
  const focusableDate = days.some((day) => day.date === selectedDate)
    ? selectedDate
    : days.find((day) => day.isInMonth)?.date;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    const target = days[index + step];
    if (!target) return;
    event.preventDefault();
    onSelectDate(target.date);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target.date}"]`)?.focus();
  };

  return (
    <section aria-labelledby="productivity-month-name" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="productivity-month-name" className="font-semibold" aria-live="polite">
          {monthName}
        </h3>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous month"
            onClick={onPreviousMonth}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={onToday}>
            Today
          </Button>
          <Button variant="outline" size="icon-sm" aria-label="Next month" onClick={onNextMonth}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div
        ref={gridRef}
        role="group"
        aria-label={`${monthName} calendar`}
        aria-busy={isLoading || undefined}
        className="grid grid-cols-7 gap-1 text-center"
      >
        {weekdayNames(weekStartsOn).map((name) => (
          <span key={name} className="py-1 text-xs font-medium text-muted-foreground" aria-hidden>
            {name}
          </span>
        ))}
        {days.map((day, index) => {
          const eventCount = eventsByDay.get(day.date)?.length ?? 0;
          const isToday = day.date === today;
          const isSelected = day.date === selectedDate;
          return (
            <button
              key={day.date}
              type="button"
              data-date={day.date}
              tabIndex={day.date === focusableDate ? 0 : -1}
              aria-label={dayLabel(day, eventCount, isToday)}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => onSelectDate(day.date)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={cn(
                'relative flex aspect-square min-h-9 flex-col items-center justify-center rounded-lg text-sm transition-colors sm:aspect-[4/3]',
                'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                !day.isInMonth && 'text-muted-foreground/60',
                isToday && 'bg-primary/10 font-semibold text-primary ring-1 ring-primary/40',
                isSelected &&
                  'bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
              )}
            >
              <span aria-hidden>{day.dayOfMonth}</span>
              {eventCount > 0 && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute bottom-1 size-1.5 rounded-full',
                    isSelected ? 'bg-primary-foreground' : 'bg-primary',
                  )}
                />
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
