import { randomUUID } from 'node:crypto';
import { AuthSessionSchema } from '@polymath/shared';
import { expect } from 'vitest';
import { openWithSession } from '../../fixtures/accounts';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import type { AppPage } from '../../pages/app-page';
import { ChatPage } from '../../pages/chat-page';
import { VibeCodingPage } from '../../pages/vibe-coding';

async function openVibeCoding(app: AppPage): Promise<VibeCodingPage> {
  await app.header.getByRole('button', { name: 'Vibe-Coding', exact: true }).click();
  const vibe = new VibeCodingPage(app.page);
  await vibe.overlay.waitFor({ timeout: UI_TIMEOUT_MS });
  return vibe;
}

test('the AI code editor formats JavaScript with the built-in engine and says what it did', async ({
  app,
}) => {
  await app.gotoFresh();
  const vibe = await openVibeCoding(app);
  await vibe.chooseLanguage('javascript');
  await vibe.replaceCode(
    'JavaScript',
    'const scores=[3,1,2];function best(list){return Math.max(...list)}',
  );
  await vibe.askAi('format the code');
  await expect
    .poll(() => vibe.code('JavaScript'), { timeout: UI_TIMEOUT_MS })
    .toBe(
      [
        'const scores = [3, 1, 2];',
        'function best(list) {',
        '  return Math.max(...list);',
        '}',
      ].join('\n'),
    );
  await vibe.assistantMessages
    .getByRole('listitem')
    .filter({ hasText: 'You: format the code' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await vibe.assistantMessages.getByRole('listitem').count()).toBe(2);
  // What cannot be done without a model is said, and the code stays as it was.
  await vibe.askAi('add error handling');
  await vibe.assistantMessages
    .getByText(/needs a connected model/)
    .waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await vibe.code('JavaScript')).toContain('return Math.max(...list);');
});

test("a free user's fourth run opens the code limit dialog '3/3 used'", async ({
  app,
  baseUrl,
}) => {
  const id = randomUUID().slice(0, 8);
  const response = await fetch(new URL('/auth/register', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Ada ${id}`,
      email: `ada-${id}@example.org`,
      password: `pw-${id}-runs`,
    }),
  });
  const session = AuthSessionSchema.parse(await response.json());
  await openWithSession(app, session);
  await app.header
    .getByText(session.user.name, { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });

  const vibe = await openVibeCoding(app);
  await vibe.chooseLanguage('javascript');
  for (let run = 1; run <= 3; run++) {
    await vibe.replaceCode('JavaScript', `console.log('run ${run}')`);
    await vibe.runButton.click();
    await expect.poll(() => vibe.output.textContent(), { timeout: 30_000 }).toContain(`run ${run}`);
    // The server's count against the month's allowance, not the browser's.
    await vibe.overlay.getByText(`Runs: ${run}/3 this month`, { exact: true }).waitFor();
  }
  await vibe.runButton.click();
  const dialog = app.page.getByRole('dialog', { name: 'Code execution limit reached' });
  await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await dialog.textContent()).toContain('(3/3 used)');
  await dialog.getByRole('button', { name: 'Upgrade to Premium', exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Maybe Later', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  expect(await vibe.output.textContent()).toContain('3/3 used');
}, 120_000);

test("the chat's coding mode answers with code that opens in Vibe-Coding and runs", async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.toolbarButton('Code').click();
  await app.page
    .getByText('Vibe-Coding Active', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  await app.sendMessage('Write hello world in Python');
  const open = chat.messageLog.getByRole('button', { name: 'Open in Vibe-Coding', exact: true });
  await open.waitFor({ timeout: UI_TIMEOUT_MS });
  await open.click();

  const vibe = new VibeCodingPage(app.page);
  await vibe.overlay.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await vibe.overlay.getByRole('combobox').inputValue()).toBe('python');
  await vibe.runButton.click();
  await expect.poll(() => vibe.output.textContent(), { timeout: 90_000 }).toMatch(/Hello, World!/i);
  await vibe.overlay.getByRole('button', { name: 'Back', exact: true }).click();
  await vibe.overlay.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  await app.page.getByRole('button', { name: 'Exit', exact: true }).click();
  await app.page.getByText('Vibe-Coding Active', { exact: true }).waitFor({ state: 'hidden' });
}, 120_000);
