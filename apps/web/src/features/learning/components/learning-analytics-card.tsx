import { BarChart3 } from 'lucide-react';
import type { LearningAnalytics } from '@polymath/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold capitalize">{value}</dd>
    </div>
  );
}

/** The Learning Analytics card of the Study Plans page (001 §2, §3 "Analytics"). */
export function LearningAnalyticsCard({ analytics }: { analytics: LearningAnalytics }) {
  const { progressSummary: summary } = analytics;
  return (
    <Card aria-labelledby="learning-analytics-title">
      <CardHeader>
        <CardTitle id="learning-analytics-title">
          <BarChart3 className="size-4 text-primary" aria-hidden />
          Learning Analytics
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label="Interests" value={analytics.totalInterests} />
          <Stat label="Active categories" value={analytics.activeCategories} />
          <Stat label="Knowledge gaps" value={analytics.knowledgeGaps} />
          <Stat label="Recommended paths" value={analytics.recommendedPaths} />
          <Stat
            label="Resources completed"
            value={`${analytics.completedResources} / ${analytics.totalResources}`}
          />
          <Stat label="Skill level" value={analytics.skillLevel} />
          <Stat label="Not started" value={summary.notStarted} />
          <Stat label="In progress" value={summary.inProgress} />
        </dl>
        <div className="grid grid-cols-1 gap-1">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Average progress</span>
            <span>{analytics.averageProgress}%</span>
          </div>
          <Progress value={analytics.averageProgress} aria-label="Average progress" />
          <p className="text-xs text-muted-foreground">
            {summary.completed} {summary.completed === 1 ? 'path' : 'paths'} completed
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
