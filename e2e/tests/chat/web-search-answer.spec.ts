import { CHAT } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { WEB_ANSWER, WEB_QUESTION } from '../../fixtures/web-search';
import { ChatPage } from '../../pages/chat-page';

test('answers from web search results with three sources, their excerpts and a confidence band', async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);

  await chat.askAndWait(WEB_QUESTION, 1);
  const said = chat.messageLog.getByText(WEB_ANSWER, { exact: false }).first();
  await said.waitFor({ timeout: UI_TIMEOUT_MS });

  const items = chat.sources.getByRole('listitem');
  expect(await items.count()).toBe(CHAT.maxSources);
  for (const item of await items.all()) {
    const link = item.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pages\//);
    const excerpt = (await item.locator('p').textContent()) ?? '';
    expect(excerpt).toContain(WEB_ANSWER);
    expect(excerpt.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars + 1);
    await item.getByText(/^Reliability \d+%$/).waitFor({ timeout: UI_TIMEOUT_MS });
  }
  const badge = (await chat.confidenceBadges.textContent()) ?? '';
  expect(badge).toMatch(/^(High|Medium|Low) confidence: \d+%$/);
});
