import type { Locator } from 'playwright-core';

/**
 * Waits until every animation of an element and its descendants has ended (a dialog's opening
 * zoom and slide), so what is measured next is its final size and place, on a busy machine too.
 * Contexts ask for reduced motion by default, where there is none to wait for; this still holds
 * for a context opened with `reducedMotion: 'no-preference'`.
 */
export async function waitForAnimationsToEnd(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
