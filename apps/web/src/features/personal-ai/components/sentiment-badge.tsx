import type { Insight } from '@polymath/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { optionLabel } from '../logic/personality-options';

const SENTIMENT_CLASSES: Record<Insight['sentiment'], string> = {
  positive: 'border-success/40 bg-success/10 text-success',
  negative: 'border-destructive/40 bg-destructive/10 text-destructive',
  neutral: '',
};

/** How the user's messages on a topic sound: Positive, Negative or Neutral. */
export function SentimentBadge({ sentiment }: { sentiment: Insight['sentiment'] }) {
  return (
    <Badge variant="neutral" className={cn(SENTIMENT_CLASSES[sentiment])}>
      <span className="sr-only">Sentiment: </span>
      {optionLabel(sentiment)}
    </Badge>
  );
}
