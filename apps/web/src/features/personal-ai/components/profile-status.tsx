import type { ReactNode } from 'react';
import { Loader2, RefreshCw } from 'lucide-react';
import type { PersonalAiProfile } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import type { usePersonalAiProfile } from '../api/get-profile';

/** Props of ProfileStatus. */
export interface ProfileStatusProps {
  query: ReturnType<typeof usePersonalAiProfile>;
  children: (profile: PersonalAiProfile) => ReactNode;
}

/**
 * A tab's content once the profile is loaded; until then a loading line, or, when the load failed,
 * what went wrong with a Retry (the failure is also logged, 001 §8).
 */
export function ProfileStatus({ query, children }: ProfileStatusProps) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <p>Your Personal AI profile could not be loaded. Check your connection and try again.</p>
        <Button
          variant="outline"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
          {query.isFetching ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      Loading your profile…
    </p>
  );
}
