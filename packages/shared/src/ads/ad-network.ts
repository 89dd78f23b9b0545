import { ADS } from '../constants';

// Sample configurations write ids as runs of X (ca-pub-XXXX…, XXXXXXXXXX): never a real account.
const PLACEHOLDER_ID = /^(ca-pub-)?x+$/i;

/** Whether `id` is a real ad network id: set, not blank and not a placeholder (001 §9). */
export function isRealAdId(id: string | null | undefined): id is string {
  if (!id || id.trim() === '') return false;
  return (
    id !== ADS.placeholderPublisherId && id !== ADS.placeholderSlotId && !PLACEHOLDER_ID.test(id)
  );
}

/** Whether the ad network may be used at all: a real publisher id and a real slot id. */
export function isAdNetworkConfigured(ads: {
  publisherId: string | null | undefined;
  slotId: string | null | undefined;
}): boolean {
  return isRealAdId(ads.publisherId) && isRealAdId(ads.slotId);
}

/** The loader script's URL for a publisher: the network's script with `?client=<publisher id>`. */
export function buildAdScriptUrl(scriptUrl: string, publisherId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('client', publisherId);
  return url.toString();
}
