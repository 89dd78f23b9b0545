import { BookmarkPlus, ExternalLink, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '../../logic/format-dates';
import type { ResearchResultView } from '../../logic/research-result';
import { ResearchAnswer } from './research-answer';

/**
 * The results card (001 §2, §3 "Research result"): the question, the answer, its sources (title,
 * address, excerpt) and when it was asked, with 'Save as Note' and 'Clear Results'.
 */
export function ResearchResultCard({
  result,
  onSaveAsNote,
  onClear,
}: {
  result: ResearchResultView;
  onSaveAsNote: () => void;
  onClear: () => void;
}) {
  return (
    <article
      aria-labelledby="productivity-research-result-title"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <header className="grid gap-1">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Research results
        </p>
        <h4 id="productivity-research-result-title" className="font-semibold break-words">
          {result.query}
        </h4>
        <p className="text-xs text-muted-foreground">
          <time dateTime={result.timestamp}>{formatDateTime(result.timestamp)}</time>
        </p>
      </header>
      <ResearchAnswer text={result.response} />
      {result.sources.length > 0 && (
        <section aria-label="Sources" className="grid gap-2">
          <h5 className="text-sm font-semibold">Sources</h5>
          <ol className="grid gap-2">
            {result.sources.map((source, index) => (
              <li
                key={`${source.title}-${index}`}
                className="rounded-lg border bg-background/60 p-3 text-sm"
              >
                {source.url ? (
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 font-medium text-primary hover:underline"
                  >
                    <span className="truncate">{source.title}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-medium">{source.title}</span>
                )}
                {source.url && (
                  <p className="truncate text-xs text-muted-foreground">{source.url}</p>
                )}
                {source.description && (
                  <p className="mt-1 text-muted-foreground">{source.description}</p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onSaveAsNote}>
          <BookmarkPlus aria-hidden />
          Save as Note
        </Button>
        <Button size="sm" variant="outline" onClick={onClear}>
          <X aria-hidden />
          Clear Results
        </Button>
      </div>
    </article>
  );
}
