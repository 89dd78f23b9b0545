import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import type { AppPage } from './app-page';
import { waitForAnimationsToEnd } from './animations';

/** What a person types to create an account. */
export interface NewAccount {
  name: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

/**
 * The Auth modal (000 §2) as a person uses it: Sign In and Sign Up tabs, fields found by their
 * labels, the message shown next to a field, and the form's error.
 */
export class AuthModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Polymath account', exact: true });
  }

  /** Waits until the modal is shown and its opening animation has ended (so it has its final size). */
  async waitOpen(): Promise<void> {
    await this.dialog.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await waitForAnimationsToEnd(this.dialog);
  }

  async waitClosed(): Promise<void> {
    await this.dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  }

  tab(name: 'Sign In' | 'Sign Up'): Locator {
    return this.dialog.getByRole('tab', { name, exact: true });
  }

  /** The visible form (the active tab's). */
  form(name: 'Sign In' | 'Sign Up'): Locator {
    return this.dialog.getByRole('form', { name, exact: true });
  }

  field(form: 'Sign In' | 'Sign Up', label: string): Locator {
    return this.form(form).getByLabel(label, { exact: true });
  }

  /** The message next to a field, e.g. 'Passwords do not match'. */
  fieldMessage(form: 'Sign In' | 'Sign Up', text: string): Locator {
    return this.form(form).getByText(text, { exact: true });
  }

  /** The form's own error (the server's answer). */
  formError(form: 'Sign In' | 'Sign Up'): Locator {
    return this.form(form).getByRole('alert');
  }

  get googleButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Continue with Google', exact: true });
  }

  get privacyButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Privacy & Consent Settings', exact: true });
  }

  /** Fills the Sign Up form (confirmation defaults to the password) without submitting. */
  async fillSignUp(account: NewAccount): Promise<void> {
    await this.field('Sign Up', 'Name').fill(account.name);
    await this.field('Sign Up', 'Email').fill(account.email);
    await this.field('Sign Up', 'Password').fill(account.password);
    await this.field('Sign Up', 'Confirm Password').fill(
      account.confirmPassword ?? account.password,
    );
  }

  async submitSignUp(): Promise<void> {
    await this.form('Sign Up').getByRole('button', { name: 'Create Account', exact: true }).click();
  }

  /** Types an e-mail and password on the Sign In tab and submits. */
  async signIn(email: string, password: string): Promise<void> {
    await this.tab('Sign In').click();
    await this.field('Sign In', 'Email').fill(email);
    await this.field('Sign In', 'Password').fill(password);
    await this.form('Sign In').getByRole('button', { name: 'Sign In', exact: true }).click();
  }
}

/** Opens the Auth modal with the header's Login button, as a signed-out visitor. */
export async function openAuthModal(app: AppPage): Promise<AuthModal> {
  await app.header.getByRole('button', { name: 'Login', exact: true }).click();
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  return modal;
}
