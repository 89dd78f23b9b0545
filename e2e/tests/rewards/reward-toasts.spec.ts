import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AdSlotPage } from '../../pages/ad-slot';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import { boxesOverlap, Toasts, type ScreenBox } from '../../pages/toasts';

const QUESTION = 'What is the water cycle?';

async function boxOf(locator: Locator): Promise<ScreenBox> {
  const box = await locator.boundingBox({ timeout: UI_TIMEOUT_MS });
  if (box === null) throw new Error('The element is not on screen');
  return box;
}

for (const [name, viewport] of [
  ['a laptop', { width: 1366, height: 900 }],
  ['a small laptop', DESKTOP_VIEWPORT],
  ['a phone', MOBILE_VIEWPORT],
] as const) {
  test(`on ${name}, the first message's achievements show in one toast clear of the conversation`, async ({
    openContext,
  }) => {
    // A fresh guest: the first question unlocks First Words and Curious Mind at once.
    const page = await (await openContext({ viewport })).newPage();
    const app = new AppPage(page);
    const chat = new ChatPage(page);
    const toasts = new Toasts(page);
    await app.gotoFresh();
    await chat.askAndWait(QUESTION, 1);

    const toast = toasts.withText('Achievement Unlocked!');
    await toast.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await expect.poll(() => toasts.shown.count(), { timeout: UI_TIMEOUT_MS }).toBe(1);
    await toast.getByText('First Words', { exact: false }).waitFor({ timeout: UI_TIMEOUT_MS });
    await toast.getByText('Curious Mind', { exact: false }).waitFor({ timeout: UI_TIMEOUT_MS });
    // Each reward's icon is drawn as SVG, not left to an emoji font the system may not have.
    expect(await toast.locator('li svg').count()).toBe(2);
    expect(await toast.textContent()).not.toMatch(/\p{Extended_Pictographic}/u);

    // Wait for the entrance animation to end before measuring.
    await expect
      .poll(() => toast.evaluate((node) => node.getAnimations().length), { timeout: UI_TIMEOUT_MS })
      .toBe(0);
    const toastBox = await boxOf(toast);
    const covered = {
      question: await boxOf(chat.messageLog.getByText(`You: ${QUESTION}`, { exact: true })),
      answer: await boxOf(chat.answerActions.first().locator('..')),
      composer: await boxOf(chat.messageInput.locator('xpath=ancestor::form')),
    };
    const ad = new AdSlotPage(app).region;
    const kept: Record<string, ScreenBox> = { ...covered };
    if (await ad.isVisible()) kept.ad = await boxOf(ad);
    for (const [what, box] of Object.entries(kept)) {
      expect(boxesOverlap(toastBox, box), `the toast covers the ${what}`).toBe(false);
    }

    // Escape dismisses it.
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  });
}
