import { describe, expect, it } from 'vitest';
import { ADS } from '../constants';
import { buildAdScriptUrl, isAdNetworkConfigured, isRealAdId } from './ad-network';

describe('ad network ids', () => {
  it('treats missing, blank and placeholder ids as no ad', () => {
    expect(isRealAdId(undefined)).toBe(false);
    expect(isRealAdId(null)).toBe(false);
    expect(isRealAdId('  ')).toBe(false);
    expect(isRealAdId(ADS.placeholderPublisherId)).toBe(false);
    expect(isRealAdId(ADS.placeholderSlotId)).toBe(false);
    expect(isRealAdId('ca-pub-xxxxxxxx')).toBe(false);
  });

  it('accepts real ids', () => {
    expect(isRealAdId('ca-pub-1234567890123456')).toBe(true);
    expect(isRealAdId('9876543210')).toBe(true);
  });

  it('needs both a real publisher id and a real slot id', () => {
    expect(isAdNetworkConfigured({ publisherId: 'ca-pub-1', slotId: '42' })).toBe(true);
    expect(isAdNetworkConfigured({ publisherId: 'ca-pub-1', slotId: ADS.placeholderSlotId })).toBe(
      false,
    );
    expect(isAdNetworkConfigured({ publisherId: null, slotId: '42' })).toBe(false);
  });

  it('builds the loader URL from the publisher id', () => {
    expect(buildAdScriptUrl(ADS.defaultScriptUrl, 'ca-pub-1')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    );
  });
});
