import { useId } from 'react';
import { BookOpen, ChevronDown, X } from 'lucide-react';
import type { BackgroundLearningStats, ScraperStatus } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface LearningActivityPopupProps {
  status: ScraperStatus;
  /** The store's figures; undefined while loading. */
  stats: BackgroundLearningStats | undefined;
  isStatsError: boolean;
  isExpanded: boolean;
  onExpandedChange: (isExpanded: boolean) => void;
  onDismiss: () => void;
}

const numberFormat = new Intl.NumberFormat();

/** The small 'AI learning active' card (000 §2 Other popups): a line, details on demand, dismiss. */
export function LearningActivityPopup({
  status,
  stats,
  isStatsError,
  isExpanded,
  onExpandedChange,
  onDismiss,
}: LearningActivityPopupProps) {
  const detailsId = useId();
  const total = isStatsError
    ? 'unavailable'
    : stats
      ? numberFormat.format(stats.knowledge.total)
      : 'loading…';

  return (
    <section
      role="status"
      aria-label="AI learning active"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      className={cn(
        'fixed inset-x-3 top-28 z-40 ml-auto max-w-sm rounded-xl border bg-card/95 p-3 text-card-foreground shadow-lg backdrop-blur',
        'sm:left-auto sm:right-4 sm:w-80',
      )}
    >
      <div className="flex items-center gap-2">
        <BookOpen className="size-4 shrink-0 text-primary motion-safe:animate-pulse" aria-hidden />
        <p className="flex-1 text-sm font-medium">AI learning active</p>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-xs"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={() => onExpandedChange(!isExpanded)}
        >
          {isExpanded ? 'Hide details' : 'Details'}
          <ChevronDown
            className={cn('size-3.5 transition-transform', isExpanded && 'rotate-180')}
            aria-hidden
          />
        </Button>
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden />
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        Reading encyclopedia articles about recent questions to answer better.
      </p>
      {isExpanded && (
        <dl id={detailsId} className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-xs">
          <dt className="text-muted-foreground">Articles learned</dt>
          <dd className="text-right font-medium tabular-nums">{total}</dd>
          <dt className="text-muted-foreground">Topics queued</dt>
          <dd className="text-right font-medium tabular-nums">
            {numberFormat.format(status.queued ?? 0)}
          </dd>
          <dt className="text-muted-foreground">Processed today</dt>
          <dd className="text-right font-medium tabular-nums">
            {numberFormat.format(status.processedToday ?? 0)}
          </dd>
          {status.lastError && (
            <>
              <dt className="text-muted-foreground">Last problem</dt>
              <dd className="text-right text-destructive">{status.lastError.message}</dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
