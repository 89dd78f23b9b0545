import { STORAGE_KEYS, type ConversationSummary } from '@polymath/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { startOidcProvider, type OidcPeer } from '../../../apps/server/test/peers/oidc-provider';
import { openWithSession, registerAccount } from '../../fixtures/accounts';
import { findFreePort } from '../../fixtures/free-port';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import {
  openReturningContext,
  recordReturningVisitor,
  type StorageState,
} from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { AuthModal, openAuthModal } from '../../pages/auth-modal';
import { ChatPage } from '../../pages/chat-page';
import '../../fixtures/provided-context';

const SERVER_READY_TIMEOUT_MS = 60_000;
/** The whole log of this file's server is kept, to search it for secrets. */
const KEPT_OUTPUT_CHARS = 20_000_000;

// This file's own server, with Google sign-in pointed at a real OpenID Connect server standing in
// for Google, and logging at its most verbose level.
let oidc: OidcPeer;
let server: RunningServer;

beforeAll(async () => {
  const port = await findFreePort();
  oidc = await startOidcProvider({
    redirectUri: `http://127.0.0.1:${port}/auth/google/callback`,
    accounts: {
      'google-grace': { email: 'grace@example.org', name: 'Grace Hopper', emailVerified: true },
      'google-ada': { email: 'ada.g@example.org', name: 'Ada Google', emailVerified: true },
      'google-mallory': { email: 'mallory@example.org', name: 'Mallory', emailVerified: true },
    },
  });
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    port,
    env: {
      GOOGLE_OIDC_ISSUER: oidc.issuer,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      LOG_LEVEL: 'trace',
      KNOWLEDGE_LOOKUP: 'false',
    },
    outputChars: KEPT_OUTPUT_CHARS,
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
}, SERVER_READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
  await oidc?.close();
});

let returningVisitor: Promise<StorageState> | undefined;
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A returning visitor of this file's server; the provider's pages load no web fonts. */
async function openVisitor(browser: Browser): Promise<BrowserContext> {
  returningVisitor ??= recordReturningVisitor(browser, server.baseUrl);
  const context = await openReturningContext(browser, server.baseUrl, await returningVisitor);
  contexts.push(context);
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  return context;
}

/** On the provider's pages: signs in as `accountId` and consents, as a person would. */
async function answerProvider(page: Page, accountId: string): Promise<void> {
  await page.waitForURL((url) => url.origin === oidc.issuer, { timeout: UI_TIMEOUT_MS });
  const login = page.locator('input[name="login"]');
  const consent = page.getByRole('button', { name: 'Continue', exact: true });
  await login.or(consent).first().waitFor({ timeout: UI_TIMEOUT_MS });
  if (await login.isVisible()) {
    await login.fill(accountId);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in', exact: true }).click();
  }
  await consent.click({ timeout: UI_TIMEOUT_MS });
}

/** Opens the Auth modal, chooses Continue with Google and gets through the provider. */
async function continueWithGoogle(app: AppPage, accountId: string): Promise<void> {
  const modal = await openAuthModal(app);
  await modal.googleButton.click();
  await answerProvider(app.page, accountId);
}

/**
 * An attacker's own finished Google sign-in, its one-time code taken as the app would send it to
 * be exchanged, and never exchanged, in a browser of the attacker's own. (A browser follows the
 * callback's redirect by itself, so the code is caught on its way out of the app.)
 */
async function attackersSignInCode(browser: Browser, accountId: string): Promise<string> {
  const page = await (await openVisitor(browser)).newPage();
  const code = new Promise<string>((resolve) => {
    void page.route(
      (url) => url.pathname === '/auth/google/exchange',
      async (route) => {
        resolve((route.request().postDataJSON() as { code: string }).code);
        await route.abort();
      },
    );
  });
  await page.goto('/auth/google');
  await answerProvider(page, accountId);
  const caught = await code;
  await page.close();
  return caught;
}

/** Opens `path` in a new tab of `context`, as following a link would. */
async function openLink(context: BrowserContext, path: string): Promise<AppPage> {
  const app = new AppPage(await context.newPage());
  await app.gotoFresh(path);
  return app;
}

