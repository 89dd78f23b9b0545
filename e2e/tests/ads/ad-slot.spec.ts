import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ADMIN_EMAIL } from '../../fixtures/admin-account';
import { Mailbox, VERIFICATION_SUBJECT } from '../../fixtures/mailbox';
import { ARTIFACTS_DIR } from '../../fixtures/screenshots';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AdSlotPage } from '../../pages/ad-slot';
import { AppPage } from '../../pages/app-page';
import { AuthModal, type NewAccount } from '../../pages/auth-modal';
import { BillingDialogsPage } from '../../pages/billing-dialogs';
import { VerifyEmailPage } from '../../pages/verify-email-page';

const WIDE_VIEWPORT = { width: 1536, height: 864 } as const;
/** Narrower than this and the chat would feel squeezed by the ad column. */
const MIN_CHAT_INPUT_WIDTH_PX = 500;

function newAccount(email = `ads-${randomUUID().slice(0, 8)}@example.org`): NewAccount {
  return { name: 'Ada Reader', email, password: `secret-${randomUUID().slice(0, 8)}` };
}

async function signUp(app: AppPage, account: NewAccount): Promise<void> {
  await app.header.getByRole('button', { name: 'Login', exact: true }).click();
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  await modal.tab('Sign Up').click();
  await modal.fillSignUp(account);
  await modal.submitSignUp();
  await modal.waitClosed();
  await app.header
    .getByRole('button', { name: 'Logout', exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
}

async function chatInputWidth(app: AppPage): Promise<number> {
  return (await app.messageInput.boundingBox())?.width ?? 0;
}

test('shows a guest the Premium banner beside the chat, without squeezing it, and none on a phone', async ({
  openContext,
}) => {
  const desktop = new AppPage(await (await openContext()).newPage());
  const ads = new AdSlotPage(desktop);
  await desktop.gotoFresh();
  await ads.fallbackBanner.waitFor({ timeout: UI_TIMEOUT_MS });
  const box = await ads.region.locator('[data-ad-fill]').boundingBox();
  expect(box?.width).toBe(300);
  expect(box?.height).toBe(250);
  expect(await chatInputWidth(desktop)).toBeGreaterThanOrEqual(MIN_CHAT_INPUT_WIDTH_PX);
  // No publisher id on this server: nothing is fetched from an ad network.
  expect(await desktop.page.locator('script[src*="adsbygoogle"]').count()).toBe(0);
  await desktop.page.screenshot({ path: `${ARTIFACTS_DIR}ads-guest-1280-light.png` });

  await ads.upgradeButton.click();
  await new BillingDialogsPage(desktop).premiumDialog.waitFor({ timeout: UI_TIMEOUT_MS });

  const wide = new AppPage(
    await (await openContext({ viewport: WIDE_VIEWPORT, colorScheme: 'dark' })).newPage(),
  );
  await wide.gotoFresh();
  await new AdSlotPage(wide).fallbackBanner.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await chatInputWidth(wide)).toBeGreaterThanOrEqual(MIN_CHAT_INPUT_WIDTH_PX);
  await wide.page.screenshot({ path: `${ARTIFACTS_DIR}ads-guest-1536-dark.png` });

  for (const colorScheme of ['light', 'dark'] as const) {
    const phone = new AppPage(
      await (await openContext({ viewport: MOBILE_VIEWPORT, colorScheme })).newPage(),
    );
    await phone.gotoFresh();
    expect(await new AdSlotPage(phone).region.isVisible()).toBe(false);
    await phone.page.screenshot({ path: `${ARTIFACTS_DIR}ads-guest-390-${colorScheme}.png` });
  }
});

test('shows a signed-in free user the Premium banner', async ({ app }) => {
  const ads = new AdSlotPage(app);
  await app.gotoFresh();
  await signUp(app, newAccount());
  await app.reload();
  await ads.fallbackBanner.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await ads.upgradeButton.isVisible()).toBe(true);
});

test('never shows an ad to a premium user, not even for a moment after a reload', async ({
  app,
  mailInboxUrl,
}) => {
  const ads = new AdSlotPage(app);
  await app.gotoFresh();
  await ads.fallbackBanner.waitFor({ timeout: UI_TIMEOUT_MS });

  const admin = newAccount(ADMIN_EMAIL);
  await signUp(app, admin);
  // The admin address counts only once it is verified: until then the banner stays.
  expect(await ads.fallbackBanner.isVisible()).toBe(true);
  const link = await new Mailbox(mailInboxUrl, ADMIN_EMAIL).linkFrom(VERIFICATION_SUBJECT);
  await new VerifyEmailPage(app.page).verify(link, ADMIN_EMAIL, admin.password);
  await app.messageInput.waitFor({ timeout: UI_TIMEOUT_MS });
  await ads.region.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

  // Watch for the column from the first paint of the reloaded page.
  await app.page.evaluate(() => {
    window.sessionStorage.setItem('sawAd', 'false');
  });
  await app.page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('aside[aria-label="Advertisement"]')) {
        window.sessionStorage.setItem('sawAd', 'true');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await app.reload();
  await app.messageInput.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await ads.region.count()).toBe(0);
  expect(await app.page.evaluate(() => window.sessionStorage.getItem('sawAd'))).toBe('false');
  expect(await app.page.getByText('No ads with Premium').count()).toBe(0);
});
