import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

test('Ctrl+K clears the conversation back to the welcome, with Undo, and the clear survives a reload at once', async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.askAndWait('Convert 5 miles to kilometers', 1);
  expect(await chat.emptyStateHeading.isVisible()).toBe(false);

  await app.page.keyboard.press('Control+K');

  await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await app.page
    .getByText('Conversation cleared', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await chat.messageLog.getByText('Convert 5 miles to kilometers').count()).toBe(0);
  expect(await chat.answerActions.count()).toBe(0);

  await app.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await chat.messageLog
    .getByText('Convert 5 miles to kilometers')
    .waitFor({ timeout: UI_TIMEOUT_MS });

  await app.page.keyboard.press('Control+K');
  await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  // Closing the tab right after clearing loses nothing: the clear was saved at once.
  await app.page.reload();
  await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await chat.messageLog.getByText('Convert 5 miles to kilometers').count()).toBe(0);
});
