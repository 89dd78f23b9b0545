import { Clock, Tag } from 'lucide-react';
import type { LearningPath } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';

/** The top of every path card: title (the card's name), description, difficulty, time and category. */
export function PathSummary({ path, headingId }: { path: LearningPath; headingId: string }) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-base leading-tight font-semibold">
          {path.title}
        </h3>
        <Badge variant="outline" className="capitalize">
          {path.difficulty}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{path.description}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {path.estimatedTime}
        </span>
        <span className="inline-flex items-center gap-1">
          <Tag className="size-3.5" aria-hidden />
          {path.category}
        </span>
      </p>
    </div>
  );
}

/** A path's progress bar with its percent, named after the path for screen readers. */
export function PathProgress({ path }: { path: LearningPath }) {
  return (
    <div className="grid grid-cols-1 gap-1">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>Progress</span>
        <span>{path.progress}%</span>
      </div>
      <Progress value={path.progress} aria-label={`${path.title} progress`} />
    </div>
  );
}
