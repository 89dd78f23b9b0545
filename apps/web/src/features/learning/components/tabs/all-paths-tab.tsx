import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { STUDY_PLANS, type LearningPath } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { sortPaths, type PathSort } from '../../logic/find-paths';
import { AllPathsCard } from '../all-paths-card';
import { EmptyState } from '../learning-states';
import type { PathCardActions } from '../recommendation-card';

const SORT_LABELS: Record<PathSort, string> = {
  relevance: 'Relevance',
  difficulty: 'Difficulty',
  progress: 'Progress',
  title: 'A-Z',
};

/** Props of AllPathsTab. */
export interface AllPathsTabProps extends Omit<PathCardActions, 'isStarting'> {
  paths: LearningPath[];
  startingPathId: string | null;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/** The All Paths tab: every path, four orders, categories and sample subjects (001 §2). */
export function AllPathsTab({
  paths,
  startingPathId,
  onRefresh,
  isRefreshing,
  ...actions
}: AllPathsTabProps) {
  const [sort, setSort] = useState<PathSort>('relevance');
  const sorted = sortPaths(paths, sort);
  const categories = [...new Set(paths.map((path) => path.category))];
  const sampleSubjects = paths.slice(0, STUDY_PLANS.sampleSubjectsShown).map((path) => path.title);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          {paths.length} {paths.length === 1 ? 'learning path' : 'learning paths'}
        </p>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={isRefreshing}>
          <RefreshCw className={cn(isRefreshing && 'animate-spin')} aria-hidden />
          Refresh
        </Button>
      </div>
      <div role="group" aria-label="Sort paths" className="flex flex-wrap gap-1.5">
        {(Object.keys(SORT_LABELS) as PathSort[]).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={sort === key ? 'primary' : 'outline'}
            aria-pressed={sort === key}
            onClick={() => setSort(key)}
          >
            {SORT_LABELS[key]}
          </Button>
        ))}
      </div>
      {paths.length === 0 ? (
        <EmptyState title="No learning paths yet." detail="Refresh to load the paths again." />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-2 text-sm">
            <div className="flex flex-wrap items-center gap-1.5">
              <span className="text-muted-foreground">Categories:</span>
              {categories.map((category) => (
                <Badge key={category} variant="outline">
                  {category}
                </Badge>
              ))}
            </div>
            <p className="text-muted-foreground">Sample subjects: {sampleSubjects.join(', ')}</p>
          </div>
          <div className="grid grid-cols-1 gap-4">
            {sorted.map((path) => (
              <AllPathsCard
                key={path.id}
                path={path}
                isStarting={startingPathId === path.id}
                {...actions}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
