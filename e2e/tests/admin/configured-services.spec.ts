import { expect } from 'vitest';
import { OPERATOR_EMAIL } from '../../fixtures/admin-account';
import { Mailbox, VERIFICATION_SUBJECT } from '../../fixtures/mailbox';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { openAuthModal } from '../../pages/auth-modal';
import { VerifyEmailPage } from '../../pages/verify-email-page';

/*
 * The run's server is configured with a stand-in SearXNG, news feeds, encyclopedia and mail
 * server, all on 127.0.0.1 and none listed anywhere else: an admin sees in Settings that each
 * one answers; anyone else sees nothing of them.
 */

test('shows an admin, and only an admin, that each configured service answers', async ({
  app,
  mailInboxUrl,
}) => {
  await app.gotoFresh();
  const modal = await openAuthModal(app);
  await modal.tab('Sign Up').click();
  await modal.fillSignUp({ name: 'Operator', email: OPERATOR_EMAIL, password: 'secret-operator' });
  await modal.submitSignUp();
  await modal.waitClosed();
  await app.header.getByText('Operator', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  // Not verified yet, so not an admin: AI Generation Settings shows the engine and nothing more.
  let settings = await app.openTab('Settings');
  await settings.getByText('Not verified', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  await settings.getByText('Answering engine:').waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await settings.getByRole('region', { name: 'Configured services' }).count()).toBe(0);
  expect(await settings.getByRole('region', { name: 'Unexpected errors' }).count()).toBe(0);

  await new VerifyEmailPage(app.page).verify(
    await new Mailbox(mailInboxUrl, OPERATOR_EMAIL).linkFrom(VERIFICATION_SUBJECT),
    OPERATOR_EMAIL,
    'secret-operator',
  );
  await app.waitReady();
  settings = await app.openTab('Settings');
  const services = settings.getByRole('region', { name: 'Configured services' });
  for (const name of ['SearXNG', 'News feed \\(world\\)', 'Wikipedia', 'Mail server']) {
    const line = new RegExp(`^${name} at (http|smtp)://127\\.0\\.0\\.1:\\d+ answers\\.`);
    await services.getByText(line).first().waitFor({ timeout: UI_TIMEOUT_MS });
  }
  expect(await services.getByText(/did not answer/).count()).toBe(0);
  // And the servers' unexpected errors of the last days (none, or each kind once).
  await settings
    .getByRole('region', { name: 'Unexpected errors' })
    .getByText(/^(None in|In) the last 7 days/)
    .waitFor({ timeout: UI_TIMEOUT_MS });
});
