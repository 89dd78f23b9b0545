import { type EmotionalTone, extractContext, type Insight } from '@polymath/shared';

/** How each tone the conversation store reads counts towards a topic's sentiment. */
const TONE_WEIGHT: Record<EmotionalTone, number> = {
  positive: 1,
  excited: 1,
  neutral: 0,
  frustrated: -1,
};

/**
 * The tone of a message: the conversation store's own reading (kept with the message when the
 * browser stored it), else the same reading made now. One tone reader for the whole product.
 */
export function toneOf(message: { text: string; emotionalTone?: EmotionalTone }): EmotionalTone {
  return message.emotionalTone ?? extractContext(message.text).emotionalTone;
}

/**
 * How the user's messages on a topic sound overall: positive when the pleased and excited
 * messages outnumber the frustrated ones, negative the other way round, neutral on a tie.
 */
export function sentimentOf(tones: readonly EmotionalTone[]): Insight['sentiment'] {
  const score = tones.reduce((sum, tone) => sum + TONE_WEIGHT[tone], 0);
  if (score > 0) return 'positive';
  if (score < 0) return 'negative';
  return 'neutral';
}
