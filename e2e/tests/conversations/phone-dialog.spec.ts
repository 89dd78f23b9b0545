import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { startsWithWords } from '../../pages/accessible-name';
import { waitForAnimationsToEnd } from '../../pages/animations';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

test('the Conversations dialog on a phone keeps a long conversation inside the screen', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();
  // A long question, and a long answer as the last message's preview.
  await app.sendMessage('Explain photosynthesis in plants in detail please, step by step');
  // The answer is complete once its actions (Like…) are shown.
  await new ChatPage(app.page).answerActions.first().waitFor({ timeout: UI_TIMEOUT_MS });

  await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
  await app.page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('button', { name: startsWithWords('View Conversations') })
    .click();
  const dialog = app.page.getByRole('dialog', { name: 'Conversations', exact: true });
  await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
  await waitForAnimationsToEnd(dialog);
  const row = dialog.getByRole('list', { name: 'Conversation list' }).getByRole('button').first();
  await row.waitFor({ timeout: UI_TIMEOUT_MS });

  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(
    await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth),
    'the dialog does not scroll sideways',
  ).toBe(true);

  // Each row fits: nothing in it is pushed past its edge, its time whole and inside it.
  const rows = dialog.getByRole('list', { name: 'Conversation list' }).getByRole('button');
  for (const each of await rows.all()) {
    expect(
      await each.evaluate((element) => element.scrollWidth <= element.clientWidth),
      'a row does not overflow',
    ).toBe(true);
    const rowBox = (await each.boundingBox())!;
    const time = each.locator('time');
    const timeBox = (await time.boundingBox())!;
    expect(await time.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(timeBox.x).toBeGreaterThanOrEqual(rowBox.x);
    expect(timeBox.x + timeBox.width, 'the time is whole').toBeLessThanOrEqual(
      rowBox.x + rowBox.width,
    );
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  }

  // The button keeps the dialog's padding on both sides.
  const padding = await dialog.evaluate((element) => {
    const style = getComputedStyle(element);
    const left = parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const right = parseFloat(style.paddingRight) + parseFloat(style.borderRightWidth);
    return { left, right };
  });
  const buttonBox = (await dialog
    .getByRole('button', { name: 'Start New Conversation' })
    .boundingBox())!;
  expect(buttonBox.x).toBeGreaterThanOrEqual(dialogBox.x + padding.left - 0.5);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(
    dialogBox.x + dialogBox.width - padding.right + 0.5,
  );
});
