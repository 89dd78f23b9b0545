import { useId } from 'react';
import { Link } from 'react-router';
import { Loader2, MessageCircleQuestion } from 'lucide-react';
import { STUDY_PLANS, type LearningPath } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { chatHandoffUrl, pathHelpMessage } from '../logic/study-plan-messages';
import { PathProgress, PathSummary } from './path-summary';
import { ResourceList } from './resource-item';

/** Props of the path cards' shared actions. */
export interface PathCardActions {
  onStart: (path: LearningPath) => void;
  onCompleteResource: (path: LearningPath, resourceId: string) => void;
  /** Whether this path's start is being recorded. */
  isStarting: boolean;
}

/** A card of the Recommendations tab (001 §2). */
export function RecommendationCard({
  path,
  onStart,
  onCompleteResource,
  isStarting,
}: PathCardActions & { path: LearningPath }) {
  const headingId = useId();
  const topics = path.topics.slice(0, STUDY_PLANS.recommendationTopicsShown);
  const resources = path.resources.slice(0, STUDY_PLANS.recommendationResourcesShown);
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <PathSummary path={path} headingId={headingId} />
        {topics.length > 0 && (
          <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
            {topics.map((topic) => (
              <li key={topic}>
                <Badge>{topic}</Badge>
              </li>
            ))}
          </ul>
        )}
        <PathProgress path={path} />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onStart(path)} disabled={isStarting}>
            {isStarting && <Loader2 className="animate-spin" aria-hidden />}
            {path.progress > 0 ? 'Continue Learning' : 'Start Learning Path'}
          </Button>
          <Link
            to={chatHandoffUrl(pathHelpMessage(path))}
            className={buttonVariants({ variant: 'outline' })}
          >
            <MessageCircleQuestion aria-hidden />
            Get AI Help
          </Link>
        </div>
        <ResourceList
          resources={resources}
          actions="complete"
          onComplete={(resourceId) => onCompleteResource(path, resourceId)}
        />
      </CardContent>
    </Card>
  );
}
