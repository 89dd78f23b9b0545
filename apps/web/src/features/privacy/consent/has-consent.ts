import type { ConsentStatus } from '@polymath/shared';
import { readConsent } from './consent-storage';

/**
 * What runs only with consent (000 §2 Privacy dialog; issue 4: "nothing optional runs before
 * consent"). Everything else the app does is essential to answering and needs no consent.
 */
export const OPTIONAL_PURPOSES = ['ads', 'location', 'analytics'] as const;
/** One optional purpose. */
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** The purposes each choice allows: Accept All grants every one, Reject All keeps essential use only. */
const ALLOWED_PURPOSES: Record<ConsentStatus, readonly OptionalPurpose[]> = {
  granted: OPTIONAL_PURPOSES,
  denied: [],
};

/** Whether a given consent status allows `purpose`; no choice (null) allows nothing optional. */
export function isPurposeAllowed(status: ConsentStatus | null, purpose: OptionalPurpose): boolean {
  return status !== null && ALLOWED_PURPOSES[status].includes(purpose);
}

/**
 * Whether `purpose` may run now. Reads storage on every call, so code outside React (an ad script
 * loader, a location request) always sees the current choice.
 */
export function hasConsent(purpose: OptionalPurpose): boolean {
  return isPurposeAllowed(readConsent()?.status ?? null, purpose);
}
