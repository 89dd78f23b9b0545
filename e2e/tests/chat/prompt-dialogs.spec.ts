import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

/** The question behind the Live Events 'Technology' tile (the tile shows only its label). */
const TECHNOLOGY_QUESTION = 'What are the latest developments in technology and AI this week?';

test('a Live Events tile and a Conversation Theme starter each send their question', async ({
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
