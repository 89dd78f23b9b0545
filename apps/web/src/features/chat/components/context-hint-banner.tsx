import { Lightbulb } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { VisibleHint } from '../hooks/use-context-hint';

/** The context hint above the input; it fades in its last second. */
export function ContextHintBanner({ visibleHint }: { visibleHint: VisibleHint | null }) {
  if (visibleHint === null) return null;
  return (
    <p
      role="status"
      data-hint-type={visibleHint.hint.type}
      className={cn(
        'mx-auto mb-2 flex w-full max-w-3xl items-center gap-2 rounded-lg border bg-accent/60 px-3 py-1.5 text-xs text-accent-foreground transition-opacity duration-1000',
        visibleHint.isFading && 'opacity-0',
      )}
    >
      <Lightbulb className="size-3.5 shrink-0" aria-hidden />
      {visibleHint.hint.message}
    </p>
  );
}
