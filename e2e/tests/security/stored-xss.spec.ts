import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { AuthModal } from '../../pages/auth-modal';
import { ConversationsSidebar } from '../../pages/conversations-sidebar';

/**
 * Stored XSS: payloads saved through the API in every field the web app renders that a user can
 * write (display name, conversation titles, messages, reply quotes, error details, sources, and
 * what the learning features make of a question: Learning and Study Plans), then
 * shown in Chromium. None may become markup, run, open a dialog or navigate. The CSP would block
 * inline handlers even if one got into the page, so the test also fails on any element a payload
 * made and on any CSP violation: the rendering itself must be safe.
 */

const MARK = `xss${randomUUID().slice(0, 8)}`;
const PAYLOADS = [
  `<img src=x onerror="window.__pwned='${MARK}-img'">`,
  `<script>window.__pwned='${MARK}-script'</script>`,
  `<svg onload="window.__pwned='${MARK}-svg'"><script>alert(1)</script></svg>`,
  `<a href="javascript:window.__pwned='${MARK}-a'">${MARK} raw link</a>`,
  `[${MARK} markdown link](javascript:window.__pwned='${MARK}-md')`,
  `[${MARK} data link](data:text/html,<script>alert(1)</script>)`,
  `![${MARK} image](javascript:alert(1))`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `$\\href{javascript:alert(1)}{${MARK} katex}$`,
  `<details open ontoggle="alert(1)">x</details>`,
];
const TEXT = PAYLOADS.join('\n\n');

/** Records dialogs, navigations away and CSP violations of a page from its first script on. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __pwned?: string; __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 tries `new Function` once to see whether it may compile its checks: not a payload.
      if (event.blockedURI === 'eval') return;
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return {
    dialogs,
    /** Whatever a payload left behind in the page. */
    traces: () =>
      page.evaluate((mark) => {
        const w = window as unknown as { __pwned?: string; __violations: string[] };
        const made = [
          ...document.querySelectorAll(
            'img[src="x"], iframe, [onerror], [onload], [ontoggle], a[href^="javascript:" i], a[href^="data:" i], img[src^="javascript:" i]',
          ),
        ].map((element) => element.outerHTML.slice(0, 120));
        const scripts = [...document.scripts]
          .filter((script) => script.textContent?.includes(mark))
          .map((s) => s.outerHTML.slice(0, 120));
        return { pwned: w.__pwned ?? null, violations: w.__violations, made, scripts };
      }, MARK),
  };
}

async function api(baseUrl: string, method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const NO_TRACES = { pwned: null, violations: [], made: [], scripts: [] };

test('stored payloads in a name, a conversation and its messages render as text', async ({
  openContext,
  baseUrl,
}) => {
  const account = { email: `${MARK}@example.org`, password: `secret-${MARK}` };
  const session = await api(baseUrl, 'POST', '/auth/register', {
    name: `<img src=x onerror="window.__pwned='${MARK}-name'">`,
    ...account,
  });
  const token = session.token as string;
  const now = new Date().toISOString();
  const id = `conv-${MARK}`;
  await api(
    baseUrl,
    'PUT',
    `/api/conversations/${id}`,
    {
      id,
      title: `${MARK} <img src=x onerror=alert(1)>`,
      updatedAt: now,
      messages: [
        { id: `${id}-1`, role: 'user', content: TEXT, timestamp: now, feedback: null },
        {
          id: `${id}-2`,
          role: 'assistant',
          content: TEXT,
          timestamp: now,
          feedback: null,
          status: 'complete',
          sources: [
            {
              source: `javascript:window.__pwned='${MARK}-source'`,
              reliability: 0.9,
              content: TEXT,
            },
            {
              source: `${MARK} <b>title</b> (javascript:alert(1))`,
              reliability: 0.5,
              content: 'x',
            },
          ],
          verification: { confidence: 0.5, inconsistencies: [TEXT] },
        },
        {
          id: `${id}-3`,
          role: 'user',
          content: 'A reply',
          timestamp: now,
          feedback: null,
          replyTo: { messageId: `${id}-2`, preview: TEXT },
        },
        {
          id: `${id}-4`,
          role: 'assistant',
          content: TEXT,
          timestamp: now,
          feedback: null,
          status: 'error',
          errorDetails: TEXT,
        },
      ],
    },
    token,
  );

  const page = await (await openContext()).newPage();
  const seen = await watch(page);
  const app = new AppPage(page);
  await app.gotoFresh();
  await app.header.getByRole('button', { name: 'Login', exact: true }).click();
  const modal = new AuthModal(page);
  await modal.waitOpen();
  await modal.signIn(account.email, account.password);
  await modal.waitClosed();
  const sidebar = new ConversationsSidebar(page);
  await expect
    .poll(() => sidebar.titles(), { timeout: UI_TIMEOUT_MS })
    .toContainEqual(expect.stringContaining(MARK));
  await sidebar.conversation(MARK).click();
  // The payloads show as the text they are.
  await app.messageLog
    .getByText(`${MARK} markdown link`)
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await page
    .getByText('<img src=x onerror=', { exact: false })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // A person clicks the links the answer shows: none leaves the page or runs anything.
  const origin = new URL(page.url()).origin;
  for (const link of await app.messageLog.getByRole('link').all()) {
    if (!/xss/.test((await link.textContent()) ?? '')) continue;
    await link.click({ modifiers: [] }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
  expect(new URL(page.url()).origin).toBe(origin);
  expect(seen.dialogs).toEqual([]);
  expect(await seen.traces()).toEqual(NO_TRACES);
  // Settings shows the display name too.
  await app.openTab('Settings');
  expect(await seen.traces()).toEqual(NO_TRACES);
  expect(seen.dialogs).toEqual([]);
});

test('a link whose question carries payloads sends them as plain text', async ({ openContext }) => {
  const page = await (await openContext()).newPage();
  const seen = await watch(page);
  const app = new AppPage(page);
  await app.gotoFresh(`/?q=${encodeURIComponent(`${MARK} ${PAYLOADS.slice(0, 5).join(' ')}`)}`);
  await app.messageLog
    .getByText(MARK, { exact: false })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // Whatever the learning features made of it shows as text too.
  const learning = await app.openTab('Learning');
  await learning
    .getByRole('link', { name: 'Open Study Plans' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await learning
    .getByText('Loading your learning summary…')
    .waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  expect(seen.dialogs).toEqual([]);
  expect(await seen.traces()).toEqual(NO_TRACES);
  // Study Plans lists the guest's questions and interests.
  await page.goto('/study-plans');
  await page.getByRole('heading', { name: 'Study Plans' }).waitFor({ timeout: UI_TIMEOUT_MS });
  // The tabs show once the paths have loaded.
  await page
    .getByRole('tab', { name: 'Interests', exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(seen.dialogs).toEqual([]);
  expect(await seen.traces()).toEqual(NO_TRACES);
});
