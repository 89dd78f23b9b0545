import { ChevronRight, Star } from 'lucide-react';
import type { AdaptiveLearningPath } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';

function averageProgress(path: AdaptiveLearningPath): number {
  if (path.nodes.length === 0) return 0;
  return Math.round(path.nodes.reduce((sum, node) => sum + node.progress, 0) / path.nodes.length);
}

/** The ranked adaptive paths; the first is marked Recommended (001 §2). */
export function AdaptivePathList({
  paths,
  onOpen,
}: {
  paths: AdaptiveLearningPath[];
  onOpen: (pathId: string) => void;
}) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {paths.map((path, index) => (
        <li key={path.id}>
          <button
            type="button"
            onClick={() => onOpen(path.id)}
            aria-label={`${path.title}${index === 0 ? ', recommended' : ''}`}
            className="grid w-full gap-2 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{path.title}</span>
              {index === 0 && (
                <Badge variant="primary">
                  <Star className="size-3" aria-hidden />
                  Recommended
                </Badge>
              )}
            </span>
            <span className="text-sm text-muted-foreground">{path.description}</span>
            <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span className="capitalize">{path.difficulty}</span>
              <span>{path.estimatedHours} hours</span>
              <span>
                {path.completedNodes}/{path.totalNodes} modules
              </span>
            </span>
            <span className="flex items-center gap-2">
              <Progress value={averageProgress(path)} aria-hidden className="h-1.5" />
              <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
