import type { Insight } from '@polymath/shared';

/** The overview shows this many insights (001 §2). */
export const OVERVIEW_INSIGHTS = 3;
/** An insight card shows this many keywords (001 §2). */
export const CARD_KEYWORDS = 3;

/** The insights last mentioned most recently, newest first. */
export function recentInsights(insights: readonly Insight[], count = OVERVIEW_INSIGHTS): Insight[] {
  return [...insights]
    .sort((a, b) => Date.parse(b.lastMentioned) - Date.parse(a.lastMentioned))
    .slice(0, count);
}
