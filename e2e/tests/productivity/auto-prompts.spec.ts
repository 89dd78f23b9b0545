import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { ChatPage } from '../../pages/chat-page';

test('an interval auto prompt fires on its own and its message appears in the chat', async ({
  app,
}) => {
  // The page's clock is Playwright's, so a minute passes without waiting for it.
  await app.page.clock.install();
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.toolbarButton('Auto Prompts').click();
  const manager = app.page.getByRole('dialog', { name: 'Auto Prompt Manager' });
  await manager.waitFor({ timeout: UI_TIMEOUT_MS });

  const form = manager.getByRole('form', { name: 'New auto prompt' });
  const create = form.getByRole('button', { name: 'Create', exact: true });
  expect(await create.isDisabled()).toBe(true);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Stretch');
  await form.getByRole('textbox', { name: /^Prompt/ }).fill('What is a good one-minute stretch?');
  await form.getByRole('spinbutton', { name: /^Every \(minutes\)/ }).fill('1');
  await form.getByRole('spinbutton', { name: /^Maximum runs/ }).fill('1');
  await create.click();
  const card = manager.getByRole('listitem', { name: 'Stretch' });
  await card.waitFor({ timeout: UI_TIMEOUT_MS });
  await app.page.keyboard.press('Escape');
  await manager.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  // Nothing is sent before its minute is up; the 60-second check after it sends the prompt. The
  // clock jumps (each due timer fires once), as a tab left open would see the minutes pass.
  await app.page.clock.fastForward(30_000);
  expect(await chat.messageLog.getByText('What is a good one-minute stretch?').count()).toBe(0);
  await app.page.clock.fastForward(95_000);
  const sent = chat.messageLog.getByText('What is a good one-minute stretch?');
  await sent.waitFor({ timeout: UI_TIMEOUT_MS });

  // It ran once, its maximum: it shows one run and fires no more.
  await chat.answerActions.first().waitFor({ timeout: UI_TIMEOUT_MS });
  await app.page.clock.fastForward(180_000);
  expect(await sent.count()).toBe(1);
  await chat.toolbarButton('Auto Prompts').click();
  await manager.waitFor({ timeout: UI_TIMEOUT_MS });
  await manager
    .getByRole('listitem', { name: 'Stretch' })
    .getByText('1 of 1 run', { exact: true })
    .waitFor();
});
