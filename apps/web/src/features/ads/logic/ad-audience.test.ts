import { ADS, type PublicAdsConfig } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { isAdAudience, resolveAdScriptUrl } from './ad-audience';

const CONFIGURED: PublicAdsConfig = {
  publisherId: 'ca-pub-1234567890123456',
  slotId: '9876543210',
  scriptUrl: ADS.defaultScriptUrl,
  popupDelayMs: ADS.popupDelayDefaultMs,
};

describe('isAdAudience', () => {
  it('shows ads to guests and free users', () => {
    expect(isAdAudience({ plan: null, isPlanLoading: false })).toBe(true);
    expect(isAdAudience({ plan: 'free', isPlanLoading: false })).toBe(true);
  });

  it('never shows ads to premium users, nor while the plan is being checked', () => {
    expect(isAdAudience({ plan: 'premium', isPlanLoading: false })).toBe(false);
    expect(isAdAudience({ plan: null, isPlanLoading: true })).toBe(false);
  });
});

describe('resolveAdScriptUrl', () => {
  it('builds the network script from the publisher id once the user consented', () => {
    expect(resolveAdScriptUrl(CONFIGURED, true)).toBe(
      `${ADS.defaultScriptUrl}?client=ca-pub-1234567890123456`,
    );
  });

  it('uses no network without consent', () => {
    expect(resolveAdScriptUrl(CONFIGURED, false)).toBeNull();
  });

  it('uses no network without a configuration or with a placeholder id', () => {
    expect(resolveAdScriptUrl(undefined, true)).toBeNull();
    expect(resolveAdScriptUrl({ ...CONFIGURED, publisherId: null }, true)).toBeNull();
    expect(
      resolveAdScriptUrl({ ...CONFIGURED, publisherId: ADS.placeholderPublisherId }, true),
    ).toBeNull();
    expect(resolveAdScriptUrl({ ...CONFIGURED, slotId: ADS.placeholderSlotId }, true)).toBeNull();
  });
});
