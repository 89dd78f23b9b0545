import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADS, isFeatureAvailable, PREMIUM_PLAN_FEATURES } from '@polymath/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAdScriptLoads } from '../network/load-ad-script';
import { CONFIGURED_ADS, findAdScript, giveElementsSize } from '../testing/ads-test-config';
import type { AdPlacementProps } from './ad-placement-props';
import { DesktopAdSlot } from './desktop-ad-slot';

const originalRect = Element.prototype.getBoundingClientRect;

function renderSlot(overrides: Partial<AdPlacementProps> = {}) {
  const onUpgrade = vi.fn();
  render(
    <DesktopAdSlot
      plan={null}
      isPlanLoading={false}
      hasAdConsent
      config={CONFIGURED_ADS}
      onUpgrade={onUpgrade}
      {...overrides}
    />,
  );
  return { onUpgrade };
}

const adBox = () =>
  screen.getByRole('complementary', { name: 'Advertisement' }).querySelector('[data-ad-fill]');
const banner = () => screen.queryByText('No ads with Premium');

/** Lets time pass, running the timers and promise callbacks due. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Does what the browser or the network would, then lets its callbacks run. */
async function happen(action: () => void) {
  act(() => {
    action();
  });
  await advance(0);
}

const loadScript = () => happen(() => findAdScript()?.dispatchEvent(new Event('load')));

describe('DesktopAdSlot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    giveElementsSize(ADS.slotWidth, ADS.slotHeight);
  });
  afterEach(() => {
    vi.useRealTimers();
    Element.prototype.getBoundingClientRect = originalRect;
    forgetAdScriptLoads();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete window.adsbygoogle;
  });

  it('never shows anything to a premium user, nor loads the script', () => {
    renderSlot({ plan: 'premium' });
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(banner()).toBeNull();
    expect(findAdScript()).toBeNull();
  });

  it('shows the Premium banner to a free user when no publisher id is configured', async () => {
    const { onUpgrade } = renderSlot({
      plan: 'free',
      config: { ...CONFIGURED_ADS, publisherId: null },
    });
    expect(banner()).not.toBeNull();
    // It promises only what this server's Premium offers (no images before image generation).
    const promise = screen.getByText(/^Unlimited/);
    expect(promise).toHaveTextContent(PREMIUM_PLAN_FEATURES[0] ?? 'a Premium feature');
    expect(promise.textContent?.includes('image')).toBe(isFeatureAvailable('image-generation'));
    expect(findAdScript()).toBeNull();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('treats a placeholder publisher id as no ad', () => {
    renderSlot({ config: { ...CONFIGURED_ADS, publisherId: ADS.placeholderPublisherId } });
    expect(banner()).not.toBeNull();
    expect(findAdScript()).toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('loads nothing from the ad network without ads consent, and shows the house banner', () => {
    renderSlot({ hasAdConsent: false });
    expect(banner()).not.toBeNull();
    expect(findAdScript()).toBeNull();
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('with consent loads the publisher script, asks for an ad and hides the banner once filled', async () => {
    renderSlot();
    expect(findAdScript()?.src).toBe(
      'https://ads.example.test/adsbygoogle.js?client=ca-pub-1234567890123456',
    );
    const slot = document.querySelector('ins.adsbygoogle');
    expect(slot?.getAttribute('data-ad-client')).toBe('ca-pub-1234567890123456');
    expect(slot?.getAttribute('data-ad-slot')).toBe('9876543210');
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('pending');

    await loadScript();
    expect(window.adsbygoogle).toHaveLength(1);
    await happen(() => slot?.setAttribute('data-ad-status', 'filled'));
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('filled');
    expect(banner()).toBeNull();
  });

  it('starts the network once the configuration arrives after the first paint', async () => {
    const props = {
      plan: null,
      isPlanLoading: false,
      hasAdConsent: true,
      onUpgrade: vi.fn(),
    };
    const view = render(<DesktopAdSlot {...props} config={undefined} />);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
    view.rerender(<DesktopAdSlot {...props} config={CONFIGURED_ADS} />);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('pending');
    await loadScript();
    await happen(() =>
      document.querySelector('ins.adsbygoogle')?.setAttribute('data-ad-status', 'filled'),
    );
    expect(banner()).toBeNull();
  });

  it('falls back when the ad status is still unclear 5 s after asking', async () => {
    renderSlot();
    await loadScript();
    await advance(ADS.statusCheckDesktopMs - 1);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('pending');
    await advance(1);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
    expect(banner()).not.toBeNull();
  });

  it('falls back at once when the network reports the slot unfilled', async () => {
    renderSlot();
    await loadScript();
    await happen(() =>
      document.querySelector('ins.adsbygoogle')?.setAttribute('data-ad-status', 'unfilled'),
    );
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
  });

  it('falls back when the script has not loaded within 10 s', async () => {
    renderSlot();
    await advance(ADS.scriptWaitMs - 1);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('pending');
    await advance(1);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('falls back when the script fails to load', async () => {
    renderSlot();
    await happen(() => findAdScript()?.dispatchEvent(new Event('error')));
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
  });

  it('asks again 2 s later when the slot had no size, and falls back if it still has none', async () => {
    giveElementsSize(0, 0);
    renderSlot();
    await loadScript();
    expect(window.adsbygoogle).toBeUndefined();
    await advance(ADS.zeroSizeRetryMs);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('fallback');
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('asks for the ad on the retry once the slot has been laid out', async () => {
    giveElementsSize(0, 0);
    renderSlot();
    await loadScript();
    giveElementsSize(ADS.slotWidth, ADS.slotHeight);
    await advance(ADS.zeroSizeRetryMs);
    expect(window.adsbygoogle).toHaveLength(1);
    expect(adBox()?.getAttribute('data-ad-fill')).toBe('pending');
  });
});
