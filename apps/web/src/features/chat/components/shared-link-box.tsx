import { useId, useRef, useState, type FormEvent } from 'react';
import { Link2, X } from 'lucide-react';
import { AnalyzeDocumentRequestSchema } from '@polymath/shared';
import { Button } from '@/components/ui/button';

/**
 * The shared-document URL box (000 §2, §5): a link to a public Google Doc, Sheet or Slides, or
 * any public page, checked to be a non-empty web address before it is sent.
 */
export function SharedLinkBox({
  isBusy,
  onSubmit,
  onClose,
}: {
  isBusy: boolean;
  /** Sends the link; false when it could not be sent (a reply is on its way). */
  onSubmit: (url: string) => boolean;
  onClose: () => void;
}) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const problemId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const checked = AnalyzeDocumentRequestSchema.shape.documentUrl.safeParse(url.trim());
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please enter a valid link');
      inputRef.current?.focus();
      return;
    }
    if (onSubmit(checked.data)) {
      setUrl('');
      setProblem(null);
    }
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto mb-2 w-full max-w-3xl" noValidate>
      <div className="rounded-2xl border bg-card p-2 shadow-sm">
        <label
          htmlFor={inputId}
          className="flex items-center gap-1.5 px-1 pb-1.5 text-xs font-medium text-muted-foreground"
        >
          <Link2 className="size-3.5" aria-hidden />
          Shared document link
        </label>
        <div className="flex items-center gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="url"
            inputMode="url"
            autoFocus
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose();
              }
            }}
            placeholder="https://docs.google.com/document/d/…"
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            className="h-9 min-w-0 flex-1 rounded-lg border bg-background px-3 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
          />
          <Button type="submit" size="sm" disabled={isBusy}>
            Analyze
          </Button>
          <button
            type="button"
            aria-label="Close the link box"
            onClick={onClose}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="px-1 pt-1.5 text-xs text-destructive">
            {problem}
          </p>
        )}
        <p className="px-1 pt-1.5 text-xs text-muted-foreground">
          The document must be shared publicly. Your message, if any, is asked about it.
        </p>
      </div>
    </form>
  );
}
