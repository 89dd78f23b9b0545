import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';

/**
 * `/verify-email#<token>`, the page the verification mail links to, as the person holding the link
 * uses it: it asks for the account's password, then says the address is verified.
 */
export class VerifyEmailPage {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Choose a password', exact: true });
  }

  /** What the page says once the address is verified. */
  verified(email: string): Locator {
    return this.page.getByText(`${email} is verified. Thank you!`, { exact: true });
  }

  get continueLink(): Locator {
    return this.page.getByRole('link', { name: 'Continue to Polymath', exact: true });
  }

  /** Opens the mailed link and waits until it asks for a password. */
  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await this.form.waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** Chooses the password (typed twice) and waits until the address is verified. */
  async choosePassword(email: string, password: string): Promise<void> {
    await this.form.getByLabel('Password', { exact: true }).fill(password);
    await this.form.getByLabel('Confirm Password', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Verify and Sign In', exact: true }).click();
    await this.verified(email).waitFor({ timeout: UI_TIMEOUT_MS });
  }

  /** Opens the mailed link, chooses the password and continues to the app. */
  async verify(link: string, email: string, password: string): Promise<void> {
    await this.open(link);
    await this.choosePassword(email, password);
    await this.continueLink.click();
  }
}
