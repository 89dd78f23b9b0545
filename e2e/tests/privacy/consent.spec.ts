import { STORAGE_KEYS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { PrivacyDialogPage, type ConsentAction } from '../../pages/privacy-dialog';

const poll = { timeout: UI_TIMEOUT_MS };
const CONSENT_ACTIONS: ConsentAction[] = [
  'Accept All',
  'Reject All (Essential Only)',
  'Clear All Consent Data',
];
const SAVED_LOCATION = JSON.stringify({ latitude: 48.85, longitude: 2.35, city: 'Paris' });

interface StoredConsent {
  status: string;
  timestamp: string;
}

async function storedConsent(app: AppPage): Promise<StoredConsent | null> {
  const stored = await app.storedValue(STORAGE_KEYS.consent);
  return stored === null ? null : (JSON.parse(stored) as StoredConsent);
}

/** Reopens the dialog and reads the status box and the time it shows. */
async function readStatus(privacy: PrivacyDialogPage) {
  await privacy.openFromHeader();
  const hasTime = (await privacy.statusTime.count()) > 0;
  return {
    text: (await privacy.status.textContent()) ?? '',
    dateTime: hasTime ? await privacy.statusTime.getAttribute('datetime') : null,
    shownTime: hasTime ? ((await privacy.statusTime.textContent()) ?? '') : '',
  };
}

test('Accept All reloads the page, then shows Granted with its time across reloads', async ({
  app,
}) => {
  const privacy = new PrivacyDialogPage(app);
  await app.gotoFresh();
  await privacy.openFromHeader();
  expect(await privacy.status.textContent()).toContain('Not set');

  const before = Date.now();
  expect(await privacy.chooseAndWaitForReload('Accept All'), 'the page reloaded').toBe(true);
  const after = Date.now();

  const consent = await storedConsent(app);
  expect(consent?.status).toBe('granted');
  const chosenAt = Date.parse(consent?.timestamp ?? '');
  expect(chosenAt).toBeGreaterThanOrEqual(before);
  expect(chosenAt).toBeLessThanOrEqual(after);

  const status = await readStatus(privacy);
  expect(status.text).toContain('Granted');
  expect(status.dateTime).toBe(consent?.timestamp);
  // The time is shown in the visitor's words, e.g. 'Nov 22, 2026, 1:40 AM' for en-US.
  expect(status.shownTime).toMatch(/\d{4}.*\d{1,2}:\d{2}/);

  await app.reload();
  const afterReload = await readStatus(privacy);
  expect(afterReload.text).toContain('Granted');
  expect(afterReload.dateTime).toBe(consent?.timestamp);
});

test('Reject All keeps essential use only, drops the saved location, and persists', async ({
  app,
}) => {
  const privacy = new PrivacyDialogPage(app);
  await app.gotoFresh();
  await app.page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.location,
    SAVED_LOCATION,
  ] as const);
  await privacy.openFromHeader();

  expect(await privacy.chooseAndWaitForReload('Reject All (Essential Only)')).toBe(true);

  expect((await storedConsent(app))?.status).toBe('denied');
  expect(await app.storedValue(STORAGE_KEYS.location)).toBeNull();
  await app.reload();
  const status = await readStatus(privacy);
  expect(status.text).toContain('Denied (essential only)');
  expect(status.dateTime).toBe((await storedConsent(app))?.timestamp);
});

test('Clear All Consent Data returns the status to Not set', async ({ app }) => {
  const privacy = new PrivacyDialogPage(app);
  await app.gotoFresh();
  await privacy.openFromHeader();
  await privacy.chooseAndWaitForReload('Accept All');
  await privacy.openFromHeader();

  expect(await privacy.chooseAndWaitForReload('Clear All Consent Data')).toBe(true);

  expect(await app.storedValue(STORAGE_KEYS.consent)).toBeNull();
  const status = await readStatus(privacy);
  expect(status.text).toContain('Not set');
  expect(status.dateTime).toBeNull();
});

test('works from the keyboard: opens with Enter, closes with Escape back on Privacy', async ({
  app,
}) => {
  const privacy = new PrivacyDialogPage(app);
  await app.gotoFresh();
  const privacyButton = app.headerButton('Privacy');
  await privacyButton.focus();
  await app.page.keyboard.press('Enter');
  await privacy.root.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  await app.page.keyboard.press('Escape');
  await privacy.root.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await expect
    .poll(() => privacyButton.evaluate((button) => button === document.activeElement), poll)
    .toBe(true);
  expect(await app.storedValue(STORAGE_KEYS.consent)).toBeNull();
});

test('fits a phone: opens from the menu, every choice in reach, Accept All works', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  const privacy = new PrivacyDialogPage(app);
  await app.gotoFresh();
  await privacy.openFromMenu();

  const box = await privacy.root.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  const pageWidth = await app.page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  for (const action of CONSENT_ACTIONS) {
    await privacy.button(action).scrollIntoViewIfNeeded();
    expect(await privacy.button(action).isVisible(), action).toBe(true);
  }
  const policyLink = privacy.root.getByRole('link', { name: /Privacy Policy/ });
  expect(await policyLink.getAttribute('href')).toBe('/privacy-policy');

  expect(await privacy.chooseAndWaitForReload('Accept All')).toBe(true);
  expect((await storedConsent(app))?.status).toBe('granted');
});
