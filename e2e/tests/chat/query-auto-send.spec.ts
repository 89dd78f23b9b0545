import { AUTO_SEND_QUERY_DELAY_MS } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';

const QUESTION = 'What is photosynthesis';

test('pre-fills the ?q= question, sends it after a pause and resets the URL', async ({
  app,
  baseUrl,
}) => {
  const navigationStartedAt = Date.now();
  await app.gotoFresh(`/?q=${encodeURIComponent(QUESTION)}`);
  expect(await app.messageInput.inputValue()).toBe(QUESTION);

  const sentQuestion = app.messageLog.getByText(QUESTION).first();
  await sentQuestion.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(Date.now() - navigationStartedAt).toBeGreaterThanOrEqual(AUTO_SEND_QUERY_DELAY_MS);
  await expect.poll(() => app.page.url(), { timeout: UI_TIMEOUT_MS }).toBe(`${baseUrl}/`);
});
