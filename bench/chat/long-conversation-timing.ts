import { getActiveConversation, serializeStore, STORAGE_KEYS } from '@polymath/shared';
import { errors, type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../../e2e/fixtures/browser';
import { resolveChromiumPath } from '../../e2e/fixtures/chromium-path';
import {
  baseContextOptions,
  recordReturningVisitor,
  type StorageState,
} from '../../e2e/fixtures/visitors';
import { AppPage } from '../../e2e/pages/app-page';
import { median, roundMs } from '../lib/percentiles';
import { printFigure } from '../lib/report';
import { installChatTimers, KEEP_NAMES_SHIM, type BenchWindow } from './in-page-timers';
import { scrollConversationToStart, usedHeapMb, type ScrollCost } from './long-conversation-costs';
import { LAST_MESSAGE_MARKER } from './long-conversation-messages';
import { buildLongConversationStore, LONG_CONVERSATION_MESSAGES } from './seed-conversation';

/** How long one open or one reply may take before the run is called broken. */
const STEP_TIMEOUT_MS = 60_000;

/**
 * One question per run, each answered by the built-in engine's percentage skill, so every run asks
 * something new and the answer is a number the seeded messages never contain.
 */
const APPEND_QUESTIONS = [
  { percent: 37, of: 1250 },
  { percent: 64, of: 385 },
  { percent: 23, of: 1860 },
  { percent: 81, of: 945 },
  { percent: 12, of: 4075 },
].map(({ percent, of }) => ({
  question: `What is ${percent}% of ${of}?`,
  answer: String((percent * of) / 100),
}));

/**
 * Puts the long conversation in the page's storage before any of the app's scripts run. Playwright
 * writes a context's `storageState` local storage as the first page loads, and a value this large
 * (1.3 MB) now and then lands after the app has read its storage: the app then opened a fresh
 * conversation and the run waited for text that never came.
 */
function seedConversationStore(entry: { key: string; value: string }): void {
  // The app's page only: not the frames it may hold.
  if (window === window.top) window.localStorage.setItem(entry.key, entry.value);
}

/**
 * How long after the startup splash has gone the last message may still take to come into view.
 * The splash lasts over a second and the app renders under it, so a page that scrolls to the
 * latest message has done so long before.
 */
const LAST_MESSAGE_GRACE_MS = 1_000;

/** Waits for an in-page time; undefined when it is not set within `timeoutMs`. */
async function readPageTime(
  page: Page,
  key: 'benchRenderedMs' | 'benchOpenMs',
  timeoutMs: number,
): Promise<number | undefined> {
  try {
    const handle = await page.waitForFunction((name) => (window as BenchWindow)[name], key, {
      timeout: timeoutMs,
    });
    return await handle.jsonValue();
  } catch (error) {
    if (error instanceof errors.TimeoutError) return undefined;
    throw error;
  }
}

/** Asks `question` as a person would and resolves with the in-page time until `answer` is shown. */
async function timeAppend(app: AppPage, question: string, answer: string): Promise<number> {
  await app.messageInput.fill(question);
  const reply = app.page.evaluate((text) => (window as BenchWindow).benchWatchReply!(text), answer);
  await app.messageInput.press('Enter');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`No reply showing ${answer} within ${STEP_TIMEOUT_MS} ms.`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([reply, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What one run measured, in milliseconds. */
interface RunTimes {
  renderedMs: number;
  lastShownMs: number | undefined;
  appendMs: number;
  heapMb: number;
  scroll: ScrollCost;
}

async function runOnce(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
  store: string,
  step: (typeof APPEND_QUESTIONS)[number],
): Promise<RunTimes> {
  const context = await browser.newContext({
    ...baseContextOptions(baseUrl),
    storageState,
    // Skips the intro animation that plays after the splash; it is drawn over the app either way.
    reducedMotion: 'reduce',
  });
  try {
    await context.addInitScript({ content: KEEP_NAMES_SHIM });
    await context.addInitScript(seedConversationStore, {
      key: STORAGE_KEYS.conversations,
      value: store,
    });
    await context.addInitScript(installChatTimers, LAST_MESSAGE_MARKER);
    const app = new AppPage(await context.newPage());
    await app.page.goto('/');
    const renderedMs = await readPageTime(app.page, 'benchRenderedMs', STEP_TIMEOUT_MS);
    if (renderedMs === undefined) throw new Error('The conversation never appeared.');
    // The app stays inert under the startup splash; a person can type once it is gone.
    await app.waitReady();
    const lastShownMs = await readPageTime(app.page, 'benchOpenMs', LAST_MESSAGE_GRACE_MS);
    const heapMb = await usedHeapMb(app.page);
    const appendMs = await timeAppend(app, step.question, step.answer);
    const scroll = await scrollConversationToStart(app.page);
    return { renderedMs, lastShownMs, appendMs, heapMb, scroll };
  } finally {
    await context.close();
  }
}

function printMedian(name: string, values: readonly number[]): void {
  printFigure(name, roundMs(median(values)), 'ms');
}

/**
 * Opens a 2,000-message conversation in Chromium as a returning guest and asks one more question,
 * once per APPEND_QUESTIONS entry, each in a fresh browser context, and prints medians: navigation
 * start until the last message is on screen (open), until the first messages are on screen
 * (rendered), and pressing Enter until the reply is fully shown (append); then the JS heap after
 * the open (median) and, scrolling from the last message to the first, the longest task of any
 * run and the median count of tasks over 50 ms. When the page does not bring the last message
 * into view, the open figure is replaced by the number of such runs.
 */
export async function measureLongConversation(baseUrl: string): Promise<void> {
  const store = buildLongConversationStore();
  // The reply is recognised by its number, so no seeded message may show it already.
  for (const { content } of getActiveConversation(store).messages) {
    const shown = APPEND_QUESTIONS.find(({ answer }) => content.includes(answer));
    if (shown) throw new Error(`The seeded conversation already shows ${shown.answer}.`);
  }
  const browser = await launchChromium(resolveChromiumPath());
  try {
    const visitor = await recordReturningVisitor(browser, baseUrl);
    const serialized = serializeStore(store);
    const runs: RunTimes[] = [];
    for (const step of APPEND_QUESTIONS)
      runs.push(await runOnce(browser, baseUrl, visitor, serialized, step));

    const figure = `chat-open-${LONG_CONVERSATION_MESSAGES}-messages`;
    const lastShownMs = runs.flatMap(({ lastShownMs }) => lastShownMs ?? []);
    if (lastShownMs.length === runs.length) printMedian(figure, lastShownMs);
    else printFigure(`${figure}-last-not-shown`, runs.length - lastShownMs.length, 'runs');
    printMedian(
      `${figure}-rendered`,
      runs.map(({ renderedMs }) => renderedMs),
    );
    printMedian(
      `chat-append-${LONG_CONVERSATION_MESSAGES}-messages`,
      runs.map(({ appendMs }) => appendMs),
    );
    printFigure(
      `chat-open-${LONG_CONVERSATION_MESSAGES}-messages-js-heap`,
      median(runs.map(({ heapMb }) => heapMb)),
      'MB',
    );
    printFigure(
      `chat-scroll-${LONG_CONVERSATION_MESSAGES}-messages-longest-task`,
      Math.max(...runs.map(({ scroll }) => scroll.longestTaskMs)),
      'ms',
    );
    printFigure(
      `chat-scroll-${LONG_CONVERSATION_MESSAGES}-messages-long-tasks`,
      median(runs.map(({ scroll }) => scroll.longTasks)),
      'tasks',
      0,
    );
  } finally {
    await browser.close();
  }
}
