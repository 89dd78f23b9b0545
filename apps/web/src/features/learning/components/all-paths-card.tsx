import { useId } from 'react';
import { Link } from 'react-router';
import { Loader2, MessageCircleQuestion, Star } from 'lucide-react';
import { STUDY_PLANS, type LearningPath } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { PathCardActions } from './recommendation-card';
import { PathProgress, PathSummary } from './path-summary';
import { ResourceList } from './resource-item';

/** A card of the All Paths tab (001 §2). */
export function AllPathsCard({
  path,
  onStart,
  onCompleteResource,
  isStarting,
}: PathCardActions & { path: LearningPath }) {
  const headingId = useId();
  const shown = path.resources.slice(0, STUDY_PLANS.allPathsResourcesShown);
  const hiddenCount = path.resources.length - shown.length;
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {path.recommended && (
            <Badge variant="primary">
              <Star className="size-3" aria-hidden />
              Recommended
            </Badge>
          )}
          <span>Relevance: {Math.round(path.relevanceScore)}</span>
        </div>
        <PathSummary path={path} headingId={headingId} />
        <PathProgress path={path} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onStart(path)} disabled={isStarting}>
            {isStarting && <Loader2 className="animate-spin" aria-hidden />}
            {path.progress > 0 ? 'Continue' : 'Start Path'}
          </Button>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            <MessageCircleQuestion aria-hidden />
            Get Help
          </Link>
        </div>
        <ResourceList
          resources={shown}
          actions="mark-done"
          onComplete={(resourceId) => onCompleteResource(path, resourceId)}
        />
        {hiddenCount > 0 && (
          <p className="text-xs text-muted-foreground">+ {hiddenCount} more resources</p>
        )}
      </CardContent>
    </Card>
  );
}