/** The conversations an account keeps on the server. */
async function serverConversationsOf(token: string): Promise<ConversationSummary[]> {
  const response = await fetch(new URL('/api/conversations', server.baseUrl), {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { conversations: ConversationSummary[] };
  return body.conversations;
}

/** Waits until the server has written a request line for `path` (its log arrives by a pipe). */
async function waitForLogOf(path: string): Promise<void> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  while (!server.output().includes(`"url":"${path}`)) {
    if (Date.now() > deadline) throw new Error(`no log line for ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('Continue with Google signs in; no secret of it stays in the address bar or reaches the log', async ({
  browser,
}) => {
  const context = await openVisitor(browser);
  const app = new AppPage(await context.newPage());
  const secrets = new Map<string, string>();
  app.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/auth/google/callback') return;
    secrets.set('the authorization code', url.searchParams.get('code') ?? '');
    secrets.set('the state', url.searchParams.get('state') ?? '');
  });
  app.page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/auth/google') {
      const cookie = /polymath_google_sign_in=([^;]+)/.exec(
        (await response.headerValue('set-cookie')) ?? '',
      );
      secrets.set('the binding cookie', cookie?.[1] ?? '');
    }
    if (url.pathname === '/auth/google/callback') {
      const location = (await response.headerValue('location')) ?? '';
      expect(location).toMatch(/^\/#signInCode=/);
      secrets.set('the one-time code', location.replace('/#signInCode=', ''));
    }
  });

  await app.gotoFresh();
  await continueWithGoogle(app, 'google-grace');
  await app.header.getByText('Grace Hopper', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  const address = new URL(app.page.url());
  expect(address.pathname).toBe('/');
  expect(address.search).toBe('');
  expect(address.hash).toBe('');
  const token = await app.storedValue(STORAGE_KEYS.authToken);
  secrets.set('the session token', token ?? '');
  // Reloading keeps the session: it is this browser's now.
  await app.reload();
  await app.header.getByText('Grace Hopper', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });

  await waitForLogOf('/auth/google/exchange');
  const log = server.output();
  expect(log).toContain('"url":"/auth/google/callback?code=[redacted]&state=[redacted]');
  for (const [what, secret] of secrets) {
    expect(secret.length, `${what} was seen`).toBeGreaterThan(10);
    expect(log.includes(secret), `${what} is in the server log`).toBe(false);
  }
});

/**
 * Two visitors, four links, two sign-in flows and three answers: 35 s on a quiet machine, over the
 * suite's 60 s when the machine is busy with the rest of it.
 */
const ATTACK_LINKS_TIMEOUT_MS = 150_000;

test(
  'a link with a sign-in code or a session token never signs anyone into the attacker’s account',
  async ({ browser }) => {
    const attackerSession = await registerAccount(server.baseUrl, 'Mallory');

    // A signed-in victim opens the attacker's links, each in a new tab as a clicked link would.
    const victimContext = await openVisitor(browser);
    const victimSession = await registerAccount(server.baseUrl, 'Victim');
    await openWithSession(new AppPage(await victimContext.newPage()), victimSession);
    const codeLink = await openLink(
      victimContext,
      `/#signInCode=${await attackersSignInCode(browser, 'google-mallory')}`,
    );
    await codeLink.page
      .getByText('Authentication failed. Please try again.', { exact: true })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await codeLink.header
      .getByText(victimSession.user.name, { exact: true })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    const tokenLink = await openLink(victimContext, `/?token=${attackerSession.token}`);
    await expect
      .poll(() => new URL(tokenLink.page.url()).search, { timeout: UI_TIMEOUT_MS })
      .toBe('');
    await tokenLink.header
      .getByText(victimSession.user.name, { exact: true })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await tokenLink.storedValue(STORAGE_KEYS.authToken)).toBe(victimSession.token);

    // A guest with a conversation opens them too, then goes on chatting.
    const guestContext = await openVisitor(browser);
    const guest = await openLink(guestContext, '/');
    await new ChatPage(guest.page).askAndWait('What is 6 times 7?', 1);
    const guestCodeLink = await openLink(
      guestContext,
      `/#signInCode=${await attackersSignInCode(browser, 'google-mallory')}`,
    );
    await guestCodeLink.page
      .getByRole('dialog', { name: 'Polymath account' })
      .getByText('Authentication failed. Please try again.', { exact: true })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    const guestTokenLink = await openLink(guestContext, `/?token=${attackerSession.token}`);
    await guestTokenLink.header.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await guestTokenLink.storedValue(STORAGE_KEYS.authToken)).toBeNull();
    const chat = new ChatPage(guestTokenLink.page);
    await chat.messageLog.getByText('What is 6 times 7?').waitFor({ timeout: UI_TIMEOUT_MS });
    await chat.askAndWait('What is 8 times 9?', 2);

    // Nothing of either victim reached the attacker's account. (A save comes 1.5 s after a change:
    // this checks that something does not happen, so it waits.)
    await guestTokenLink.page.waitForTimeout(3_000);
    expect(await serverConversationsOf(attackerSession.token)).toEqual([]);
  },
  ATTACK_LINKS_TIMEOUT_MS,
);

test('a guest’s conversations join the Google account only when the person says so', async ({
  browser,
}) => {
  const context = await openVisitor(browser);
  const app = new AppPage(await context.newPage());
  const chat = new ChatPage(app.page);
  await app.gotoFresh();
  await chat.askAndWait('What is 12 plus 30?', 1);

  await continueWithGoogle(app, 'google-ada');
  const question = app.page.getByRole('alertdialog', {
    name: 'Add this browser’s conversations to your account?',
  });
  await question.waitFor({ timeout: UI_TIMEOUT_MS });
  await expect
    .poll(() => question.textContent())
    .toContain('You have 1 conversation in this browser from before you signed in as Ada Google');
  // Nothing is signed in while the question waits.
  expect(await app.storedValue(STORAGE_KEYS.authToken)).toBeNull();
  await question.getByRole('button', { name: 'Keep them out', exact: true }).click();

  await app.header.getByText('Ada Google', { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  await chat.messageLog.getByText('What is 12 plus 30?').waitFor({ state: 'hidden' });
  const token = (await app.storedValue(STORAGE_KEYS.authToken)) ?? '';
  await app.page.waitForTimeout(3_000);
  expect(await serverConversationsOf(token)).toEqual([]);

  // Signed out, the guest's conversation is back.
  await app.header.getByRole('button', { name: 'Logout', exact: true }).click();
  await app.header.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await chat.messageLog.getByText('What is 12 plus 30?').waitFor({ timeout: UI_TIMEOUT_MS });
});

test('an authError from the callback is explained and removed from the URL', async ({
  browser,
}) => {
  const app = new AppPage(await (await openVisitor(browser)).newPage());
  await app.gotoFresh('/?authError=unavailable');
  const modal = new AuthModal(app.page);
  await modal.waitOpen();
  await modal.dialog
    .getByText('Google sign-in temporarily unavailable. Please use email/password.', {
      exact: true,
    })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(new URL(app.page.url()).search).toBe('');
});
