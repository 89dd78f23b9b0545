import type { LearningProgress } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { optionLabel } from '../logic/personality-options';

function LearningProgressCard({ progress }: { progress: LearningProgress }) {
  return (
    <li className="grid min-w-0 gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words">{progress.subject}</h4>
        <Badge variant="outline">
          <span className="sr-only">Level: </span>
          {optionLabel(progress.level)}
        </Badge>
      </div>
      <dl className="grid gap-1.5 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Completed topics</dt>
          <dd className="break-words">
            {progress.completedTopics.length > 0 ? progress.completedTopics.join(', ') : 'None yet'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Current goal</dt>
          <dd className="break-words">{progress.currentGoal || 'Not set'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Next suggestion</dt>
          <dd className="break-words">{progress.nextSuggestion || 'None yet'}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The Learning tab: the user's progress per subject (001 §3 Learning progress). */
export function LearningProgressTab({
  learningProgress,
}: {
  learningProgress: LearningProgress[];
}) {
  if (learningProgress.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        No learning progress yet. Analyze your conversations in the Insights tab, and the subjects
        you are learning appear here.
      </p>
    );
  }
  return (
    <ul aria-label="Learning progress" className="grid gap-2 sm:grid-cols-2">
      {learningProgress.map((progress) => (
        <LearningProgressCard key={progress.subject} progress={progress} />
      ))}
    </ul>
  );
}
