import { cn } from '@/lib/cn';
import { LANGUAGE_DETAILS } from '../logic/languages';
import type { RecentRun } from '../stores/vibe-coding-store';

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** The last runs (000 §9: 10), newest first; choosing one brings its result back. */
export function RecentExecutions({
  executions,
  onRestore,
}: {
  executions: RecentRun[];
  onRestore: (execution: RecentRun) => void;
}) {
  return (
    <section aria-label="Recent executions" className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">Recent executions</h3>
      {executions.length === 0 ? (
        <p className="text-xs text-muted-foreground">No runs yet.</p>
      ) : (
        <ul className="grid gap-1">
          {executions.map((execution) => (
            <li key={execution.id}>
              <button
                type="button"
                onClick={() => onRestore(execution)}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-xs transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span
                  aria-hidden
                  className={cn(
                    'size-2 shrink-0 rounded-full',
                    execution.success ? 'bg-success' : 'bg-destructive',
                  )}
                />
                <span className="font-medium">{LANGUAGE_DETAILS[execution.language].label}</span>
                <span className="text-muted-foreground">
                  {execution.success ? 'finished' : 'failed'} in{' '}
                  {Math.round(execution.executionTime)} ms
                </span>
                <span className="ml-auto text-muted-foreground">
                  {time.format(new Date(execution.timestamp))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
