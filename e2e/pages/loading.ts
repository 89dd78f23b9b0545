import type { Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';

/** The app's loading lines all read 'Loading …' ('Loading rewards…', 'Loading your learning paths…'). */
const LOADING_TEXT = /^Loading\b.*…$/;

/**
 * Waits until no 'Loading …' line is on screen, so a panel shows its data rather than its
 * placeholder. Resolves at once when nothing is loading.
 */
export async function waitForLoadingToFinish(page: Page): Promise<void> {
  await page
    .getByText(LOADING_TEXT)
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
}
