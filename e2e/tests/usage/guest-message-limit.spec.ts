import { LIMITS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { ChatPage } from '../../pages/chat-page';
import { GuestLimitDialog } from '../../pages/guest-limit-dialog';

const DIALOG_TEXT =
  "You've used your 5 free messages. Sign in to continue chatting with unlimited access!";
const CHAT_ERROR_TEXT = 'Sorry, I encountered an error while processing your message.';

test('shows a guest the limit dialog on the sixth message, then offers sign-in', async ({
  openContext,
}) => {
  // A fresh context is a fresh guest: a new anonymous id with its own five free messages.
  const context = await openContext();
  const page = await context.newPage();
  await new AppPage(page).gotoFresh();
  const chat = new ChatPage(page);
  const limitDialog = new GuestLimitDialog(page);

  for (let sent = 1; sent <= LIMITS.guestMessages; sent++) {
    await chat.askAndWait(`What is ${sent} + ${sent * 10}?`, sent);
  }
  expect(await limitDialog.dialog.isVisible()).toBe(false);

  // A question asked before counts like any other: the page never answers it on its own.
  await chat.ask('What is 1 + 10?');
  await limitDialog.waitOpen();
  expect(await limitDialog.dialog.textContent()).toContain(DIALOG_TEXT);
  await limitDialog.maybeLaterButton.click();
  await limitDialog.waitClosed();

  // The refused message explains the limit instead of the generic chat error.
  await chat.messageLog
    .getByText(DIALOG_TEXT)
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await chat.messageLog.getByText(CHAT_ERROR_TEXT).count()).toBe(0);

  await chat.ask('What is 7 + 70?');
  await limitDialog.waitOpen();
  await limitDialog.signInButton.click();
  await limitDialog.waitClosed();
  await new AuthModal(page).waitOpen();
});
