import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';

/** The dialog a guest sees once the free messages are used (000 §5). */
export class GuestLimitDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Message limit reached', exact: true });
  }

  get signInButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Sign In / Register', exact: true });
  }

  get maybeLaterButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Maybe Later', exact: true });
  }

  async waitOpen(): Promise<void> {
    await this.dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }

  async waitClosed(): Promise<void> {
    await this.dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }
}
