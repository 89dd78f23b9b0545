import type { BrowserContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { test, type OpenContextOptions } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { CHAT_TOOLS, ChatPage, type ChatTool } from '../../pages/chat-page';

/** The laptop size the issue names. */
const LAPTOP_VIEWPORT = { width: 1366, height: 900 } as const;

type Box = { x: number; y: number; width: number; height: number };

/** Whether an element lies wholly inside an area (a tool scrolled or pushed out of sight does not). */
async function isWithin(part: Locator, area: Locator | Box): Promise<boolean> {
  const box = await part.boundingBox();
  const bounds = 'boundingBox' in area ? await area.boundingBox() : area;
  if (box === null || bounds === null) return false;
  return (
    box.x >= bounds.x - 0.5 &&
    box.x + box.width <= bounds.x + bounds.width + 0.5 &&
    box.y >= bounds.y - 0.5 &&
    box.y + box.height <= bounds.y + bounds.height + 0.5
  );
}

/** A returning visitor's chat at `viewport`, its toolbar laid out. */
async function openChat(
  openContext: (options: OpenContextOptions) => Promise<BrowserContext>,
  viewport: { width: number; height: number },
): Promise<{ app: AppPage; chat: ChatPage }> {
  const app = new AppPage(await (await openContext({ viewport })).newPage());
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.toolbar.waitFor({ timeout: UI_TIMEOUT_MS });
  return { app, chat };
}

test('on a phone, every chat tool is a button in sight or an item of the More tools menu', async ({
  openContext,
}) => {
  const { app, chat } = await openChat(openContext, MOBILE_VIEWPORT);
  const shownTools: ChatTool[] = [];
  for (const tool of CHAT_TOOLS) {
    const button = chat.toolbarButton(tool);
    if ((await button.count()) > 0) {
      expect(await isWithin(button, chat.toolbar), `${tool} is wholly in sight`).toBe(true);
      shownTools.push(tool);
    }
  }
  const hiddenTools = CHAT_TOOLS.filter((tool) => !shownTools.includes(tool));
  expect(hiddenTools.length, 'some tools wait in the menu on a phone').toBeGreaterThan(0);
  expect(await isWithin(chat.moreToolsButton, chat.toolbar)).toBe(true);

  await chat.moreToolsButton.click();
  const items = chat.moreToolsMenu.getByRole('menuitem');
  await items.first().waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await items.count(), 'the menu holds the tools not shown, and only those').toBe(
    hiddenTools.length,
  );
  for (const tool of hiddenTools) {
    const item = chat.moreToolsMenu.getByRole('menuitem', { name: tool, exact: true });
    expect(await isWithin(item, { x: 0, y: 0, ...MOBILE_VIEWPORT }), `${tool} is on screen`).toBe(
      true,
    );
  }

  // A tool that works opens from the menu as from its button.
  await chat.moreToolsMenu
    .getByRole('menuitem', { name: 'Adaptive Learning Paths', exact: true })
    .click();
  await app.dialog('Adaptive Learning Paths').waitFor({ timeout: UI_TIMEOUT_MS });
});

test('on a laptop, every chat tool is a button in sight and there is no More tools menu', async ({
  openContext,
}) => {
  const { chat } = await openChat(openContext, LAPTOP_VIEWPORT);
  for (const tool of CHAT_TOOLS) {
    expect(await isWithin(chat.toolbarButton(tool), chat.toolbar), `${tool} is in sight`).toBe(
      true,
    );
  }
  expect(await chat.moreToolsButton.count()).toBe(0);
});
