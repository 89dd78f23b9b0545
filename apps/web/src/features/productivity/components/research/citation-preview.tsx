import { Loader2 } from 'lucide-react';
import type { CitationStyle } from '@polymath/shared';
import { CopyButton } from '../shared/copy-button';

/** The New Citation dialog's preview of the reference in the chosen style, with Copy. */
export function CitationPreview({
  style,
  isWaiting,
  isLoading,
  error,
  text,
}: {
  style: CitationStyle;
  /** The form cannot be formatted yet (no title, or a field to fix). */
  isWaiting: boolean;
  isLoading: boolean;
  error: string | null;
  text: string | null;
}) {
  return (
    // Kept in sight at the dialog's foot while the fields above it scroll (a phone's long form).
    <section
      aria-labelledby="productivity-citation-preview"
      className="sticky bottom-0 z-10 grid gap-2 rounded-lg border bg-popover p-3 shadow-md"
    >
      <div className="flex items-center justify-between gap-2">
        <h4
          id="productivity-citation-preview"
          className="flex items-center gap-2 text-sm font-medium"
        >
          Preview ({style})
          {isLoading && (
            <Loader2
              className="size-3.5 animate-spin text-muted-foreground"
              aria-label="Formatting"
            />
          )}
        </h4>
        {text && !isWaiting && <CopyButton text={text} label="Copy Citation" />}
      </div>
      <p aria-live="polite" className="max-h-28 overflow-y-auto text-sm break-words">
        {isWaiting ? (
          <span className="text-muted-foreground">
            The reference appears here as you fill in the source.
          </span>
        ) : error ? (
          <span className="text-destructive">Preview unavailable: {error}</span>
        ) : (
          (text ?? <span className="text-muted-foreground">Formatting...</span>)
        )}
      </p>
    </section>
  );
}
