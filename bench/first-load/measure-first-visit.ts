import { launchChromium } from '../../e2e/fixtures/browser';
import { resolveChromiumPath } from '../../e2e/fixtures/chromium-path';
import { UI_TIMEOUT_MS } from '../../e2e/fixtures/timeouts';
import { baseContextOptions } from '../../e2e/fixtures/visitors';
import { AppPage } from '../../e2e/pages/app-page';
import { logTransfers, type TransferTotals } from './transfer-log';
import { recordWebVitals, WEB_VITALS_KEY, type RecordedWebVitals } from './web-vitals-recorder';

/** The network counts as settled after this long without a request in flight. */
const NETWORK_QUIET_MS = 1_000;
/** How long the whole visit may take before the run is called broken. */
const VISIT_TIMEOUT_MS = 60_000;

/** What a new visitor's browser transferred and saw on its first visit to `/`. */
export interface FirstVisitFigures {
  transferred: TransferTotals;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
}

/**
 * Opens `/` in Chromium as a new visitor (empty profile, cache off, no input), waits for what a
 * first visit shows (the splash gone, the app ready, the welcome dialog up) and for the network to
 * settle, and returns the bytes Chromium transferred meanwhile with the page's LCP and CLS.
 */
export async function measureFirstVisit(baseUrl: string): Promise<FirstVisitFigures> {
  const browser = await launchChromium(resolveChromiumPath());
  try {
    const context = await browser.newContext(baseContextOptions(baseUrl));
    const page = await context.newPage();
    const transfers = await logTransfers(await context.newCDPSession(page));
    await page.addInitScript(recordWebVitals, WEB_VITALS_KEY);
    const app = new AppPage(page);

    await page.goto('/', { timeout: VISIT_TIMEOUT_MS });
    await app.waitReady();
    await app.welcomeDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await transfers.waitForQuiet(NETWORK_QUIET_MS, VISIT_TIMEOUT_MS);

    const vitals = await page.evaluate(
      (key) => (window as unknown as Record<string, RecordedWebVitals>)[key],
      WEB_VITALS_KEY,
    );
    if (!vitals || vitals.largestContentfulPaintMs === null) {
      throw new Error('Chromium reported no largest contentful paint for the first visit.');
    }
    return {
      transferred: transfers.totals(),
      largestContentfulPaintMs: vitals.largestContentfulPaintMs,
      cumulativeLayoutShift: vitals.cumulativeLayoutShift,
    };
  } finally {
    await browser.close();
  }
}
