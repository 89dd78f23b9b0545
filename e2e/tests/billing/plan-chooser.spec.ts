import { randomUUID } from 'node:crypto';
import { isFeatureAvailable } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { waitForAnimationsToEnd } from '../../pages/animations';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { BillingDialogsPage } from '../../pages/billing-dialogs';

const PRICE_TEXT = 'Only $9.99/month, cancel anytime';
const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;
const hidden = { state: 'hidden', timeout: UI_TIMEOUT_MS } as const;

async function signUp(app: AppPage, viaMenu: boolean): Promise<void> {
  if (viaMenu) {
    await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await app.page
      .getByRole('dialog', { name: 'Menu', exact: true })
      .getByRole('button', { name: 'Login', exact: true })
      .click();
  } else {
    await app.header.getByRole('button', { name: 'Login', exact: true }).click();
  }
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  await modal.tab('Sign Up').click();
  await modal.fillSignUp({
    name: 'Pat Payer',
    email: `billing-${randomUUID().slice(0, 8)}@example.org`,
    password: `secret-${randomUUID().slice(0, 8)}`,
  });
  await modal.submitSignUp();
  await modal.waitClosed();
}

test('the header Premium button opens Unlock Unlimited Access, which leads to the plan chooser', async ({
  app,
}) => {
  const billing = new BillingDialogsPage(app);
  await app.gotoFresh();
  await billing.openPremiumFromHeader();
  expect(await billing.premiumDialog.textContent()).toContain(PRICE_TEXT);
  // This server has no Stripe keys, and the dialog says so instead of failing at checkout.
  await billing.notSetUp(billing.premiumDialog).waitFor(visible);

  await billing.premiumDialog.getByRole('button', { name: 'Maybe Later', exact: true }).click();
  await billing.premiumDialog.waitFor(hidden);

  await billing.openPremiumFromHeader();
  await billing.premiumDialog.getByRole('button', { name: 'Compare plans', exact: true }).click();
  await billing.planChooser.waitFor(visible);
  const free = billing.planCard('Free');
  const premium = billing.planCard('Premium');
  expect(await free.textContent()).toContain('$0');
  expect(await free.textContent()).toContain('Basic AI assistance');
  // A card offers a feature only once this server has it (the product's feature list).
  expect((await free.textContent())?.includes('video generations')).toBe(
    isFeatureAvailable('video-generation'),
  );
  const premiumText = (await premium.textContent()) ?? '';
  expect(premiumText).toContain('$9.99');
  expect(premiumText).toContain(PRICE_TEXT);
  expect(premiumText).toContain('Most Popular');
  expect(premiumText).toContain('Unlimited Vibe-Coding');
  expect(premiumText.includes('Unlimited image generation')).toBe(
    isFeatureAvailable('image-generation'),
  );
  await billing.notSetUp(billing.planChooser).waitFor(visible);
  expect(
    await premium.getByRole('button', { name: 'Sign in to upgrade', exact: true }).isDisabled(),
  ).toBe(true);

  await app.page.keyboard.press('Escape');
  await billing.planChooser.waitFor(hidden);
});

test('on a phone, a signed-in free user reaches the plans from the menu and from Settings', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  const billing = new BillingDialogsPage(app);
  await app.gotoFresh();
  await signUp(app, true);

  await billing.openPremiumFromMenu();
  await billing.notSetUp(billing.premiumDialog).waitFor(visible);
  await billing.premiumDialog.getByRole('button', { name: 'Maybe Later', exact: true }).click();
  await billing.premiumDialog.waitFor(hidden);

  const settings = await app.openTab('Settings');
  await settings.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await billing.planChooser.waitFor(visible);
  const premium = billing.planCard('Premium');
  await billing.notSetUp(billing.planChooser).waitFor(visible);
  expect(
    await premium.getByRole('button', { name: 'Upgrade to Premium', exact: true }).isDisabled(),
  ).toBe(true);
  // The cards fit the phone's width: nothing overflows sideways (once the dialog has opened).
  await waitForAnimationsToEnd(billing.planChooser);
  const box = await premium.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
});
