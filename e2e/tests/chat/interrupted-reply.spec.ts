import { expect } from 'vitest';
import { askServer } from '../../fixtures/chat-api';
import { startSlowLink } from '../../fixtures/slow-link';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

const QUESTION = 'Tell me about the Great Barrier Reef';
const STREAM_PATH = '/api/chat/stream';
const REPLIES_PATH = '/api/chat/replies/';

test('a reply cut off mid-stream by a lost connection is there in full once back online', async ({
  app,
  baseUrl,
}) => {
  // The whole answer, as a second client gets it (this also teaches the server the article).
  const { message: fullAnswer, sources } = await askServer(baseUrl, QUESTION);
  const words = fullAnswer.split(/\s+/);
  expect(words.length).toBeGreaterThan(40);
  expect(sources.length).toBeGreaterThan(0);

  // The answer's stream goes over a poor connection (about 600 bytes a second, a dozen words):
  // the server has long finished writing while the page is still receiving.
  const link = await startSlowLink(baseUrl, { bytesPerTick: 30, tickMs: 50 });
  try {
    const { page } = app;
    await page.route(`${baseUrl}${STREAM_PATH}`, (route) =>
      route.continue({ url: `${link.url}${STREAM_PATH}` }),
    );
    await app.gotoFresh();
    const chat = new ChatPage(page);
    await chat.ask(QUESTION);
    // The answer's first words are on screen (more than the question's words): it is streaming.
    const streaming = chat.messageLog.getByText(words.slice(0, 6).join(' '));
    await streaming.waitFor({ timeout: UI_TIMEOUT_MS });

    // The signal is lost: the page goes offline and the connection drops mid-stream.
    const pickUpFailed = page.waitForEvent('requestfailed', {
      predicate: (request) => request.url().startsWith(`${baseUrl}${REPLIES_PATH}`),
      timeout: UI_TIMEOUT_MS,
    });
    await page.context().setOffline(true);
    link.cut();
    // The page noticed and tried to pick the reply up, which cannot work offline.
    await pickUpFailed;
    const shownWhenCut = ((await streaming.textContent()) ?? '').trim();
    expect(fullAnswer.startsWith(shownWhenCut)).toBe(true);
    expect(shownWhenCut.length).toBeLessThan(fullAnswer.length / 2);
    expect(await chat.stopButton.isVisible()).toBe(true);

    // Back online: the reply the server finished meanwhile is there whole, with its sources.
    await page.context().setOffline(false);
    await chat.messageLog
      .getByText(fullAnswer, { exact: true })
      .waitFor({ timeout: UI_TIMEOUT_MS });
    await chat.answerActions.first().waitFor({ timeout: UI_TIMEOUT_MS });
    expect(await chat.sources.count()).toBe(1);
    expect(await chat.stopButton.isVisible()).toBe(false);
  } finally {
    await link.close();
  }
});
