import { randomUUID } from 'node:crypto';
import { STORAGE_KEYS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { AuthModal, openAuthModal } from '../../pages/auth-modal';

/** A new, unique account for one test (the server keeps its accounts for the whole run). */
function newAccount() {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada ${id}`, email: `ada-${id}@example.org`, password: `secret-${id}` };
}

function headerButton(app: AppPage, name: 'Login' | 'Logout') {
  return app.header.getByRole('button', { name, exact: true });
}

test('signs up showing each validation error, stays signed in after a reload, logs out and signs in again', async ({
  app,
}) => {
  const account = newAccount();
  await app.gotoFresh();
  const modal = await openAuthModal(app);
  await modal.tab('Sign Up').click();

  await modal.submitSignUp();
  for (const message of ['Name is required', 'Email is required', 'Password is required']) {
    await modal.fieldMessage('Sign Up', message).waitFor({ timeout: UI_TIMEOUT_MS });
  }
  expect(await modal.field('Sign Up', 'Name').getAttribute('aria-invalid')).toBe('true');
  expect(await modal.field('Sign Up', 'Email').getAttribute('type')).toBe('email');

  await modal.fillSignUp({ ...account, password: '12345', confirmPassword: '12345' });
  await modal
    .fieldMessage('Sign Up', 'Password must be at least 6 characters')
    .waitFor({ timeout: UI_TIMEOUT_MS });

  await modal.fillSignUp({ ...account, confirmPassword: `${account.password}x` });
  await modal.fieldMessage('Sign Up', 'Passwords do not match').waitFor({ timeout: UI_TIMEOUT_MS });
  await modal.submitSignUp();
  expect(await modal.dialog.isVisible(), 'nothing is sent while a rule fails').toBe(true);

  await modal.fillSignUp(account);
  await modal.submitSignUp();
  await modal.waitClosed();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await app.storedValue(STORAGE_KEYS.authToken)).toBeTruthy();

  await app.reload();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  const settings = await app.openTab('Settings');
  await settings.getByText(account.email, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  await settings.getByText('Free Tier', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  await headerButton(app, 'Logout').click();
  await headerButton(app, 'Login').waitFor({ timeout: UI_TIMEOUT_MS });
  await settings.getByText('Not signed in').waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await app.storedValue(STORAGE_KEYS.authToken)).toBeNull();
  await app.reload();
  await headerButton(app, 'Login').waitFor({ timeout: UI_TIMEOUT_MS });

  const signInModal = await openAuthModal(app);
  await signInModal.signIn(account.email, 'not-the-password');
  await signInModal.formError('Sign In').waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await signInModal.dialog.isVisible()).toBe(true);

  await signInModal.signIn(account.email, account.password);
  await signInModal.waitClosed();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
});

test('says the server has no Google sign-in, and keeps the modal usable on a phone', async ({
  openContext,
}) => {
  const context = await openContext({ viewport: MOBILE_VIEWPORT });
  const app = new AppPage(await context.newPage());
  await app.gotoFresh();
  await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await app.page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: 'Login' })
    .click();
  const modal = new AuthModal(app.page);
  await modal.waitOpen();

  // The e2e server runs without Google configuration.
  await modal.dialog
    .getByText('Google sign-in is not configured on this server.', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await modal.googleButton.getAttribute('aria-disabled')).toBe('true');

  const box = await modal.dialog.boundingBox();
  expect(box, 'the modal is on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(box!.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);

  // Keyboard: the first field can be reached and Escape closes the modal.
  await modal.field('Sign In', 'Email').focus();
  await app.page.keyboard.press('Escape');
  await modal.waitClosed();
});
