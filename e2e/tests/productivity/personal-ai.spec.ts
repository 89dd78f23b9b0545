import { expect } from 'vitest';
import { openSignedIn } from '../../fixtures/accounts';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

const QUESTION = 'What is photosynthesis?';

test('with verbosity set to brief, the same question gets a shorter answer', async ({
  app,
  baseUrl,
}) => {
  await openSignedIn(app, baseUrl);
  const chat = new ChatPage(app.page);
  /** The words of the `index`-th finished answer, without its sources and badge. */
  const answerText = (index: number) =>
    chat.messageLog
      .locator('[aria-busy="false"]')
      .nth(index)
      .evaluate((answer) => answer.children[1]?.textContent ?? '');

  await chat.askAndWait(QUESTION, 1);
  const medium = await answerText(0);
  expect(medium.length).toBeGreaterThan(0);

  await chat.toolbarButton('Personal AI').click();
  const dialog = app.page.getByRole('dialog', { name: 'Personal AI Assistant' });
  await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
  await dialog.getByRole('tab', { name: 'AI Personality', exact: true }).click();
  const verbosity = dialog.getByRole('combobox', { name: 'Verbosity', exact: true });
  await verbosity.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await verbosity.textContent()).toBe('Medium');
  await verbosity.click();
  await app.page.getByRole('option', { name: 'Brief', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save personality' }).click();
  await dialog.getByText('Personality saved. New answers follow it.').waitFor({
    timeout: UI_TIMEOUT_MS,
  });
  await app.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  await chat.askAndWait(QUESTION, 2);
  const brief = await answerText(1);
  expect(brief.length).toBeGreaterThan(0);
  expect(brief.length).toBeLessThan(medium.length);
});
