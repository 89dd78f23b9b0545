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
  // The row, its time and the button fit in the dialog: nothing is pushed past its edge.
  const inner = dialogBox.x + dialogBox.width;
  for (const part of [
    row,
    row.locator('time'),
    dialog.getByRole('button', { name: 'Start New Conversation' }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(inner);
  }
  expect(
    await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth),
    'the dialog does not scroll sideways',
  ).toBe(true);
});
