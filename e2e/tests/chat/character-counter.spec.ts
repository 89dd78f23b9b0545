import { CHAT } from '@polymath/shared';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';

const PASTED_CHARS = 45_000;
const SENTENCE = 'The quick brown fox jumps over the lazy dog. ';

test('a 45,000-character paste shows the character counter in red', async ({
  openContext,
  baseUrl,
}) => {
  expect(PASTED_CHARS).toBeGreaterThan(CHAT.counterDangerAbove);
  const context = await openContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await new AppPage(page).gotoFresh();
  const chat = new ChatPage(page);

  // A real paste: the text goes to the clipboard, then Ctrl+V in the input.
  const text = SENTENCE.repeat(Math.ceil(PASTED_CHARS / SENTENCE.length)).slice(0, PASTED_CHARS);
  await page.evaluate((clipboardText) => navigator.clipboard.writeText(clipboardText), text);
  await chat.messageInput.click();
  await page.keyboard.press('Control+V');

  await expect
    .poll(async () => (await chat.messageInput.inputValue()).length, { timeout: UI_TIMEOUT_MS })
    .toBe(PASTED_CHARS);
  await chat.characterCounter.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await chat.characterCounter.textContent()).toBe('45,000 / 50,000 characters');
  // What a person sees: the counter's text colour, whatever CSS notation the theme uses, is red.
  const { red, green, blue } = await chat.colourOf(chat.characterCounter);
  expect(red).toBeGreaterThan(150);
  expect(red).toBeGreaterThan(2 * green);
  expect(red).toBeGreaterThan(2 * blue);
});
