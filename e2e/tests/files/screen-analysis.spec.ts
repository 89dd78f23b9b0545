import { randomUUID } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { expect } from 'vitest';
import { SCREEN_ANALYST_EMAIL } from '../../fixtures/admin-account';
import { CHROMIUM_ARGS } from '../../fixtures/browser';
import { Mailbox, VERIFICATION_SUBJECT } from '../../fixtures/mailbox';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { baseContextOptions, type StorageState } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { ChatFiles } from '../../pages/chat-files';
import { VerifyEmailPage } from '../../pages/verify-email-page';

/**
 * Chromium's stand-in for a shared screen: the picker is answered with the whole (fake) screen,
 * as a person choosing 'Entire screen' would.
 */
const SCREEN_SHARING_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--auto-select-desktop-capture-source=Entire screen',
];

const ANALYSIS_TIMEOUT_MS = 45_000;

async function openChat(browser: Browser, baseUrl: string, storageState: StorageState) {
  const context = await browser.newContext({ ...baseContextOptions(baseUrl), storageState });
  const app = new AppPage(await context.newPage());
  await app.gotoFresh();
  return app;
}

test('a guest asking for a screen analysis gets the limit dialog; a premium user gets the analysis', async ({
  chromiumPath,
  baseUrl,
  returningVisitor,
  mailInboxUrl,
}) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_ARGS, ...SCREEN_SHARING_ARGS],
  });
  try {
    const app = await openChat(browser, baseUrl, await returningVisitor());
    const files = new ChatFiles(app.page);
    const analyzeScreen = app.page
      .getByRole('toolbar', { name: 'Chat tools' })
      .getByRole('button', { name: 'Analyze screen', exact: true });

    await analyzeScreen.click();
    const limit = app.page.getByRole('dialog', { name: 'Screen analysis limit reached' });
    await limit.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    expect(await limit.textContent()).toContain('Please sign in to use this feature.');
    await limit.getByRole('button', { name: 'Sign In / Register' }).click();

    const modal = new AuthModal(app.page);
    await modal.waitOpen();
    await modal.tab('Sign Up').click();
    const password = `secret-${randomUUID().slice(0, 8)}`;
    await modal.fillSignUp({ name: 'Grace Viewer', email: SCREEN_ANALYST_EMAIL, password });
    await modal.submitSignUp();
    await modal.waitClosed();
    // The admin address counts as premium once it is verified.
    const link = await new Mailbox(mailInboxUrl, SCREEN_ANALYST_EMAIL).linkFrom(
      VERIFICATION_SUBJECT,
    );
    await new VerifyEmailPage(app.page).verify(link, SCREEN_ANALYST_EMAIL, password);
    await app.messageInput.waitFor({ timeout: UI_TIMEOUT_MS });

    await analyzeScreen.click();
    const analysis = files.analyses.first();
    await analysis.waitFor({ timeout: ANALYSIS_TIMEOUT_MS });
    const log = await app.messageLog.textContent();
    expect(log).toContain('screen.png');
    expect(log).toMatch(/PNG image, \d+ × \d+ pixels/);
  } finally {
    await browser.close();
  }
}, 120_000);
