import { INTERVALS, ScraperStatusSchema } from '@polymath/shared';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';
import {
  type FakeWikipedia,
  startFakeWikipedia,
} from '../../../apps/server/test/peers/fake-wikipedia';
import { ARTIFACTS_DIR } from '../../fixtures/screenshots';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import {
  baseContextOptions,
  MOBILE_VIEWPORT,
  recordReturningVisitor,
} from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import '../../fixtures/provided-context';

const SERVER_READY_TIMEOUT_MS = 60_000;
/**
 * Every encyclopedia request is abandoned after this long. The chat's own lookup gives up first
 * and answers without sources; the topic then goes to the background learner, whose lookup runs
 * (visibly) for this long too.
 */
const ENCYCLOPEDIA_TIMEOUT_MS = 10_000;
/** The encyclopedia answers later than anyone waits: every lookup runs until its timeout. */
const ENCYCLOPEDIA_DELAY_MS = 60_000;
const TEST_TIMEOUT_MS = 120_000;

const GREAT_BARRIER_REEF = {
  title: 'Great Barrier Reef',
  categories: ['Coral reefs', 'World Heritage Sites in Australia'],
  extract:
    "The Great Barrier Reef is the world's largest coral reef system, composed of over 2,900 individual reefs and 900 islands stretching for over 2,300 kilometres over an area of approximately 344,400 square kilometres. The reef is located in the Coral Sea, off the coast of Queensland, Australia.",
};

/**
 * Waits until the server's background learner is idle: a round starts once the previous round's
 * lookup has given up (its retry comes 30 s later), or its page would show that one's popup.
 */
async function waitForIdleLearner(baseUrl: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const response = await fetch(`${baseUrl}/api/scraper-status`);
      expect(ScraperStatusSchema.parse(await response.json()).active).toBe(false);
    },
    { timeout: ENCYCLOPEDIA_TIMEOUT_MS + UI_TIMEOUT_MS, interval: 200 },
  );
}

// This file's own encyclopedia (slow) and server: the shared ones answer at once.
let encyclopedia: FakeWikipedia;
let server: RunningServer;

beforeAll(async () => {
  encyclopedia = await startFakeWikipedia({ articles: [GREAT_BARRIER_REEF] });
  encyclopedia.setDelay(ENCYCLOPEDIA_DELAY_MS);
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    env: {
      WIKIPEDIA_BASE_URL: encyclopedia.baseUrl,
      WIKIPEDIA_TIMEOUT_MS: String(ENCYCLOPEDIA_TIMEOUT_MS),
    },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
}, SERVER_READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
  await encyclopedia?.close();
});

test(
  'shows the learning popup on a phone while the topic just asked about is being learned',
  {
    timeout: TEST_TIMEOUT_MS,
  },
  async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await waitForIdleLearner(server.baseUrl);
      const context = await browser.newContext({
        ...baseContextOptions(server.baseUrl),
        viewport: MOBILE_VIEWPORT,
        colorScheme,
        storageState: await recordReturningVisitor(browser, server.baseUrl),
      });
      try {
        const app = new AppPage(await context.newPage());
        // The page's clock is Playwright's: the auto-hide's 4 s pass without waiting for them.
        await app.page.clock.install();
        const chat = new ChatPage(app.page);
        const popup = app.page.getByRole('status', { name: 'AI learning active', exact: true });
        await app.gotoFresh();
        expect(await popup.count()).toBe(0);

        // A new topic each round: a topic being learned or just learned is not looked up again.
        const topic =
          colorScheme === 'light' ? 'the Great Barrier Reef' : 'the coral reefs of Queensland';
        // The answer comes once the chat's own lookup has given up; the learner then takes the topic.
        await chat.ask(`Tell me about ${topic}`);
        await chat.answerActions
          .first()
          .waitFor({ state: 'visible', timeout: ENCYCLOPEDIA_TIMEOUT_MS + UI_TIMEOUT_MS });
        // The app checks the learner again once the reply has ended, without waiting for its poll.
        await popup.waitFor({ state: 'visible', timeout: ENCYCLOPEDIA_TIMEOUT_MS });

        await popup.getByRole('button', { name: 'Details', exact: true }).click();
        // Expanded, it stays past the 4 s auto-hide.
        await app.page.clock.runFor(INTERVALS.learningPopupAutoHideMs + 500);
        expect(await popup.isVisible()).toBe(true);
        await popup
          .getByText('Articles learned', { exact: true })
          .waitFor({ timeout: UI_TIMEOUT_MS });
        const box = await popup.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
        await app.page.screenshot({
          path: `${ARTIFACTS_DIR}learning-popup-390-${colorScheme}.png`,
        });

        await popup.getByRole('button', { name: 'Dismiss', exact: true }).click();
        await popup.waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
      } finally {
        await context.close();
      }
    }
  },
);
