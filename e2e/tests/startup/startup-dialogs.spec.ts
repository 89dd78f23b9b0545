import { STARTUP_DIALOGS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';

/** Long enough after the app is ready that both startup dialogs would have appeared. */
const QUIET_PERIOD_MS = STARTUP_DIALOGS.termsDelayMs + 1_500;

test('greets a new visitor with the welcome and then the terms dialog', async ({ openContext }) => {
  const app = new AppPage(await (await openContext({ visitor: 'new' })).newPage());
  await app.gotoFresh();
  expect(
    await app.welcomeDialog.isVisible(),
    'welcome dialog already open when the app appeared',
  ).toBe(false);

  await app.welcomeDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.getStarted();
  await app.welcomeDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  await app.termsDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.acceptTerms();
  await app.termsDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
});

test('does not show the dialogs again after a reload, but does to another new visitor', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ visitor: 'new' })).newPage());
  await app.gotoFresh();
  await app.welcomeDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.getStarted();
  await app.termsDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.acceptTerms();
  await app.termsDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  await app.reload();
  await app.page.waitForTimeout(QUIET_PERIOD_MS);
  expect(await app.anyDialog.count()).toBe(0);

  const otherVisitor = new AppPage(await (await openContext({ visitor: 'new' })).newPage());
  await otherVisitor.gotoFresh();
  await otherVisitor.welcomeDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
