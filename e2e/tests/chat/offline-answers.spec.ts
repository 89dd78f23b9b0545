import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { openReturningContext, recordReturningVisitor } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import '../../fixtures/provided-context';

const SERVER_READY_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 120_000;

/** Each quick-start tile with what a useful answer to it says. */
const TILES: { prompt: string; says: RegExp }[] = [
  { prompt: 'What is 15% of 240?', says: /= 36$/m },
  { prompt: 'Convert 5 miles to kilometers', says: /= 8\.04672 kilometers/ },
  { prompt: 'What is photosynthesis?', says: /Photosynthesis is the process by which plants/ },
  {
    prompt: "What is today's date?",
    says: new RegExp(`Today is \\w+, \\w+ \\d+, ${new Date().getUTCFullYear()}`),
  },
  { prompt: 'Tell me about the Andromeda Galaxy', says: /about 2\.5 million light-years away/ },
  { prompt: 'What can Polymath do?', says: /facts about countries and cities/ },
];

// A server of its own with no network to draw on: no encyclopedia, no web search, no news feeds.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    env: { KNOWLEDGE_LOOKUP: 'false' },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
}, SERVER_READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
});

test(
  'answers every quick-start tile usefully on a server with no model and no network',
  { timeout: TEST_TIMEOUT_MS },
  async ({ browser }) => {
    const storageState = await recordReturningVisitor(browser, server.baseUrl);
    for (const tile of TILES) {
      // A new guest for each tile: the tiles show on an empty chat only.
      const context = await openReturningContext(browser, server.baseUrl, storageState);
      try {
        const app = new AppPage(await context.newPage());
        const chat = new ChatPage(app.page);
        await app.gotoFresh();
        await app.page
          .getByRole('list', { name: 'Quick start' })
          .getByRole('button', { name: new RegExp(tile.prompt.replace(/[?.]/g, '\\$&')) })
          .click();
        await chat.answerActions.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
        // The answer's Markdown is drawn once its renderer has loaded.
        await expect
          .poll(() => chat.messageLog.innerText(), { timeout: UI_TIMEOUT_MS, message: tile.prompt })
          .toMatch(tile.says);
        const answer = await chat.messageLog.innerText();
        expect(answer, tile.prompt).not.toMatch(/I can't reach|I won't guess|AI_BASE_URL/);

        if (tile.prompt === 'What is photosynthesis?') {
          // The subjects directory is cited, with its material linked and a confidence band.
          const learnMore = chat.messageLog.getByRole('link', { name: 'OpenStax Biology 2e' });
          expect(await learnMore.getAttribute('href')).toBe(
            'https://openstax.org/details/books/biology-2e',
          );
          const source = chat.sources.getByRole('listitem').first();
          expect(await source.locator('p').textContent()).toMatch(/^Photosynthesis is the process/);
          expect(await chat.confidenceBadges.first().textContent()).toMatch(/^High confidence/);
        }
      } finally {
        await context.close();
      }
    }
  },
);
