import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { ChatPage } from '../../pages/chat-page';
import { ConversationsSidebar } from '../../pages/conversations-sidebar';

const QUESTION = 'What is 15% of 240?';

async function openApp(openContext: () => Promise<BrowserContext>) {
  const app = new AppPage(await (await openContext()).newPage());
  await app.gotoFresh();
  return app;
}

async function openAuthModal(app: AppPage): Promise<AuthModal> {
  await app.header.getByRole('button', { name: 'Login', exact: true }).click();
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  return modal;
}

test('a signed-in user’s conversation is there in another browser, and leaves this one at logout', async ({
  openContext,
}) => {
  const id = randomUUID().slice(0, 8);
  const account = {
    name: `Grace ${id}`,
    email: `grace-${id}@example.org`,
    password: `secret-${id}`,
  };

  // First browser: sign up, then ask.
  const first = await openApp(openContext);
  const signUp = await openAuthModal(first);
  await signUp.tab('Sign Up').click();
  await signUp.fillSignUp(account);
  await signUp.submitSignUp();
  await signUp.waitClosed();
  // The finished answer is saved to the server a moment after it arrives.
  const savedWithAnswer = first.page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/api/conversations/') &&
      response.ok() &&
      (response.request().postData() ?? '').includes('"status":"complete"'),
    { timeout: UI_TIMEOUT_MS },
  );
  await new ChatPage(first.page).askAndWait(QUESTION, 1);
  await savedWithAnswer;

  // Second browser, never used before: sign in and find the conversation with its answer.
  const second = await openApp(openContext);
  const wholeConversationsFetched: string[] = [];
  second.page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && /^\/api\/conversations\/[^/]+$/.test(pathname)) {
      wholeConversationsFetched.push(pathname);
    }
  });
  const signIn = await openAuthModal(second);
  await signIn.signIn(account.email, account.password);
  await signIn.waitClosed();
  const sidebar = new ConversationsSidebar(second.page);
  await expect.poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS }).toContain(QUESTION);
  // The account's storage used shows under the list.
  await sidebar.root.getByText(/ of 50 MB used$/).waitFor({ timeout: UI_TIMEOUT_MS });
  await sidebar.conversation(QUESTION).click();
  const secondChat = new ChatPage(second.page);
  await secondChat.messageLog.getByText('36', { exact: false }).first().waitFor({
    timeout: UI_TIMEOUT_MS,
  });
  // The whole conversation came once (when the list showed it newer, or on opening), alone.
  expect(wholeConversationsFetched).toHaveLength(1);

  // Logging out takes the account's conversations off this browser.
  await second.header.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect.poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS }).not.toContain(QUESTION);
});
