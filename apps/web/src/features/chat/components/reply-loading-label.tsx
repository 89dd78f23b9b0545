import { formatLoadingLabel } from '../logic/loading-category';
import type { LoadingCategory } from '@polymath/shared';

/** "Solving math..." with three pulsing dots while an answer's first words are awaited. */
export function ReplyLoadingLabel({ category }: { category: LoadingCategory }) {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <span className="flex gap-1" aria-hidden>
        <span className="size-1.5 animate-pulse rounded-full bg-primary" />
        <span className="size-1.5 animate-pulse rounded-full bg-primary [animation-delay:150ms]" />
        <span className="size-1.5 animate-pulse rounded-full bg-primary [animation-delay:300ms]" />
      </span>
      {formatLoadingLabel(category)}
    </p>
  );
}
