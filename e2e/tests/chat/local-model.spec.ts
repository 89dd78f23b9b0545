import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { TINY_MODEL_WORDS, writeTinyGguf } from '../../../apps/server/test/peers/tiny-gguf';
import { startServer, type RunningServer } from '../../fixtures/server-process';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { openReturningContext } from '../../fixtures/visitors';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import '../../fixtures/provided-context';

const SERVER_READY_TIMEOUT_MS = 60_000;
/**
 * A word of the tiny model's answers (see tiny-gguf.ts). Which ones it picks depends on the whole
 * prompt, which changes with the product's system prompt: any of its words is the model's.
 */
const TINY_MODEL_WORD = new RegExp(`\\b(${TINY_MODEL_WORDS.join('|')})\\b`);

// This file's own server, answering with a tiny GGUF model run by llama.cpp inside it. Its
// answers are long (they end only at LOCAL_MODEL_MAX_ANSWER_TOKENS), so Stop has time to act.
let folder: string;
let server: RunningServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'polymath-e2e-local-model-'));
  const modelPath = join(folder, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  server = await startServer({
    pgliteTemplate: inject('pgliteTemplate'),
    env: {
      LOCAL_MODEL_PATH: modelPath,
      LOCAL_MODEL_CONTEXT_SIZE: '4096',
      LOCAL_MODEL_MAX_ANSWER_TOKENS: '2000',
      KNOWLEDGE_LOOKUP: 'false',
    },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
}, SERVER_READY_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await server?.stop();
  await rm(folder, { recursive: true, force: true });
});

test('a question is answered by the local model as it writes, and Stop ends the answer', async ({
  browser,
}) => {
  const context = await openReturningContext(browser, server.baseUrl);
  try {
    const app = new AppPage(await context.newPage());
    const chat = new ChatPage(app.page);
    await app.gotoFresh();

    await chat.ask('Tell me a story about the sea');
    const answer = chat.messageLog.getByText(TINY_MODEL_WORD).first();
    await answer.waitFor({ timeout: UI_TIMEOUT_MS });
    await chat.stopButton.waitFor({ timeout: UI_TIMEOUT_MS });
    // Still being written: more words arrive while we watch.
    const early = (await answer.textContent()) ?? '';
    await expect
      .poll(async () => ((await answer.textContent()) ?? '').length, { timeout: UI_TIMEOUT_MS })
      .toBeGreaterThan(early.length);

    // The server answers the stop with the text it had written by then, which the answer takes.
    const stopAnswered = app.page.waitForResponse(
      (response) => /\/api\/chat\/stream\/[^/]+\/stop$/.test(new URL(response.url()).pathname),
      { timeout: UI_TIMEOUT_MS },
    );
    await chat.stopButton.click();
    await chat.answerActions.first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await chat.stopButton.isVisible()).toBe(false);
    await stopAnswered;
    await app.page.waitForTimeout(100);
    // The answer ended where it was stopped: it no longer grows.
    const stopped = (await answer.textContent()) ?? '';
    expect(stopped.split(/\s+/).length).toBeLessThan(1000);
    await app.page.waitForTimeout(1000);
    expect((await answer.textContent()) ?? '').toBe(stopped);

    // The composer is usable again.
    await chat.messageInput.click();
    await chat.messageInput.pressSequentially('And another one');
    expect(await chat.messageInput.inputValue()).toBe('And another one');
  } finally {
    await context.close();
  }
});
