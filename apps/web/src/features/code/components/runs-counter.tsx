import { useUsageLimits } from '@/lib/usage-limits-query';

/**
 * This month's code runs as the server counts them, against the plan's allowance ('Runs: 3/3 this
 * month'): the browser's own list of recent runs may be empty on another device or after a reload,
 * the allowance is not.
 */
export function RunsCounter() {
  const usage = useUsageLimits();
  const runs = usage.data?.usage.codeExecution;
  if (!runs) return null;
  return (
    <span className="text-xs text-muted-foreground" aria-live="polite">
      Runs: {runs.used}/{runs.limit} this month
    </span>
  );
}
