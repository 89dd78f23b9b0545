import { ADS, type PublicAdsConfig } from '@polymath/shared';

/** An ad network configured with real-looking ids (tests only). */
export const CONFIGURED_ADS: PublicAdsConfig = {
  publisherId: 'ca-pub-1234567890123456',
  slotId: '9876543210',
  scriptUrl: 'https://ads.example.test/adsbygoogle.js',
  popupDelayMs: ADS.popupDelayDefaultMs,
};

/** The `<script>` the ad loader added to the page, if any. */
export function findAdScript(): HTMLScriptElement | null {
  return document.head.querySelector('script[src^="https://ads.example.test/"]');
}

/** Gives every element a layout size (jsdom lays nothing out: every box is 0×0). */
export function giveElementsSize(width: number, height: number): void {
  Element.prototype.getBoundingClientRect = () => new DOMRect(0, 0, width, height);
}
