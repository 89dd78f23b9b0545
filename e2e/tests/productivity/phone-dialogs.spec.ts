import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { openWithSession, registerAccount } from '../../fixtures/accounts';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { startsWithWords } from '../../pages/accessible-name';
import { waitForAnimationsToEnd } from '../../pages/animations';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

/** The dialog lies inside the screen and does not scroll sideways. */
async function expectInsideThePhone(dialog: Locator): Promise<void> {
  await waitForAnimationsToEnd(dialog);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(
    await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth),
    'the dialog does not scroll sideways',
  ).toBe(true);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the workspace dialogs fit a phone in the ${colorScheme} theme`, async ({
    openContext,
    baseUrl,
  }) => {
    const app = new AppPage(
      await (await openContext({ viewport: MOBILE_VIEWPORT, colorScheme })).newPage(),
    );
    const session = await registerAccount(baseUrl);
    await openWithSession(app, session);

    await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await app.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: startsWithWords('Productivity') })
      .click();
    const productivity = app.page.getByRole('dialog', { name: 'Productivity Tools' });
    await productivity.waitFor({ timeout: UI_TIMEOUT_MS });
    for (const tab of ['Tasks', 'Calendar', 'Notes', 'Research']) {
      await productivity.getByRole('tab', { name: tab, exact: true }).click();
      await productivity
        .getByRole('tabpanel', { name: tab, exact: true })
        .waitFor({ timeout: UI_TIMEOUT_MS });
      await expectInsideThePhone(productivity);
    }
    await app.page.keyboard.press('Escape');
    await productivity.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

    const chat = new ChatPage(app.page);
    for (const [tool, title] of [
      ['Personal AI', 'Personal AI Assistant'],
      ['Auto Prompts', 'Auto Prompt Manager'],
    ] as const) {
      await chat.moreToolsButton.click();
      await chat.moreToolsMenu.getByRole('menuitem', { name: startsWithWords(tool) }).click();
      const dialog = app.page.getByRole('dialog', { name: title });
      await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
      await expectInsideThePhone(dialog);
      await app.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
    }
  });
}
