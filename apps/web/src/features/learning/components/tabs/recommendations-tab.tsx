import type { LearningPath } from '@polymath/shared';
import { EmptyState } from '../learning-states';
import { RecommendationCard, type PathCardActions } from '../recommendation-card';

/** Props of RecommendationsTab. */
export interface RecommendationsTabProps extends Omit<PathCardActions, 'isStarting'> {
  paths: LearningPath[];
  startingPathId: string | null;
}

/** The Recommendations tab: the paths flagged recommended (001 §2). */
export function RecommendationsTab({ paths, startingPathId, ...actions }: RecommendationsTabProps) {
  const recommended = paths.filter((path) => path.recommended);
  if (recommended.length === 0) {
    return (
      <EmptyState title="No personalized recommendations yet. Start chatting about topics you're interested in!" />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      {recommended.map((path) => (
        <RecommendationCard
          key={path.id}
          path={path}
          isStarting={startingPathId === path.id}
          {...actions}
        />
      ))}
    </div>
  );
}
