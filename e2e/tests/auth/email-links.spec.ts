import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { findSeriousViolations } from '../../fixtures/accessibility';
import { SQUATTED_ADMIN_EMAIL } from '../../fixtures/admin-account';
import { Mailbox, RESET_SUBJECT, VERIFICATION_SUBJECT } from '../../fixtures/mailbox';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { openAuthModal } from '../../pages/auth-modal';
import { VerifyEmailPage } from '../../pages/verify-email-page';

/** A new, unique account for one test (the server keeps its accounts for the whole run). */
function newAccount() {
  const id = randomUUID().slice(0, 8);
  return { name: `Grace ${id}`, email: `grace-${id}@example.org`, password: `secret-${id}` };
}

async function signUp(app: AppPage, account: ReturnType<typeof newAccount>): Promise<void> {
  const modal = await openAuthModal(app);
  await modal.tab('Sign Up').click();
  await modal.fillSignUp(account);
  await modal.submitSignUp();
  await modal.waitClosed();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
}

test('signs up, finds the verification mail, opens its link and is verified', async ({
  app,
  mailInboxUrl,
}) => {
  const account = newAccount();
  await app.gotoFresh();
  await signUp(app, account);
  await app.page
    .getByText('Welcome! Please verify your e-mail address', { exact: true })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });

  const settings = await app.openTab('Settings');
  await settings.getByText('Not verified', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  const mailbox = new Mailbox(mailInboxUrl, account.email);
  const mail = await mailbox.waitFor(VERIFICATION_SUBJECT);
  expect(mail.from).toBe('no-reply@polymath.test');
  const link = new URL(mail.links[0]!);
  expect(link.pathname).toBe('/verify-email');

  // The link asks whoever holds it for the account's password: here, the registrant again.
  const verifyPage = new VerifyEmailPage(app.page);
  await verifyPage.open(link.href);
  await app.page
    .getByText(`Choose a password to finish verifying ${account.email}.`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await findSeriousViolations(app.page, 'verification page (light)')).toEqual([]);
  const chosen = `chosen-${randomUUID().slice(0, 8)}`;
  await verifyPage.choosePassword(account.email, chosen);
  await app.page
    .getByText('You are signed in here, and signed out everywhere else.', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // The token leaves the address bar once used.
  expect(new URL(app.page.url()).hash).toBe('');

  await verifyPage.continueLink.click();
  await app.waitReady();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  const settingsAgain = await app.openTab('Settings');
  await settingsAgain.getByText('Verified', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  // The same link opened again says so without asking anything; a link cut short says what to do.
  await app.page.goto(link.href);
  await verifyPage.verified(account.email).waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await verifyPage.form.count()).toBe(0);
  await app.page.goto('/verify-email');
  await app.page.getByRole('alert').getByText('This link is incomplete.').waitFor({
    timeout: UI_TIMEOUT_MS,
  });
});

test('an address registered by a stranger first: its owner opens the link, the stranger is out', async ({
  openContext,
  mailInboxUrl,
}) => {
  // A stranger registers the admin's address before its owner does, and stays signed in.
  const squatter = new AppPage(await (await openContext()).newPage());
  await squatter.gotoFresh();
  const squatted = { name: 'Squatter', email: SQUATTED_ADMIN_EMAIL, password: 'squatted-42' };
  await signUp(squatter, squatted);
  const squatterSettings = await squatter.openTab('Settings');
  await squatterSettings.getByText('Free Tier', { exact: true }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });

  // The owner opens the verification link in their own browser and chooses a password.
  const owner = new AppPage(await (await openContext({ colorScheme: 'dark' })).newPage());
  const link = await new Mailbox(mailInboxUrl, SQUATTED_ADMIN_EMAIL).linkFrom(VERIFICATION_SUBJECT);
  const ownersPassword = `owners-${randomUUID().slice(0, 8)}`;
  const verifyPage = new VerifyEmailPage(owner.page);
  await verifyPage.open(link);
  expect(await owner.isDarkTheme()).toBe(true);
  expect(await findSeriousViolations(owner.page, 'verification page (dark)')).toEqual([]);
  await verifyPage.choosePassword(SQUATTED_ADMIN_EMAIL, ownersPassword);
  await verifyPage.continueLink.click();
  await owner.waitReady();
  const ownerSettings = await owner.openTab('Settings');
  await ownerSettings.getByText('Verified', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  await ownerSettings.getByText('Premium', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  // The stranger's session is over, and their password opens nothing.
  await squatter.reload();
  await squatter.header
    .getByRole('button', { name: 'Login', exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  const signIn = await openAuthModal(squatter);
  await signIn.signIn(SQUATTED_ADMIN_EMAIL, squatted.password);
  await signIn.formError('Sign In').waitFor({ timeout: UI_TIMEOUT_MS });
  await signIn.signIn(SQUATTED_ADMIN_EMAIL, ownersPassword);
  await signIn.waitClosed();
});

test('forgot password: the mail, a new password, signed in here and signed out elsewhere', async ({
  openContext,
  mailInboxUrl,
}) => {
  const account = newAccount();
  // Another browser the account is signed in on: the reset must end its session.
  const elsewhere = new AppPage(await (await openContext()).newPage());
  await elsewhere.gotoFresh();
  await signUp(elsewhere, account);

  const app = new AppPage(await (await openContext()).newPage());
  await app.gotoFresh();
  const modal = await openAuthModal(app);
  await modal.dialog.getByRole('button', { name: 'Forgot password?', exact: true }).click();
  const form = modal.dialog.getByRole('form', { name: 'Reset password', exact: true });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
  await modal.dialog.getByText('Check your inbox', { exact: true }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });

  const link = await new Mailbox(mailInboxUrl, account.email).linkFrom(RESET_SUBJECT);
  expect(new URL(link).pathname).toBe('/reset-password');
  await app.page.goto(link);
  const newPassword = `changed-${randomUUID().slice(0, 8)}`;
  await app.page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await app.page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await app.page.getByRole('button', { name: 'Set New Password', exact: true }).click();
  await app.page.getByText('Your password is changed', { exact: true }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });
  await app.waitReady();
  await app.header.getByText(account.name, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  // The other browser's session is over: on its next load it is signed out.
  await elsewhere.reload();
  await elsewhere.header
    .getByRole('button', { name: 'Login', exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });

  // The link worked once; the old password no longer does, the new one does.
  await app.page.goto(link);
  await app.page.getByLabel('New Password', { exact: true }).fill('another-one');
  await app.page.getByLabel('Confirm New Password', { exact: true }).fill('another-one');
  await app.page.getByRole('button', { name: 'Set New Password', exact: true }).click();
  await app.page
    .getByRole('alert')
    .getByText('This link has expired or was already used. Ask for a new one.')
    .waitFor({ timeout: UI_TIMEOUT_MS });

  const signIn = await openAuthModal(elsewhere);
  await signIn.signIn(account.email, account.password);
  await signIn.formError('Sign In').waitFor({ timeout: UI_TIMEOUT_MS });
  await signIn.signIn(account.email, newPassword);
  await signIn.waitClosed();
  await elsewhere.header.getByText(account.name, { exact: true }).waitFor({
    timeout: UI_TIMEOUT_MS,
  });
});
