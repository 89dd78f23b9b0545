/**
 * "A limit was reached" as a page-wide event: the feature that was refused (the chat) reports it,
 * and the app shows the matching dialog (the usage feature's), without either feature importing
 * the other.
 */

import type { UsageFeature } from '@polymath/shared';
import { createPageEvent } from './page-event';

/** Which allowance ran out, by the API's error code. */
export interface LimitReached {
  code: 'GUEST_LIMIT' | 'LIMIT_REACHED';
  /** The server's explanation. */
  message: string;
  /** The counted feature refused (LIMIT_REACHED), when the refused action knows it. */
  feature?: UsageFeature;
}

const limitReached = createPageEvent<LimitReached>();

/** Tells whoever listens that the server refused something because an allowance is used up. */
export function reportLimitReached(event: LimitReached): void {
  limitReached.report(event);
}

/** Listens for refused actions; returns the function that stops listening. */
export function onLimitReached(listener: (event: LimitReached) => void): () => void {
  return limitReached.listen(listener);
}
