import type { Browser } from 'playwright-core';
import type { FakeOpenAI } from '../../apps/server/test/peers/fake-openai';
import { launchChromium } from '../../e2e/fixtures/browser';
import { resolveChromiumPath } from '../../e2e/fixtures/chromium-path';
import { UI_TIMEOUT_MS } from '../../e2e/fixtures/timeouts';
import {
  baseContextOptions,
  recordReturningVisitor,
  type StorageState,
} from '../../e2e/fixtures/visitors';
import { AppPage } from '../../e2e/pages/app-page';
import { ChatPage } from '../../e2e/pages/chat-page';
import { median } from '../lib/percentiles';
import { printFigure } from '../lib/report';

/** Words of the streamed reply: the fake provider sends each word as its own chunk (token). */
const STREAMED_REPLY_TOKENS = 200;
/**
 * The fake provider's pause before each word: none (tokens come faster than the screen shows
 * frames, as after a stall or from a fast model), and 10 ms (a steady 100 tokens a second).
 */
const PACES = [
  { figure: `chat-stream-${STREAMED_REPLY_TOKENS}-tokens-list-renders`, tokenDelayMs: 0 },
  { figure: `chat-stream-${STREAMED_REPLY_TOKENS}-tokens-paced-list-renders`, tokenDelayMs: 10 },
] as const;
/** Runs, each a new guest in a fresh browser context; the median is printed. */
const RUNS = 5;
/** The profiled region: the chat's message list (apps/web chat-view.tsx). */
const MESSAGE_LIST_ID = 'message-list';
/** The last word of the reply, to recognise it once it is whole. */
const LAST_WORD = 'Goodbye.';
/** After the finished reply is on screen, late renders (its rewards, refetched usage) settle. */
const SETTLE_MS = 1_000;
/** Reply finished: how long it may take before the run is called broken. */
const REPLY_TIMEOUT_MS = 60_000;

const SENTENCE = 'The tide rises and falls twice a day as the moon pulls on the sea.';

/** A reply of exactly STREAMED_REPLY_TOKENS words, ending with LAST_WORD. */
function streamedReplyText(): string {
  const sentenceWords = SENTENCE.split(' ');
  const words = Array.from(
    { length: STREAMED_REPLY_TOKENS - 1 },
    (_, index) => sentenceWords[index % sentenceWords.length]!,
  );
  return [...words, LAST_WORD].join(' ');
}

/** What the profiling build adds to `window` (apps/web/src/lib/render-counter.tsx). */
interface RenderCountsWindow {
  polymathRenderCounts?: Record<string, number>;
}

function readListRenders(chat: ChatPage): Promise<number | undefined> {
  return chat.page.evaluate(
    (id) => (window as Window & RenderCountsWindow).polymathRenderCounts?.[id],
    MESSAGE_LIST_ID,
  );
}

async function countOnce(browser: Browser, baseUrl: string, visitor: StorageState) {
  const context = await browser.newContext({
    ...baseContextOptions(baseUrl),
    storageState: visitor,
  });
  try {
    const app = new AppPage(await context.newPage());
    await app.gotoFresh();
    const chat = new ChatPage(app.page);
    await chat.messageInput.fill('How do tides work?');
    const before = (await readListRenders(chat)) ?? 0;
    await chat.messageInput.press('Enter');
    await chat.answerActions.first().waitFor({ state: 'visible', timeout: REPLY_TIMEOUT_MS });
    await chat.messageLog.getByText(LAST_WORD).first().waitFor({ timeout: UI_TIMEOUT_MS });
    await app.page.waitForTimeout(SETTLE_MS);
    const after = await readListRenders(chat);
    if (after === undefined) {
      throw new Error(
        'No render counts in the page: it is not the profiling build of the web app.',
      );
    }
    return after - before;
  } finally {
    await context.close();
  }
}

/**
 * How often the chat's message list renders while one reply of STREAMED_REPLY_TOKENS tokens streams
 * in, at each of PACES: Chromium on the profiling build (served by the server at `baseUrl`, which
 * must use `provider` as its model), counted by React's Profiler around the list, from pressing
 * Enter until the reply is finished and the page has settled. Median of RUNS new guests per pace.
 */
export async function measureStreamRenders(baseUrl: string, provider: FakeOpenAI): Promise<void> {
  const browser = await launchChromium(resolveChromiumPath());
  try {
    const visitor = await recordReturningVisitor(browser, baseUrl);
    for (const { figure, tokenDelayMs } of PACES) {
      provider.setBehaviour({ reply: streamedReplyText(), chunkDelayMs: tokenDelayMs });
      const renders: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        renders.push(await countOnce(browser, baseUrl, visitor));
      }
      printFigure(figure, median(renders), 'renders');
    }
  } finally {
    await browser.close();
  }
}
