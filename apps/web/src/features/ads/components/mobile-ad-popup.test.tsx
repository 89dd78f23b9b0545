import { act, fireEvent, render, screen } from '@testing-library/react';
import { ADS } from '@polymath/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMatchMedia, setMediaQuery } from '@/testing/match-media';
import { forgetAdScriptLoads } from '../network/load-ad-script';
import { CONFIGURED_ADS, findAdScript } from '../testing/ads-test-config';
import { MobileAdPopup, type MobileAdPopupProps } from './mobile-ad-popup';

const DELAY_MS = 3000;

function renderPopup(overrides: Partial<MobileAdPopupProps> = {}) {
  const props: MobileAdPopupProps = {
    plan: null,
    isPlanLoading: false,
    hasAdConsent: false,
    config: { ...CONFIGURED_ADS, popupDelayMs: DELAY_MS },
    onUpgrade: vi.fn(),
    sentMessageCount: 0,
    ...overrides,
  };
  const view = render(<MobileAdPopup {...props} />);
  let sentMessageCount = props.sentMessageCount;
  // The user sends messages one by one up to `count`.
  const sendUpTo = (count: number) => {
    while (sentMessageCount < count) {
      sentMessageCount += 1;
      view.rerender(<MobileAdPopup {...props} sentMessageCount={sentMessageCount} />);
    }
  };
  return { sendUpTo, props, rerender: view.rerender };
}

const note = () => screen.queryByText(ADS.popupNote);
/** Lets time pass, running the timers and promise callbacks due. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('MobileAdPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetMatchMedia();
    forgetAdScriptLoads();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it("appears the configured delay after the user's 3rd message, then closes itself after 10 s", async () => {
    const { sendUpTo } = renderPopup();
    sendUpTo(2);
    await wait(DELAY_MS);
    expect(note()).toBeNull();

    sendUpTo(3);
    await wait(DELAY_MS - 1);
    expect(note()).toBeNull();
    await wait(1);
    expect(note()).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Advertisement' })).toBeDefined();
    expect(screen.getByText('No ads with Premium')).toBeDefined();

    await wait(ADS.popupAutoCloseMs - 1);
    expect(note()).not.toBeNull();
    await wait(1);
    expect(note()).toBeNull();
  });

  it('comes back at the 6th message, not at the 4th or 5th', async () => {
    const { sendUpTo } = renderPopup();
    sendUpTo(3);
    await wait(DELAY_MS);
    await wait(ADS.popupAutoCloseMs);
    expect(note()).toBeNull();
    sendUpTo(5);
    await wait(DELAY_MS);
    expect(note()).toBeNull();
    sendUpTo(6);
    await wait(DELAY_MS);
    expect(note()).not.toBeNull();
  });

  it('closes on a tap outside', async () => {
    const { sendUpTo } = renderPopup();
    sendUpTo(3);
    await wait(DELAY_MS);
    // Radix starts listening for outside taps a tick after opening.
    await wait(1);
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    expect(overlay).not.toBeNull();
    fireEvent.pointerDown(overlay as Element);
    fireEvent.click(overlay as Element);
    expect(note()).toBeNull();
  });

  it('closes with its X button', async () => {
    const { sendUpTo } = renderPopup();
    sendUpTo(3);
    await wait(DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(note()).toBeNull();
  });

  it('uses the spec default delay of 30 s when the configuration says so', async () => {
    const { sendUpTo } = renderPopup({
      config: { ...CONFIGURED_ADS, popupDelayMs: ADS.popupDelayDefaultMs },
    });
    sendUpTo(3);
    await wait(ADS.popupDelayDefaultMs - 1);
    expect(note()).toBeNull();
    await wait(1);
    expect(note()).not.toBeNull();
  });

  it('never appears for a premium user', async () => {
    const { sendUpTo } = renderPopup({ plan: 'premium' });
    sendUpTo(9);
    await wait(DELAY_MS * 10);
    expect(note()).toBeNull();
    expect(findAdScript()).toBeNull();
  });

  it('never appears on a large screen (the desktop slot is there)', async () => {
    setMediaQuery('(min-width: 64rem)', true);
    const { sendUpTo } = renderPopup();
    sendUpTo(3);
    await wait(DELAY_MS);
    expect(note()).toBeNull();
  });

  it('does not appear on opening a conversation that already has six messages', async () => {
    const { rerender, props } = renderPopup();
    rerender(<MobileAdPopup {...props} sentMessageCount={6} />);
    await wait(DELAY_MS);
    expect(note()).toBeNull();
  });

  it('loads the ad network only with consent, and then in the popup', async () => {
    const { sendUpTo } = renderPopup();
    sendUpTo(3);
    await wait(DELAY_MS);
    expect(findAdScript()).toBeNull();
    await wait(ADS.popupAutoCloseMs);

    const consented = renderPopup({ hasAdConsent: true });
    consented.sendUpTo(3);
    expect(findAdScript()).toBeNull();
    await wait(DELAY_MS);
    expect(findAdScript()?.src).toContain('client=ca-pub-1234567890123456');
  });
});
