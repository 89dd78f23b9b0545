import { PRODUCT_NAME, PRODUCT_SUBTITLE } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';

const SPLASH_STEPS = ['Starting...', 'Loading AI...', 'Ready'];

/**
 * Runs in the page before the app: keeps every distinct text of the splash's status line, because
 * each step lasts only 300 ms and polling from the test could miss one.
 */
function recordSplashStatusTexts(): void {
  const seen: string[] = [];
  (window as unknown as { splashStatusTexts: string[] }).splashStatusTexts = seen;
  const record = (): void => {
    const status = document.querySelector('[data-testid="splash"] [role="status"]');
    const text = status?.textContent?.trim();
    if (text && seen.at(-1) !== text) seen.push(text);
  };
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** What a page load showed of the splash. */
interface SplashSeen {
  /** index.html's static splash was displayed before the app's code ran. */
  staticSplash: boolean;
  /** The app's splash was in the page at some point. */
  appSplash: boolean;
}

/** Runs in the page before the app: notes what the load shows of both splashes. */
function recordSplashShown(): void {
  const seen: SplashSeen = { staticSplash: false, appSplash: false };
  (window as unknown as { splashSeen: SplashSeen }).splashSeen = seen;
  // Looked at once the app's stylesheet applies (the app's code, which removes the static splash,
  // runs only after it); a page without the static splash stops looking once loaded.
  const lookAtStaticSplash = (): void => {
    const staticSplash = document.querySelector('[data-static-splash]');
    const isStyled = [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/'));
    if (staticSplash && isStyled) {
      seen.staticSplash = getComputedStyle(staticSplash).display !== 'none';
    } else if (document.readyState !== 'complete') {
      requestAnimationFrame(lookAtStaticSplash);
    }
  };
  requestAnimationFrame(lookAtStaticSplash);
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="splash"]')) seen.appSplash = true;
  }).observe(document, { subtree: true, childList: true });
}

/** Loads `/` (or reloads) and says what it showed of the splash before the app was ready. */
async function openShowsSplash(app: AppPage, how: 'open' | 'reload'): Promise<SplashSeen> {
  if (how === 'open') await app.gotoFresh();
  else await app.reload();
  // The app's first render replaced the static splash.
  expect(await app.page.locator('[data-static-splash]').count()).toBe(0);
  return app.page.evaluate(() => (window as unknown as { splashSeen: SplashSeen }).splashSeen);
}

const SHOWN: SplashSeen = { staticSplash: true, appSplash: true };
const NOT_SHOWN: SplashSeen = { staticSplash: false, appSplash: false };

test('plays the splash once per browser session: not on a reload, again in a new one', async ({
  openContext,
}) => {
  const context = await openContext();
  await context.addInitScript(recordSplashShown);
  const app = new AppPage(await context.newPage());
  expect(await openShowsSplash(app, 'open')).toEqual(SHOWN);
  expect(await openShowsSplash(app, 'reload')).toEqual(NOT_SHOWN);
  expect(await openShowsSplash(app, 'reload')).toEqual(NOT_SHOWN);

  const newSession = await openContext();
  await newSession.addInitScript(recordSplashShown);
  expect(await openShowsSplash(new AppPage(await newSession.newPage()), 'open')).toEqual(SHOWN);
});

test('shows the splash steps in order, then the app', async ({ app }) => {
  await app.page.addInitScript(recordSplashStatusTexts);
  await app.page.goto('/', { waitUntil: 'commit' });

  await app.splash.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.splashStatus.waitFor({ state: 'visible' });
  await app.splash.getByText(PRODUCT_NAME, { exact: true }).first().waitFor({ state: 'visible' });
  await app.splash
    .getByText(PRODUCT_SUBTITLE, { exact: true })
    .first()
    .waitFor({ state: 'visible' });

  await app.waitReady();
  expect(await app.splash.count()).toBe(0);
  const texts = await app.page.evaluate(
    () => (window as unknown as { splashStatusTexts: string[] }).splashStatusTexts,
  );
  const stepPositions = SPLASH_STEPS.map((step) => texts.findIndex((text) => text.includes(step)));
  expect(stepPositions, `status texts seen: ${JSON.stringify(texts)}`).not.toContain(-1);
  expect(stepPositions).toEqual([...stepPositions].sort((a, b) => a - b));
});
