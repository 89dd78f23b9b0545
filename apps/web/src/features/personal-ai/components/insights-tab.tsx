import { Loader2, Sparkles } from 'lucide-react';
import type { Insight } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { useAnalyzeConversations } from '../api/analyze-conversations';
import { InsightCard } from './insight-card';

/**
 * The Insights tab: the topics found in the user's conversations, and Analyze my conversations to
 * look again (POST …/analyze-conversations).
 */
export function InsightsTab({ userId, insights }: { userId: string; insights: Insight[] }) {
  const analyze = useAnalyzeConversations(userId);
  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Topics you return to in your conversations, and how you talk about them.
        </p>
        <Button
          onClick={() => analyze.mutate()}
          disabled={analyze.isPending}
          aria-busy={analyze.isPending}
          className="w-full sm:w-auto"
        >
          {analyze.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Sparkles aria-hidden />
          )}
          {analyze.isPending ? 'Analyzing…' : 'Analyze my conversations'}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {analyze.isSuccess &&
          `Analysis done: ${analyze.data.insights.length} ${analyze.data.insights.length === 1 ? 'insight' : 'insights'} found.`}
      </p>
      {analyze.isError && (
        <p role="alert" className="text-sm text-destructive">
          {analyze.error.message} Please try again.
        </p>
      )}
      {insights.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          No insights yet. Analyze your conversations to find the topics you come back to.
        </p>
      ) : (
        <ul aria-label="Insights" className="grid gap-2 sm:grid-cols-2">
          {insights.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
    </div>
  );
}
