import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { ARTIFACTS_DIR } from '../../fixtures/screenshots';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import {
  baseContextOptions,
  MOBILE_VIEWPORT,
  openReturningContext,
  recordReturningVisitor,
} from '../../fixtures/visitors';
import { AdSlotPage } from '../../pages/ad-slot';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import { PrivacyDialogPage } from '../../pages/privacy-dialog';
import { horizontalOverflowOf } from '../../pages/viewport-fit';
import '../../fixtures/provided-context';

const PUBLISHER_ID = 'ca-pub-1234567890123456';
const SERVER_READY_TIMEOUT_MS = 60_000;
/** Short, so the popup test need not wait the default 30 s. */
const POPUP_DELAY_MS = 500;

// Stands in for the network's loader: every slot it is asked to fill gets a test ad and the
// data-ad-status the real network writes.
const FAKE_AD_SCRIPT = `
window.adsbygoogle = window.adsbygoogle || [];
window.adsbygoogle.push = function () {
  document.querySelectorAll('ins.adsbygoogle:not([data-ad-status])').forEach(function (slot) {
    slot.textContent = 'Test ad from the network';
    slot.setAttribute('data-ad-status', 'filled');
  });
  return 0;
};
`;

/** A local ad network on 127.0.0.1 serving the fake loader and recording what was asked. */
async function startFakeAdNetwork() {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, {
      'content-type': 'text/javascript',
      // The app loads the script with crossorigin="anonymous", as the real snippet does.
      'access-control-allow-origin': '*',
    });
    response.end(FAKE_AD_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    scriptUrl: `http://127.0.0.1:${port}/pagead/js/adsbygoogle.js`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// This file's own server, with an ad network configured (the shared one has none).
let network: Awaited<ReturnType<typeof startFakeAdNetwork>>;
let server: RunningServer;

beforeAll(async () => {
  network = await startFakeAdNetwork();
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    env: {
      WIKIPEDIA_BASE_URL: inject('encyclopediaUrl'),
      ADS_PUBLISHER_ID: PUBLISHER_ID,
      ADS_SLOT_ID: '9876543210',
      ADS_SCRIPT_URL: network.scriptUrl,
      ADS_POPUP_DELAY_MS: String(POPUP_DELAY_MS),
    },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
}, SERVER_READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
  await network?.close();
});

test('loads the configured network only after ads consent, and its ad replaces the banner', async ({
  browser,
}) => {
  const context = await openReturningContext(browser, server.baseUrl);
  try {
    const app = new AppPage(await context.newPage());
    const ads = new AdSlotPage(app);
    await app.gotoFresh();
    // No consent yet: the house banner, and not a single request to the network.
    await ads.fallbackBanner.waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await app.page.locator('script[src*="adsbygoogle"]').count()).toBe(0);
    expect(network.requests).toEqual([]);

    const privacy = new PrivacyDialogPage(app);
    await privacy.openFromHeader();
    expect(await privacy.chooseAndWaitForReload('Accept All')).toBe(true);

    await ads.region.getByText('Test ad from the network').waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await ads.fallbackBanner.count()).toBe(0);
    expect(network.requests).toEqual([`/pagead/js/adsbygoogle.js?client=${PUBLISHER_ID}`]);
    const slot = ads.region.locator('ins.adsbygoogle');
    expect(await slot.getAttribute('data-ad-client')).toBe(PUBLISHER_ID);
    expect(await slot.getAttribute('data-ad-slot')).toBe('9876543210');
  } finally {
    await context.close();
  }
});

test('shows a guest on a phone the popup after the 3rd message, closed by a tap outside', async ({
  browser,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      ...baseContextOptions(server.baseUrl),
      viewport: MOBILE_VIEWPORT,
      colorScheme,
      storageState: await recordReturningVisitor(browser, server.baseUrl),
    });
    try {
      const app = new AppPage(await context.newPage());
      const chat = new ChatPage(app.page);
      await app.gotoFresh();
      const popup = app.page.getByRole('dialog', { name: 'Advertisement', exact: true });
      await chat.askAndWait('What is 2 + 2?', 1);
      await chat.askAndWait('What is 3 + 3?', 2);
      await app.page.waitForTimeout(POPUP_DELAY_MS * 2);
      expect(await popup.count()).toBe(0);

      await chat.ask('What is 4 + 4?');
      await popup.waitFor({ timeout: UI_TIMEOUT_MS });
      // No consent on this phone: the house banner, nothing from the network.
      expect(await popup.getByText('No ads with Premium', { exact: true }).isVisible()).toBe(true);
      expect(
        await popup
          .getByText('Tap outside to close • Auto-closes in 10s', { exact: true })
          .isVisible(),
      ).toBe(true);
      // Measured once the opening animation has finished.
      await app.page.waitForFunction(() => document.getAnimations().length === 0);
      const box = await popup.locator('[data-ad-fill]').boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(320);
      expect(Math.round(box?.height ?? 0)).toBe(100);
      // The whole Premium card shows on the phone: the popup is as wide as the ad, not cut off.
      expect(
        await horizontalOverflowOf(app.page, popup, {
          popup,
          'Premium card': popup.locator('[data-ad-fill]'),
          Upgrade: popup.getByRole('button', { name: 'Upgrade', exact: true }),
        }),
      ).toEqual([]);
      const popupBox = await popup.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(popupBox!.x);
      expect(box!.x + box!.width).toBeLessThanOrEqual(popupBox!.x + popupBox!.width);
      await app.page.screenshot({ path: `${ARTIFACTS_DIR}ads-popup-390-${colorScheme}.png` });

      await app.page.mouse.click(20, 20);
      await popup.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
    } finally {
      await context.close();
    }
  }
});
