import type { Insight } from '@polymath/shared';
import { formatDay } from '../logic/format-date';
import { CARD_KEYWORDS } from '../logic/recent-insights';
import { SentimentBadge } from './sentiment-badge';

/** One insight: topic, how often and when last mentioned, its first 3 keywords and sentiment. */
export function InsightCard({ insight }: { insight: Insight }) {
  const keywords = insight.keywords.slice(0, CARD_KEYWORDS);
  return (
    <li className="grid min-w-0 gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4">
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words">{insight.topic}</h4>
        <SentimentBadge sentiment={insight.sentiment} />
      </div>
      <p className="text-xs text-muted-foreground">
        Mentioned {insight.frequency} {insight.frequency === 1 ? 'time' : 'times'} · Last mentioned{' '}
        {formatDay(insight.lastMentioned)}
      </p>
      {keywords.length > 0 && (
        <ul aria-label={`Keywords of ${insight.topic}`} className="flex flex-wrap gap-1">
          {keywords.map((keyword, index) => (
            <li
              key={`${index}-${keyword}`}
              className="rounded-full bg-muted px-2 py-0.5 text-xs break-all text-muted-foreground"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
