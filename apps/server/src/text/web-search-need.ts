import { PRODUCT_NAME } from '@polymath/shared';
import { isCompositionRequest, normalisePhrasing } from './question';

/** Words that ask for what is true now, which no stored article can be trusted to know. */
const FRESHNESS =
  /\b(latest|newest|current(ly)?|recent(ly)?|right now|nowadays|these days|this (week|month|year|season)|tonight|upcoming|so far|as of|still|price of|prices|cost of|stock|exchange rate|weather|forecast|score|scores|who won|winners?|results? of|elections?|release date|released|announced|launch(ed)?|20[2-9]\d)\b/;
const ABOUT_THE_PRODUCT = new RegExp(
  `\\b(${PRODUCT_NAME.toLowerCase()}|who are you|what are you|what can you do|your name)\\b`,
);
/** Pasted text is to be read, not searched for. */
const MAX_SEARCHED_CHARS = 400;

/**
 * Whether a message needs the web: it asks about the world (a subject worth looking up, or
 * anything phrased with a word of freshness such as 'latest' or a year), and is not arithmetic,
 * a date question, small talk, a request to compose something, or about Polymath itself.
 */
export function needsWebSearch(reading: {
  text: string;
  isLookupWorthy: boolean;
  /** Arithmetic, a conversion, small talk or a clock question (message-reading decides). */
  isRoutine: boolean;
}): boolean {
  const text = normalisePhrasing(reading.text);
  if (text.length > MAX_SEARCHED_CHARS || reading.isRoutine) return false;
  if (isCompositionRequest(text) || ABOUT_THE_PRODUCT.test(text)) return false;
  return reading.isLookupWorthy || FRESHNESS.test(text);
}
