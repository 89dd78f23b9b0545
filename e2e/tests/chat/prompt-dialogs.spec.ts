import { TECH_STORY } from '../../fixtures/news-feeds';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

/** The question behind the Live Events 'Technology' tile (the tile shows only its label). */
const TECHNOLOGY_QUESTION = 'What are the latest developments in technology and AI this week?';

test("a Live Events tile lists the feed's headlines with links, and a theme starter sends its question", async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);

  await chat.toolbarButton('Live Events').click();
  const liveEvents = app.dialog('Live Events');
  await liveEvents.getByRole('button', { name: 'Technology', exact: true }).click();
  await liveEvents.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await chat.messageLog
    .getByText(`You: ${TECHNOLOGY_QUESTION}`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // A question sent while an answer is on its way is ignored: let this one finish first.
  await chat.answerActions.first().waitFor({ timeout: UI_TIMEOUT_MS });
  // The headline is a link in the answer (and again on its source card).
  const headline = chat.messageLog
    .getByRole('link', { name: TECH_STORY.title, exact: true })
    .first();
  await headline.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await headline.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stories\//);
  await chat.messageLog
    .getByText(/Stand-in Tech, \d+ minutes ago/)
    .waitFor({ timeout: UI_TIMEOUT_MS });

  await chat.toolbarButton('Conversation Themes').click();
  const themes = app.dialog('AI Conversation Themes');
  const starter = themes
    .getByRole('list', { name: 'Technical Help starters', exact: true })
    .getByRole('button')
    .first();
  const starterText = ((await starter.textContent()) ?? '').trim();
  await starter.click();
  await themes.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await chat.messageLog
    .getByText(`You: ${starterText}`, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await chat.answerActions.nth(1).waitFor({ timeout: UI_TIMEOUT_MS });
});
