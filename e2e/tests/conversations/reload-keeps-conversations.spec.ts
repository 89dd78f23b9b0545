import { CONVERSATION_STORE } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';
import { ConversationsSidebar } from '../../pages/conversations-sidebar';

const QUESTIONS = [
  'What is 15% of 240?',
  'Please convert 5 miles to kilometers, then 10 kilograms to pounds',
  "What is today's date?",
] as const;

/** A title is the first message, cut to 50 characters with '...' when longer (001 §4). */
function titleOf(question: string): string {
  const max = CONVERSATION_STORE.titleMaxChars;
  return question.length > max ? `${question.slice(0, max)}...` : question;
}

test('keeps every conversation, titled by its first message, after a reload', async ({ app }) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  const sidebar = new ConversationsSidebar(app.page);
  for (const [index, question] of QUESTIONS.entries()) {
    if (index > 0) {
      await sidebar.newConversationButton.click();
      await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    }
    await chat.askAndWait(question, 1);
  }
  const newestFirst = QUESTIONS.map(titleOf).reverse();
  expect(titleOf(QUESTIONS[1])).toHaveLength(CONVERSATION_STORE.titleMaxChars + 3);
  await expect.poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS }).toEqual(newestFirst);

  await app.reload();

  await expect.poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS }).toEqual(newestFirst);
  // The open conversation and an earlier one still hold their messages and answers.
  await chat.messageLog
    .getByText(`You: ${QUESTIONS[2]}`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await sidebar.conversation(titleOf(QUESTIONS[0])).click();
  await chat.messageLog
    .getByText(`You: ${QUESTIONS[0]}`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await chat.messageLog
    .getByText(/\b36\b/)
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await chat.answerActions.count()).toBe(1);
});
