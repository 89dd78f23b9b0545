import type { ExecuteCodeResponse } from '@polymath/shared';
import { cn } from '@/lib/cn';

/** The server's answer to a run: exit state, elapsed time, output and error (000 §2, §8). */
export function RunOutput({
  result,
  failure,
  isRunning,
}: {
  result: ExecuteCodeResponse | null;
  /** A run the server could not take (limit, network): its message. */
  failure: string | null;
  isRunning: boolean;
}) {
  return (
    <section aria-label="Output" aria-busy={isRunning} className="flex min-h-0 flex-col gap-2">
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-semibold">Output</h3>
        {result && !isRunning && (
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              result.success ? 'bg-success/10 text-success' : 'bg-destructive/10 text-destructive',
            )}
          >
            {result.success ? 'Finished' : 'Failed'} in {Math.round(result.executionTime)} ms
          </span>
        )}
      </div>
      <pre
        role="log"
        aria-label="Program output"
        className="min-h-24 flex-1 overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
      >
        {isRunning
          ? 'Running...'
          : failure
            ? failure
            : result
              ? [result.output, result.error && `Error: ${result.error}`].filter(Boolean).join('\n')
              : 'Run the code to see its output here.'}
      </pre>
    </section>
  );
}
