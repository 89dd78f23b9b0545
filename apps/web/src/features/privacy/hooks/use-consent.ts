import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type Consent } from '@polymath/shared';
import { readStorage } from '@/lib/local-storage';
import { parseConsent } from '../consent/consent-storage';
import { isPurposeAllowed, type OptionalPurpose } from '../consent/has-consent';

/** What useConsent returns: the stored consent and a check for one optional purpose. */
export interface ConsentState {
  /** The current choice with its timestamp, or null when none was made (or it was cleared). */
  consent: Consent | null;
  hasConsent: (purpose: OptionalPurpose) => boolean;
}

// Every change in this tab reloads the page, so only other tabs' changes need watching: the
// browser reports those with a `storage` event.
function subscribe(onChange: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === STORAGE_KEYS.consent) onChange();
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}

// The raw string is the snapshot: it compares equal between renders, a parsed object would not.
const readRawConsent = () => readStorage(STORAGE_KEYS.consent);

/** The consent given in this browser, for components that show or depend on it. */
export function useConsent(): ConsentState {
  const rawConsent = useSyncExternalStore(subscribe, readRawConsent);
  return useMemo(() => {
    const consent = parseConsent(rawConsent);
    return {
      consent,
      hasConsent: (purpose) => isPurposeAllowed(consent?.status ?? null, purpose),
    };
  }, [rawConsent]);
}
