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

/** Runs in the page before the app: notes whether the splash was ever in the page. */
function recordSplashShown(): void {
  const page = window as unknown as { wasSplashShown: boolean };
  page.wasSplashShown = false;
  new MutationObserver(() => {
    if (document.querySelector('[data-testid="splash"]')) page.wasSplashShown = true;
  }).observe(document, { subtree: true, childList: true });
}

/** Loads `/` (or reloads) and says whether the splash showed before the app was ready. */
async function openShowsSplash(app: AppPage, how: 'open' | 'reload'): Promise<boolean> {
  if (how === 'open') await app.gotoFresh();
  else await app.reload();
  return app.page.evaluate(() => (window as unknown as { wasSplashShown: boolean }).wasSplashShown);
}

test('plays the splash once per browser session: not on a reload, again in a new one', async ({
  openContext,
}) => {
  const context = await openContext();
  await context.addInitScript(recordSplashShown);
  const app = new AppPage(await context.newPage());
  expect(await openShowsSplash(app, 'open')).toBe(true);
  expect(await openShowsSplash(app, 'reload')).toBe(false);
  expect(await openShowsSplash(app, 'reload')).toBe(false);

  const newSession = await openContext();
  await newSession.addInitScript(recordSplashShown);
  expect(await openShowsSplash(new AppPage(await newSession.newPage()), 'open')).toBe(true);
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
