import { CHAT, plainTextOfMarkdown } from '@polymath/shared';
import { expect } from 'vitest';
import { askServer } from '../../fixtures/chat-api';
import { MOUNT_EVEREST } from '../../fixtures/encyclopedia-articles';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

const QUESTION = 'Tell me about Mount Everest';
const FOLLOW_UP = 'Who climbed it first?';

/** The band the spec gives a confidence percentage: above 70 high, above 50 medium. */
function bandOf(percent: number): string {
  if (percent > CHAT.confidenceHigh * 100) return 'High';
  if (percent > CHAT.confidenceMedium * 100) return 'Medium';
  return 'Low';
}

test('answers from the encyclopedia with its source and a confidence band, then replies to it', async ({
  app,
  baseUrl,
  encyclopediaUrl,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);

  const answer = await chat.askAndWait(QUESTION, 1);
  // The whole answer, as the server gives it to any client (asked now, the article is known).
  const { message } = await askServer(baseUrl, QUESTION);
  expect(message).toContain("Mount Everest is Earth's highest mountain above sea level");
  expect(message).toContain('[1]');
  await chat.messageLog.getByText(message, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  const source = chat.sources.getByRole('link', { name: MOUNT_EVEREST.title, exact: true });
  expect(await source.getAttribute('href')).toBe(`${encyclopediaUrl}/wiki/Mount_Everest`);
  expect(await chat.sources.getByText(/^Reliability \d+%$/).count()).toBe(1);

  const badge = (await chat.confidenceBadges.textContent()) ?? '';
  const [, band, percent] = /^(\w+) confidence: (\d+)%$/.exec(badge) ?? [];
  expect(band).toBe(bandOf(Number(percent)));

  // Reply-to: the first 100 characters of the answer above the input, then on the sent message.
  // As the answer reads: plain text on one line.
  const preview = plainTextOfMarkdown(message)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CHAT.replyPreviewChars);
  expect(message.length).toBeGreaterThan(CHAT.replyPreviewChars);
  await chat.clickAnswerAction(answer, 'Reply');
  const replyingTo = app.page.getByText(`Replying to: ${preview}`, { exact: true });
  await replyingTo.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  // Choosing Reply puts the cursor in the input: the person just types.
  await app.page.keyboard.type(FOLLOW_UP);
  await app.page.keyboard.press('Enter');

  await replyingTo.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  const sent = chat.messageLog.getByText(`You: ${FOLLOW_UP}`, { exact: true });
  await sent.waitFor({ timeout: UI_TIMEOUT_MS });
  await chat.messageLog
    .getByText(`In reply to: ${preview}`, { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
