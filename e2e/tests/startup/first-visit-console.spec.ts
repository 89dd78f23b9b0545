import type { ConsoleMessage } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { APP_READY_TIMEOUT_MS } from '../../fixtures/timeouts';

/** The binding the page calls once the welcome dialog of a first visit is up. */
const WELCOME_SHOWN_BINDING = 'reportWelcomeShown';

/**
 * Runs in the page before the app: notes every Content Security Policy violation (which the
 * console does not show) and calls the test back with them once the app is ready and the welcome
 * dialog has appeared. The test waits for this instead of polling the page, because anything the
 * test runs in the page counts as a user gesture there, and this visit must have none.
 */
function reportWelcomeShown(binding: string): void {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective} by ${event.blockedURI} at ${event.sourceFile}`);
  });
  const observer = new MutationObserver(() => {
    const isReady = document.querySelector('[data-testid="app-ready"]');
    const welcome = document.querySelector('[role="dialog"]');
    if (!isReady || !welcome) return;
    observer.disconnect();
    const report = (window as unknown as Record<string, (found: string[]) => Promise<void>>)[
      binding
    ]!;
    void report(violations);
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

test('a first visit nobody touches logs no error, no refused sound and no CSP violation', async ({
  openContext,
}) => {
  const context = await openContext({ visitor: 'new' });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  let welcomeShown!: (violations: string[]) => void;
  const cspViolations = new Promise<string[]>((resolve) => (welcomeShown = resolve));
  await page.exposeFunction(WELCOME_SHOWN_BINDING, (violations: string[]) =>
    welcomeShown(violations),
  );
  await page.addInitScript(reportWelcomeShown, WELCOME_SHOWN_BINDING);

  await page.goto('/');
  const violations = await withTimeout(
    cspViolations,
    APP_READY_TIMEOUT_MS,
    'The welcome dialog never appeared.',
  );

  // The splash, the intro (whose chime must wait for a gesture) and the app have all run.
  expect(messages.filter((text) => text.startsWith('error') || /AudioContext/i.test(text))).toEqual(
    [],
  );
  expect(messages.filter((text) => text.startsWith('page error'))).toEqual([]);
  // The schema library probing for eval, say, which the app's CSP forbids.
  expect(violations).toEqual([]);
});

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
