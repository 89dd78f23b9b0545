import { CHAT } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

test('offers Latest once scrolled up in a longer conversation, and it brings the reader back down', async ({
  openContext,
}) => {
  // A short window, so two answers with their sources overflow the conversation area.
  const context = await openContext({ viewport: { width: 1280, height: 640 } });
  const page = await context.newPage();
  await new AppPage(page).gotoFresh();
  const chat = new ChatPage(page);

  await chat.askAndWait('Tell me about Mount Everest', 1);
  await chat.askAndWait('What is photosynthesis?', 2);
  // Four messages, more than CHAT.latestMinMessages, and the newest in view.
  expect(await chat.answerActions.count()).toBe(2);
  expect(await chat.distanceFromBottom()).toBeLessThanOrEqual(CHAT.scrollThresholdPx);
  expect(await chat.latestButton.isVisible()).toBe(false);

  await chat.messageLog.hover();
  await page.mouse.wheel(0, -2000);
  await chat.latestButton.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await chat.distanceFromBottom()).toBeGreaterThan(CHAT.scrollThresholdPx);

  await chat.latestButton.click();
  await chat.latestButton.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  // The smooth scroll ends at the very bottom (a pixel of rounding allowed).
  await expect.poll(() => chat.distanceFromBottom(), { timeout: UI_TIMEOUT_MS }).toBeLessThan(2);
});
