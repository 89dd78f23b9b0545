import type { Locator } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import type { AppPage } from './app-page';
import { waitForAnimationsToEnd } from './animations';

/** The consent buttons, by their visible names. */
export type ConsentAction = 'Accept All' | 'Reject All (Essential Only)' | 'Clear All Consent Data';

/** The Privacy dialog as a person sees it: consent status, the three choices, policy link. */
export class PrivacyDialogPage {
  constructor(readonly app: AppPage) {}

  get root(): Locator {
    return this.app.dialog('Privacy & Consent');
  }

  /** The status box: 'Granted', 'Denied (essential only)' or 'Not set', with when. */
  get status(): Locator {
    return this.root.getByRole('region', { name: 'Consent status', exact: true });
  }

  /** The time the current choice was made (its `datetime` is the stored timestamp). */
  get statusTime(): Locator {
    return this.status.locator('time');
  }

  button(action: ConsentAction): Locator {
    return this.root.getByRole('button', { name: action, exact: true });
  }

  /** Opens the dialog with the header's Privacy button (desktop), waiting for it to settle. */
  async openFromHeader(): Promise<void> {
    await this.app.headerButton('Privacy').click();
    await this.root.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await waitForAnimationsToEnd(this.root);
  }

  /** Opens the dialog from the phone menu, waiting for it to settle. */
  async openFromMenu(): Promise<void> {
    await this.app.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await this.app.page
      .getByRole('dialog', { name: 'Menu', exact: true })
      .getByRole('button', { name: 'Privacy & Consent', exact: true })
      .click();
    await this.root.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await waitForAnimationsToEnd(this.root);
  }

  /**
   * Clicks a consent button and waits for the reload it causes. Resolves to whether the page really
   * reloaded: a marker set on the old page's window must be gone from the new one.
   */
  async chooseAndWaitForReload(action: ConsentAction): Promise<boolean> {
    const { page } = this.app;
    await page.evaluate(() => {
      (window as { beforeConsentChange?: boolean }).beforeConsentChange = true;
    });
    const loaded = page.waitForEvent('load', { timeout: UI_TIMEOUT_MS });
    await this.button(action).click();
    await loaded;
    await this.app.waitReady();
    return page.evaluate(
      () => (window as { beforeConsentChange?: boolean }).beforeConsentChange === undefined,
    );
  }
}
