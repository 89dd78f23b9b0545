import { CategoryGroups } from './category-groups';
import { useId } from 'react';
import { STUDY_PLANS, type Interest } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '../learning-states';
import { TopicActions } from './topic-actions';

function InterestCard({
  interest,
  onFindPaths,
}: {
  interest: Interest;
  onFindPaths: (topic: string) => void;
}) {
  const headingId = useId();
  const questions = interest.keyQuestions.slice(0, STUDY_PLANS.interestKeyQuestionsShown);
  return (
    <Card aria-labelledby={headingId}>
      <CardContent className="grid grid-cols-1 gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={headingId} className="font-semibold">
            {interest.topic}
          </h4>
          <Badge variant="outline" className="capitalize">
            {interest.confidenceLevel}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          Mentioned {interest.frequency} {interest.frequency === 1 ? 'time' : 'times'}
        </p>
        {questions.length > 0 && (
          <ul aria-label="Key questions" className="grid grid-cols-1 gap-1 text-sm">
            {questions.map((question) => (
              <li key={question} className="border-l-2 pl-2 text-muted-foreground">
                {question}
              </li>
            ))}
          </ul>
        )}
        <TopicActions
          topic={interest.topic}
          category={interest.category}
          onFindPaths={onFindPaths}
        />
      </CardContent>
    </Card>
  );
}

/** The Interests tab: detected topics grouped by category (001 §2). */
export function InterestsTab({
  interests,
  onFindPaths,
}: {
  interests: Record<string, Interest[]>;
  onFindPaths: (topic: string) => void;
}) {
  const categories = Object.entries(interests).filter(([, list]) => list.length > 0);
  if (categories.length === 0) {
    return <EmptyState title="No interests detected yet. Ask me about topics you want to learn!" />;
  }
  return (
    <CategoryGroups
      groups={categories}
      renderItem={(interest) => (
        <InterestCard key={interest.topic} interest={interest} onFindPaths={onFindPaths} />
      )}
    />
  );
}
