import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { APP_READY_TIMEOUT_MS, UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import type { AppPage } from '../../pages/app-page';

/** Clicks a link in Settings and returns the tab it opens. */
async function openFromSettings(app: AppPage, linkName: string): Promise<Page> {
  await app.gotoFresh();
  const settings = await app.openTab('Settings');
  const link = settings.getByRole('link', { name: linkName, exact: true });
  const [newTab] = await Promise.all([app.page.context().waitForEvent('page'), link.click()]);
  await newTab.waitForLoadState('domcontentloaded');
  return newTab;
}

test('opens the Privacy Policy from Settings in a new tab', async ({ app }) => {
  const newTab = await openFromSettings(app, 'Privacy Policy');
  expect(new URL(newTab.url()).pathname).toBe('/privacy-policy');
  await newTab
    .getByRole('heading', { name: /Privacy/ })
    .first()
    .waitFor({ state: 'visible', timeout: APP_READY_TIMEOUT_MS });
  expect(app.page.url()).not.toContain('/privacy-policy');
});

test('opens the Terms of Service from Settings in a new tab', async ({ app }) => {
  const newTab = await openFromSettings(app, 'Terms of Service');
  expect(new URL(newTab.url()).pathname).toBe('/terms');
  await newTab
    .getByRole('heading', { name: /Terms/ })
    .first()
    .waitFor({ state: 'visible', timeout: APP_READY_TIMEOUT_MS });
});

test('shows the Study Plans page and goes back to the chat', async ({ app, baseUrl }) => {
  await app.page.goto('/study-plans');
  await app.page
    .getByRole('heading', { name: 'Study Plans', exact: true })
    .waitFor({ state: 'visible', timeout: APP_READY_TIMEOUT_MS });

  const backToChat = app.page
    .getByRole('link', { name: 'Back to Chat', exact: true })
    .or(app.page.getByRole('button', { name: 'Back to Chat', exact: true }));
  await backToChat.click();
  await expect.poll(() => app.page.url(), { timeout: UI_TIMEOUT_MS }).toBe(`${baseUrl}/`);
  await app.messageInput.waitFor({ state: 'visible', timeout: APP_READY_TIMEOUT_MS });
});
