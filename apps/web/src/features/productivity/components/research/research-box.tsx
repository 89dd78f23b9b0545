import { useRef, useState, type FormEvent } from 'react';
import { Loader2, Sparkles } from 'lucide-react';
import { CHAT } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { inputClass } from '../shared/form-fields';

/** The suggestion chips of the AI research box (001 §2). */
export const RESEARCH_SUGGESTIONS = [
  'Latest AI developments',
  'Renewable energy trends',
  'Scientific breakthroughs 2024',
  'Market analysis reports',
] as const;

/**
 * The AI research box: a question and Research, disabled while it is blank or a research runs
 * (001 §5); a chip fills the question in. Enter runs it.
 */
export function ResearchBox({
  isBusy,
  error,
  onResearch,
}: {
  isBusy: boolean;
  error: string | null;
  onResearch: (query: string) => void;
}) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isBlank = query.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A blank question is ignored (001 §5).
    if (isBlank || isBusy) return;
    onResearch(query.trim());
  };

  return (
    <section
      aria-labelledby="productivity-ai-research"
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <h3 id="productivity-ai-research" className="flex items-center gap-2 font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden />
        AI Research
      </h3>
      <form className="flex flex-col gap-2 sm:flex-row" onSubmit={handleSubmit}>
        <label htmlFor="productivity-research-query" className="sr-only">
          Research question
        </label>
        <input
          ref={input}
          id="productivity-research-query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="What would you like to research?"
          maxLength={CHAT.inputMaxChars}
          className={inputClass}
        />
        <Button type="submit" disabled={isBlank || isBusy} className="sm:w-32">
          {isBusy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {isBusy ? 'Researching...' : 'Research'}
        </Button>
      </form>
      <ul aria-label="Suggestions" className="flex flex-wrap gap-2">
        {RESEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              onClick={() => {
                setQuery(suggestion);
                input.current?.focus();
              }}
              className="rounded-full border bg-background px-3 py-1 text-xs font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
      {isBusy && (
        <p role="status" className="text-sm text-muted-foreground">
          Researching… this can take a minute.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          The research could not be done: {error}
        </p>
      )}
    </section>
  );
}
