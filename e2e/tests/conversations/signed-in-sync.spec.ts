import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { openFreshApp } from '../../pages/app-page';
import { openAuthModal } from '../../pages/auth-modal';
import { ChatPage } from '../../pages/chat-page';
import { ConversationsSidebar } from '../../pages/conversations-sidebar';

const QUESTION = 'What is 15% of 240?';

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
  const first = await openFreshApp(openContext);
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
  const second = await openFreshApp(openContext);
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
