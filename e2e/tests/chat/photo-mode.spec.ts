import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

test('the composer says Photo mode once it is chosen in the menu, and leads back to chat', async ({
  openContext,
}) => {
  const page = await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage();
  const app = new AppPage(page);
  const chat = new ChatPage(page);
  await app.gotoFresh();
  const composer = chat.messageInput.locator('xpath=ancestor::form');
  const backToChat = composer.getByRole('button', { name: 'Back to chat', exact: true });
  expect(await composer.getByText('Photo mode', { exact: true }).count()).toBe(0);

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Photo', exact: true }).click();
  await menu.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  await composer
    .getByText('Photo mode', { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await backToChat.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  // The input names its mode to screen readers too.
  expect(
    await chat.messageInput.evaluate((node) =>
      (node.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => node.ownerDocument.getElementById(id)?.textContent)
        .join(' '),
    ),
  ).toMatch(/^Photo mode/);

  await backToChat.click();
  await backToChat.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  expect(await composer.getByText('Photo mode', { exact: true }).count()).toBe(0);
  await page.locator(':focus').and(chat.messageInput).waitFor({ timeout: UI_TIMEOUT_MS });

  // The menu agrees: Chat is the chosen mode again.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect
    .poll(
      () => menu.getByRole('button', { name: 'Chat', exact: true }).getAttribute('aria-pressed'),
      {
        timeout: UI_TIMEOUT_MS,
      },
    )
    .toBe('true');
});
