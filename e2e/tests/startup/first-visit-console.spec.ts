import type { ConsoleMessage } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { APP_READY_TIMEOUT_MS } from '../../fixtures/timeouts';

/** The binding the page calls once the welcome dialog of a first visit is up. */
const WELCOME_SHOWN_BINDING = 'reportWelcomeShown';

/**
 * Runs in the page before the app: calls the test back once the app is ready and the welcome
 * dialog has appeared. The test waits for this instead of polling the page, because anything the
 * test runs in the page counts as a user gesture there, and this visit must have none.
 */
function reportWelcomeShown(binding: string): void {
  const observer = new MutationObserver(() => {
    const isReady = document.querySelector('[data-testid="app-ready"]');
    const welcome = document.querySelector('[role="dialog"]');
    if (!isReady || !welcome) return;
    observer.disconnect();
    void (window as unknown as Record<string, () => Promise<void>>)[binding]!();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

test('a first visit nobody touches logs no error and no refused sound', async ({ openContext }) => {
  const context = await openContext({ visitor: 'new' });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  let welcomeShown!: () => void;
  const isWelcomeShown = new Promise<void>((resolve) => (welcomeShown = resolve));
  await page.exposeFunction(WELCOME_SHOWN_BINDING, () => welcomeShown());
  await page.addInitScript(reportWelcomeShown, WELCOME_SHOWN_BINDING);

  await page.goto('/');
  await withTimeout(isWelcomeShown, APP_READY_TIMEOUT_MS, 'The welcome dialog never appeared.');

  // The splash, the intro (whose chime must wait for a gesture) and the app have all run.
  expect(messages.filter((text) => text.startsWith('error') || /AudioContext/i.test(text))).toEqual(
    [],
  );
  expect(messages.filter((text) => text.startsWith('page error'))).toEqual([]);
});

function withTimeout(promise: Promise<void>, ms: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
