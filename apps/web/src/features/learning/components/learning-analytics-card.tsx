import { BarChart3 } from 'lucide-react';
import type { LearningAnalytics } from '@polymath/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';
import { DIFFICULTY_LABELS } from '../subjects-directory/components/subject-labels';

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
          <StatTile label="Interests" value={analytics.totalInterests} />
          <StatTile label="Active categories" value={analytics.activeCategories} />
          <StatTile label="Knowledge gaps" value={analytics.knowledgeGaps} />
          <StatTile label="Recommended paths" value={analytics.recommendedPaths} />
          <StatTile
            label="Resources completed"
            value={`${analytics.completedResources} / ${analytics.totalResources}`}
          />
          <StatTile label="Skill level" value={DIFFICULTY_LABELS[analytics.skillLevel]} />
          <StatTile label="Not started" value={summary.notStarted} />
          <StatTile label="In progress" value={summary.inProgress} />
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
