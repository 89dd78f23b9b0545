import { useId, useState } from 'react';
import { BarChart3, ChevronDown } from 'lucide-react';
import type { LearningAnalytics } from '@polymath/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';
import { cn } from '@/lib/cn';
import { DIFFICULTY_LABELS } from '../subjects-directory/components/subject-labels';

/**
 * The Learning Analytics card of the Study Plans page (001 §2, §3 "Analytics"). On a phone its
 * eight figures fold away behind Show details, so the page's tabs are on the first screen; wider
 * screens always show them.
 */
export function LearningAnalyticsCard({ analytics }: { analytics: LearningAnalytics }) {
  const { progressSummary: summary } = analytics;
  const [isExpanded, setIsExpanded] = useState(false);
  const figuresId = useId();
  return (
    <Card aria-labelledby="learning-analytics-title">
      <CardHeader className="flex-row items-center justify-between max-sm:py-3">
        <CardTitle id="learning-analytics-title">
          <BarChart3 className="size-4 text-primary" aria-hidden />
          Learning Analytics
        </CardTitle>
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 -mr-2 sm:hidden"
          aria-expanded={isExpanded}
          aria-controls={figuresId}
          onClick={() => setIsExpanded(!isExpanded)}
        >
          {isExpanded ? 'Hide details' : 'Show details'}
          <ChevronDown
            className={cn('transition-transform', isExpanded && 'rotate-180')}
            aria-hidden
          />
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 max-sm:pb-4">
        <dl
          id={figuresId}
          className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', !isExpanded && 'max-sm:hidden')}
        >
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
