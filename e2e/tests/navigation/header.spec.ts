import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { startsWithWords } from '../../pages/accessible-name';
import { AppPage } from '../../pages/app-page';

const HEADER_BUTTONS = [
  'Privacy',
  'Vibe-Coding',
  'Image',
  'Video',
  'Productivity',
  'Settings',
  'Login',
  'Location',
];

const MOBILE_MENU_ITEMS = [
  'New Chat',
  'View Conversations',
  'Upload File',
  'Start Coding',
  'Vibe-Coding',
  'Chat',
  'Video',
  'Photo',
  'Voice Input',
];

/**
 * Moves the pointer in steps to the empty middle of the page, as a hand would; a single jump can
 * land inside the tooltip's hover grace area and leave it open.
 */
async function moveMouseAway(app: AppPage): Promise<void> {
  await app.page.mouse.move(DESKTOP_VIEWPORT.width / 2, DESKTOP_VIEWPORT.height / 2, { steps: 10 });
}

test('shows every header button on a desktop', async ({ app }) => {
  await app.gotoFresh();
  for (const name of HEADER_BUTTONS) {
    await app.headerButton(name).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }
});

test('says which header features are coming soon and that Video is in development', async ({
  app,
}) => {
  await app.gotoFresh();
  const video = app.headerButton('Video');
  expect(await video.isDisabled(), 'Video is disabled').toBe(true);
  await video.hover();
  await app.header
    .getByText('In Development')
    .or(app.page.getByRole('tooltip').filter({ hasText: 'In Development' }))
    .first()
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await moveMouseAway(app);

  const comingSoon = app.page.getByRole('tooltip').filter({ hasText: 'Coming soon' }).first();
  for (const name of HEADER_BUTTONS.filter((button) => button !== 'Video')) {
    const button = app.headerButton(name);
    if (!(await button.isDisabled())) continue;
    await button.hover();
    await comingSoon.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    // Move away so the next button's tooltip cannot be confused with this one.
    await moveMouseAway(app);
    await comingSoon.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

    // Keyboard users reach the same explanation.
    await button.focus();
    await comingSoon.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await button.blur();
    await comingSoon.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }
});

test('fits a phone and moves the header actions into the menu', async ({ openContext }) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();
  for (const name of HEADER_BUTTONS) {
    const visibleCount = await app.headerButton(name).filter({ visible: true }).count();
    expect(visibleCount, `${name} hidden on a phone`).toBe(0);
  }
  const pageWidth = await app.page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);

  await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = app.page.getByRole('dialog');
  await menu.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  for (const item of MOBILE_MENU_ITEMS) {
    await menu
      .getByText(startsWithWords(item))
      .first()
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }
});
