import { CategoryGroups } from './category-groups';
import { useId } from 'react';
import { STUDY_PLANS, type KnowledgeGap } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '../learning-states';
import { TopicActions } from './topic-actions';

function previewOf(question: string): string {
  const limit = STUDY_PLANS.gapPreviewChars;
  return question.length > limit ? `${question.slice(0, limit)}…` : question;
}

function GapCard({
  gap,
  onFindPaths,
}: {
  gap: KnowledgeGap;
  onFindPaths: (topic: string) => void;
}) {
  const headingId = useId();
  const count = gap.detectedFrom.length;
  const latest = gap.detectedFrom.at(-1);
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid grid-cols-1 gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={headingId} className="font-semibold">
            {gap.topic}
          </h4>
          <div className="flex gap-1.5">
            <Badge variant="outline" className="capitalize">
              {gap.gapType}
            </Badge>
            <Badge variant={gap.priority === 'high' ? 'warning' : 'neutral'} className="capitalize">
              {gap.priority} priority
            </Badge>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">
          Detected from {count} {count === 1 ? 'question' : 'questions'}
        </p>
        {latest && (
          <p className="border-l-2 pl-2 text-sm text-muted-foreground">{previewOf(latest)}</p>
        )}
        <TopicActions topic={gap.topic} category={gap.category} onFindPaths={onFindPaths} />
      </CardContent>
    </Card>
  );
}

/** The Knowledge Gaps tab: what the learner's questions show is not yet mastered (001 §2). */
export function GapsTab({
  gaps,
  onFindPaths,
}: {
  gaps: Record<string, KnowledgeGap[]>;
  onFindPaths: (topic: string) => void;
}) {
  const categories = Object.entries(gaps).filter(([, list]) => list.length > 0);
  if (categories.length === 0) {
    return (
      <EmptyState title="No knowledge gaps identified yet. Keep learning and asking questions!" />
    );
  }
  return (
    <CategoryGroups
      groups={categories}
      renderItem={(gap) => <GapCard key={gap.topic} gap={gap} onFindPaths={onFindPaths} />}
    />
  );
}
