import { isAdNetworkConfigured } from '@polymath/shared';
import type { Env } from '../config/env';

/** Extra Content-Security-Policy sources, per directive, added to the app's policy. */
export interface CspAdditions {
  scriptSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
  connectSrc: string[];
}

// Google's ad network loads its ads from these hosts (its "CSP for AdSense" guidance).
const GOOGLE_AD_HOSTS = [
  'https://*.googlesyndication.com',
  'https://*.doubleclick.net',
  'https://*.google.com',
  'https://*.gstatic.com',
  'https://*.googleadservices.com',
];

/**
 * What the policy must allow for the configured ad network: nothing without a real publisher and
 * slot id (the house banner needs nothing), else the loader script's origin, plus Google's ad hosts
 * when the loader is Google's. The script still only runs in the browser after ads consent.
 */
export function adNetworkCspAdditions(
  env: Pick<Env, 'ADS_PUBLISHER_ID' | 'ADS_SLOT_ID' | 'ADS_SCRIPT_URL'>,
): CspAdditions | null {
  if (!isAdNetworkConfigured({ publisherId: env.ADS_PUBLISHER_ID, slotId: env.ADS_SLOT_ID })) {
    return null;
  }
  const script = new URL(env.ADS_SCRIPT_URL);
  const hosts = script.hostname.endsWith('googlesyndication.com')
    ? [script.origin, ...GOOGLE_AD_HOSTS]
    : [script.origin];
  return { scriptSrc: hosts, frameSrc: hosts, imgSrc: hosts, connectSrc: hosts };
}
