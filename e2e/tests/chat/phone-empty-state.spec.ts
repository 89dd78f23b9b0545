import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

test('on a phone, the welcome opens at its top: the logo wholly below the tab bar', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.emptyStateHeading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  // The message rows load their code after the welcome shows (the log is busy until then), and
  // the list is laid out again then.
  await expect
    .poll(() => chat.messageLog.getAttribute('aria-busy'), { timeout: UI_TIMEOUT_MS })
    .toBeNull();
  // Two frames: whatever that new layout sets off (a resize observer) has run.
  await app.page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

  expect(await chat.scroller.evaluate((node) => node.scrollTop)).toBe(0);
  const tabBar = (await app.page.getByRole('tablist').boundingBox())!;
  const logo = (await chat.emptyStateLogo.boundingBox())!;
  expect(logo.y, 'the logo starts below the tab bar').toBeGreaterThanOrEqual(
    tabBar.y + tabBar.height,
  );
  expect(logo.y + logo.height).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
});
