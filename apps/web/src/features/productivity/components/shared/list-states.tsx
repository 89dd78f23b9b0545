import type { ReactNode } from 'react';
import { AlertCircle, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list being loaded: placeholder rows, announced once. */
export function ListLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-16 animate-pulse rounded-xl bg-muted" aria-hidden />
      ))}
    </div>
  );
}

/** A list that could not be loaded: why, and a way to try again. */
export function ListError({
  what,
  message,
  onRetry,
  isRetrying = false,
}: {
  what: string;
  message: string;
  onRetry: () => void;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        <span className="font-medium">Could not load {what}.</span> {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
        Try Again
      </Button>
    </div>
  );
}

/** An empty list: its text and an optional action. */
export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** 'Load More' under a list with more pages on the server. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-center"
      onClick={onLoadMore}
      disabled={isLoading}
    >
      {isLoading && <Loader2 className="animate-spin" aria-hidden />}
      Load More
    </Button>
  );
}
