import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { openFreshApp } from '../../pages/app-page';
import { openAuthModal } from '../../pages/auth-modal';
import { ChatPage } from '../../pages/chat-page';

/** Resolves once the page has saved its auto prompts on the server. */
function savedOnServer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/personal-ai/auto-prompts') &&
      response.ok(),
    { timeout: UI_TIMEOUT_MS },
  );
}

async function openManager(page: Page) {
  await new ChatPage(page).toolbarButton('Auto Prompts').click();
  const manager = page.getByRole('dialog', { name: 'Auto Prompt Manager' });
  await manager.waitFor({ timeout: UI_TIMEOUT_MS });
  return manager;
}

/** The names on the manager's prompt cards, in order. */
async function promptNames(page: Page): Promise<string[]> {
  const manager = page.getByRole('dialog', { name: 'Auto Prompt Manager' });
  return manager.locator('li[aria-labelledby^="auto-prompt-"] h4').allTextContents();
}

test('an auto prompt deleted in one browser stays deleted in another', async ({ openContext }) => {
  const id = randomUUID().slice(0, 8);
  const account = { name: `Ada ${id}`, email: `ada-${id}@example.org`, password: `secret-${id}` };

  // First browser: sign up and make two manual prompts.
  const laptop = await openFreshApp(openContext);
  const signUp = await openAuthModal(laptop);
  await signUp.tab('Sign Up').click();
  await signUp.fillSignUp(account);
  await signUp.submitSignUp();
  await signUp.waitClosed();
  const laptopManager = await openManager(laptop.page);
  const form = laptopManager.getByRole('form', { name: 'New auto prompt' });
  for (const name of ['Keep', 'Drop']) {
    // The radio itself is hidden inside its segment, which takes the click.
    await form.locator('label', { hasText: 'Manual' }).click();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: /^Prompt/ }).fill(`What is ${name}?`);
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await laptopManager.getByRole('listitem', { name }).waitFor({ timeout: UI_TIMEOUT_MS });
  }
  await savedOnServer(laptop.page);

  // Second browser: sign in; both prompts come down and stay in its storage.
  const phone = await openFreshApp(openContext);
  const signIn = await openAuthModal(phone);
  await signIn.signIn(account.email, account.password);
  await signIn.waitClosed();
  const phoneManager = await openManager(phone.page);
  for (const name of ['Keep', 'Drop']) {
    await phoneManager.getByRole('listitem', { name }).waitFor({ timeout: UI_TIMEOUT_MS });
  }

  // The first browser deletes one.
  const deleted = savedOnServer(laptop.page);
  await laptopManager.getByRole('button', { name: 'Delete Drop' }).click();
  await laptop.page
    .getByRole('alertdialog', { name: 'Delete this auto prompt?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await deleted;

  // The second browser, opened again, drops it too instead of uploading it back.
  await phone.page.reload();
  await openManager(phone.page);
  await expect.poll(() => promptNames(phone.page), { timeout: UI_TIMEOUT_MS }).toEqual(['Keep']);
  await laptop.page.reload();
  await openManager(laptop.page);
  await expect.poll(() => promptNames(laptop.page), { timeout: UI_TIMEOUT_MS }).toEqual(['Keep']);
});
