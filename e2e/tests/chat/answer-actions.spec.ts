import { expect } from 'vitest';
import { askServer } from '../../fixtures/chat-api';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

const QUESTION = 'What is 15% of 240?';

test('answers a percentage, then records a like with the server and copies the answer with a tick', async ({
  openContext,
  baseUrl,
}) => {
  const context = await openContext();
  // Copy writes to the clipboard; the test reads it back as a paste would.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await new AppPage(page).gotoFresh();
  const chat = new ChatPage(page);

  const answer = await chat.askAndWait(QUESTION, 1);
  await chat.messageLog
    .getByText(/\b36\b/)
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });

  const like = answer.getByRole('button', { name: 'Like', exact: true });
  expect(await like.getAttribute('aria-pressed')).toBe('false');
  const feedbackPosted = page.waitForResponse(
    (response) =>
      response.url() === `${baseUrl}/api/feedback` && response.request().method() === 'POST',
    { timeout: UI_TIMEOUT_MS },
  );
  await chat.clickAnswerAction(answer, 'Like');
  const feedback = await feedbackPosted;
  expect(feedback.status()).toBe(200);
  expect(feedback.request().postDataJSON()).toMatchObject({ isLiked: true });
  await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

  await chat.clickAnswerAction(answer, 'Copy');
  // The tick: the button turns into 'Copied' for a moment, then back.
  const copied = answer.getByRole('button', { name: 'Copied', exact: true });
  await copied.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  // The answer as written (markdown included), the same the server gives any client.
  expect(clipboard).toBe((await askServer(baseUrl, QUESTION)).message);
  await answer
    .getByRole('button', { name: 'Copy', exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
});
