import { CHAT } from '@polymath/shared';

/** How trustworthy an answer looks: high above 0.7, medium above 0.5, otherwise low. */
export type ConfidenceBand = 'high' | 'medium' | 'low';

/** The colour band of a verification confidence (0 to 1). */
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence > CHAT.confidenceHigh) return 'high';
  if (confidence > CHAT.confidenceMedium) return 'medium';
  return 'low';
}

const PERCENT = 100;

/** 0.8234 -> "82%". */
export function formatPercent(score: number): string {
  return `${Math.round(score * PERCENT)}%`;
}
