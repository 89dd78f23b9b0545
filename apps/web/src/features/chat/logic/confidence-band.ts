import { CHAT, type Source } from '@polymath/shared';

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

/** What a confidence badge measures, said in its tooltip. */
export const CONFIDENCE_MEANING =
  'How far independent sources support this answer to your question.';
/** Said of the user's own note or file among the sources, instead of a reliability. */
export const OWN_SOURCE_LABEL = 'Yours: not counted in confidence';
/** Said too when the answer's sources include the user's own notes or files. */
export const OWN_SOURCES_NOT_COUNTED =
  'Your own notes and files are shown as sources but never raise this confidence.';

/** The tooltip of an answer's confidence badge: what it measures, and what it leaves out. */
export function confidenceTooltipOf(sources: readonly Source[] = []): string {
  return sources.some((source) => source.isOwn === true)
    ? `${CONFIDENCE_MEANING} ${OWN_SOURCES_NOT_COUNTED}`
    : CONFIDENCE_MEANING;
}
