import type { BrowserContext, Locator, Page } from 'playwright-core';
import { APP_READY_TIMEOUT_MS } from '../fixtures/timeouts';
import { startsWithWords } from './accessible-name';

/** The four main tabs, by their visible names. */
export type MainTab = 'Chat' | 'Learning' | 'Rewards' | 'Settings';

/**
 * The single-page app at `/` as a person sees it: splash, header, tabs, chat and dialogs. Locators
 * go by role and visible name; test ids are used only for the splash and the ready marker.
 */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Opens `path` (default `/`) in this page and waits until the app is ready. */
  async gotoFresh(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.waitReady();
  }

  /** Reloads the page and waits until the app is ready again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitReady();
  }

  /** Waits until the splash is gone and the app has marked itself ready. */
  async waitReady(): Promise<void> {
    await this.appReady.waitFor({ state: 'attached', timeout: APP_READY_TIMEOUT_MS });
    await this.splash.waitFor({ state: 'hidden', timeout: APP_READY_TIMEOUT_MS });
  }

  get splash(): Locator {
    return this.page.getByTestId('splash');
  }

  /** The splash's status line ('Starting...', 'Loading AI...', 'Ready'). */
  get splashStatus(): Locator {
    return this.splash.getByRole('status');
  }

  get appReady(): Locator {
    return this.page.getByTestId('app-ready');
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  /** A header button by the words its name starts with (a badge may follow, e.g. 'In Development'). */
  headerButton(name: string): Locator {
    return this.header.getByRole('button', { name: startsWithWords(name) });
  }

  /** The theme toggle while it offers to switch to `theme`. */
  themeToggle(theme: 'dark' | 'light'): Locator {
    return this.page.getByRole('button', { name: `Switch to ${theme} theme`, exact: true });
  }

  tab(name: MainTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  tabPanel(name: MainTab): Locator {
    return this.page.getByRole('tabpanel', { name, exact: true });
  }

  /** Clicks a main tab and returns its panel. */
  async openTab(name: MainTab): Promise<Locator> {
    await this.tab(name).click();
    return this.tabPanel(name);
  }

  /** A modal by its title; alert dialogs count too. */
  dialog(name: string): Locator {
    return this.page
      .getByRole('dialog', { name, exact: true })
      .or(this.page.getByRole('alertdialog', { name, exact: true }));
  }

  /** Every open dialog, whatever its title. */
  get anyDialog(): Locator {
    return this.page.getByRole('dialog').or(this.page.getByRole('alertdialog'));
  }

  get welcomeDialog(): Locator {
    return this.dialog('Welcome to Polymath');
  }

  get termsDialog(): Locator {
    return this.dialog('Terms of Service');
  }

  /** Closes the welcome dialog the way a first-time visitor does. */
  async getStarted(): Promise<void> {
    await this.welcomeDialog.getByRole('button', { name: 'Get Started', exact: true }).click();
  }

  /** Accepts the terms in the terms dialog. */
  async acceptTerms(): Promise<void> {
    await this.termsDialog.getByRole('button', { name: 'Accept', exact: true }).click();
  }

  get messageInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Message', exact: true });
  }

  get messageLog(): Locator {
    return this.page.getByRole('log', { name: 'Messages', exact: true });
  }

  /** Types a message into the chat input and sends it with Enter, as a person would. */
  async sendMessage(text: string): Promise<void> {
    await this.messageInput.click();
    await this.messageInput.pressSequentially(text);
    await this.messageInput.press('Enter');
  }

  /** Whether the document root carries the `dark` class that switches the theme. */
  isDarkTheme(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  /** A value from this origin's localStorage (null when unset). */
  storedValue(key: string): Promise<string | null> {
    return this.page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);
  }
}

/** A fresh page in a new browser context (another browser, for a person on two devices). */
export async function openFreshApp(openContext: () => Promise<BrowserContext>): Promise<AppPage> {
  const app = new AppPage(await (await openContext()).newPage());
  await app.gotoFresh();
  return app;
}
