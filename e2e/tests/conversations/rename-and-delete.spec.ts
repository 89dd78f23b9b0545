import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';
import { ConversationsSidebar } from '../../pages/conversations-sidebar';

const FIRST_QUESTION = 'What is 15% of 240?';
const SECOND_QUESTION = 'Convert 5 miles to kilometers';
/** The confirmation of 001 §5, word for word. */
const DELETE_CONFIRMATION =
  'Are you sure you want to delete this conversation? This action cannot be undone.';

test('renames a conversation inline and deletes one after the exact confirmation', async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  const sidebar = new ConversationsSidebar(app.page);
  await chat.askAndWait(FIRST_QUESTION, 1);
  await sidebar.newConversationButton.click();
  await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await chat.askAndWait(SECOND_QUESTION, 1);
  await expect
    .poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS })
    .toEqual([SECOND_QUESTION, FIRST_QUESTION]);

  await sidebar.rename(FIRST_QUESTION, 'Percentages');
  await expect
    .poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS })
    .toEqual([SECOND_QUESTION, 'Percentages']);

  // The app asks in its own dialog, never the browser's, the focus on Cancel.
  const browserDialogs: string[] = [];
  app.page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await sidebar.conversation('Percentages').hover();
  await sidebar.root.getByRole('button', { name: 'Delete Percentages', exact: true }).click();
  await sidebar.deleteConfirmation
    .getByRole('button', { name: 'Cancel', exact: true })
    .and(app.page.locator(':focus'))
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await app.page.keyboard.press('Escape');
  await sidebar.deleteConfirmation.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  expect(await sidebar.titles()).toEqual([SECOND_QUESTION, 'Percentages']);

  // Dismissing the confirmation keeps the conversation; accepting it deletes it.
  expect(await sidebar.delete('Percentages', 'dismiss')).toBe(DELETE_CONFIRMATION);
  expect(await sidebar.titles()).toEqual([SECOND_QUESTION, 'Percentages']);
  expect(await sidebar.delete('Percentages', 'accept')).toBe(DELETE_CONFIRMATION);
  expect(browserDialogs).toEqual([]);
  await expect.poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS }).toEqual([SECOND_QUESTION]);
  // The conversation still open is the one that was kept.
  await chat.messageLog
    .getByText(`You: ${SECOND_QUESTION}`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
});
