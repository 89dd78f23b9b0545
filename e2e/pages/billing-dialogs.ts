import type { Locator } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import type { AppPage } from './app-page';

/** The plan chooser and the Premium upgrade dialog as a person sees them. */
export class BillingDialogsPage {
  constructor(readonly app: AppPage) {}

  get planChooser(): Locator {
    return this.app.dialog('Choose Your Plan');
  }

  get premiumDialog(): Locator {
    return this.app.dialog('Unlock Unlimited Access');
  }

  /** A plan card of the chooser ('Free' or 'Premium'). */
  planCard(name: 'Free' | 'Premium'): Locator {
    return this.planChooser.getByRole('region', { name, exact: true });
  }

  /** The notice shown when the server has no payment keys. */
  notSetUp(dialog: Locator): Locator {
    return dialog.getByRole('status').filter({ hasText: 'Payments are not set up' });
  }

  /** Opens the Premium dialog with the header's Premium button (desktop). */
  async openPremiumFromHeader(): Promise<void> {
    await this.app.headerButton('Premium').click();
    await this.premiumDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }

  /** Opens the Premium dialog from the phone menu. */
  async openPremiumFromMenu(): Promise<void> {
    await this.app.page.getByRole('button', { name: 'Menu', exact: true }).click();
    await this.app.page
      .getByRole('dialog', { name: 'Menu', exact: true })
      .getByRole('button', { name: 'Upgrade to Premium', exact: true })
      .click();
    await this.premiumDialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }
}
