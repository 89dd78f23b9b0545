import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { BillingDialogsPage } from '../../pages/billing-dialogs';

const visible = { state: 'visible', timeout: UI_TIMEOUT_MS } as const;
const hidden = { state: 'hidden', timeout: UI_TIMEOUT_MS } as const;

/** What an element's motion looks like the moment it is seen. */
interface Motion {
  /** Animations of the element and its descendants still running or about to. */
  runningAnimations: number;
  /** The element's computed animation-duration, e.g. '0s' or '0.18s'. */
  animationDuration: string;
  box: { x: number; y: number; width: number; height: number };
}

function motionOf(element: Locator): Promise<Motion> {
  return element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return {
      runningAnimations: node.getAnimations({ subtree: true }).length,
      animationDuration: getComputedStyle(node).animationDuration,
      box: { x, y, width, height },
    };
  });
}

test('with reduced motion, a dialog is at its final place the moment it shows, and closes at once', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext()).newPage());
  const billing = new BillingDialogsPage(app);
  await app.gotoFresh();

  await billing.openPremiumFromHeader();
  const motion = await motionOf(billing.premiumDialog);
  expect(motion.runningAnimations).toBe(0);
  expect(motion.animationDuration).toBe('0s');
  // Centred in the window, not on its way there from the opening zoom.
  expect(motion.box.x + motion.box.width / 2).toBeCloseTo(DESKTOP_VIEWPORT.width / 2, 0);
  expect(motion.box.y + motion.box.height / 2).toBeCloseTo(DESKTOP_VIEWPORT.height / 2, 0);

  await app.page.keyboard.press('Escape');
  await billing.premiumDialog.waitFor(hidden);
});

test('with reduced motion, the phone menu is in place the moment it shows', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage());
  await app.gotoFresh();

  await app.page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = app.page.getByRole('dialog', { name: 'Menu', exact: true });
  await menu.waitFor(visible);
  const motion = await motionOf(menu);
  expect(motion.runningAnimations).toBe(0);
  // Against the right edge, not sliding in from beyond it.
  expect(motion.box.x + motion.box.width).toBeCloseTo(MOBILE_VIEWPORT.width, 0);
});

test('without a motion preference, the same dialog still opens with its animation', async ({
  openContext,
}) => {
  const app = new AppPage(await (await openContext({ reducedMotion: 'no-preference' })).newPage());
  const billing = new BillingDialogsPage(app);
  await app.gotoFresh();

  await billing.openPremiumFromHeader();
  expect((await motionOf(billing.premiumDialog)).animationDuration).not.toBe('0s');
  await app.page.keyboard.press('Escape');
  await billing.premiumDialog.waitFor(hidden);
});
