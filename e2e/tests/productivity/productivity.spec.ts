import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { openSignedIn } from '../../fixtures/accounts';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import type { AppPage } from '../../pages/app-page';

const GUEST_TEXT =
  'Please log in to access your productivity tools including tasks, calendar, notes, and research management.';

async function openProductivity(app: AppPage): Promise<Locator> {
  await app.header.getByRole('button', { name: 'Productivity', exact: true }).click();
  const dialog = app.page.getByRole('dialog', { name: 'Productivity Tools' });
  await dialog.waitFor({ timeout: UI_TIMEOUT_MS });
  return dialog;
}

async function openTab(dialog: Locator, name: 'Tasks' | 'Calendar' | 'Notes' | 'Research') {
  await dialog.getByRole('tab', { name, exact: true }).click();
  const panel = dialog.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor({ timeout: UI_TIMEOUT_MS });
  return panel;
}

/** Picks an option of a Radix select by the select's name. */
async function pick(scope: Locator, select: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: select, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

test('a guest reads that the productivity tools need a login', async ({ app }) => {
  await app.gotoFresh();
  const dialog = await openProductivity(app);
  await dialog.getByText(GUEST_TEXT, { exact: true }).waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await dialog.getByRole('tab').count()).toBe(0);
});

test('a task is created and completed, and an event shows on the grid and in Upcoming Events', async ({
  app,
  baseUrl,
}) => {
  await openSignedIn(app, baseUrl);
  const dialog = await openProductivity(app);

  const tasks = await openTab(dialog, 'Tasks');
  const form = tasks.getByRole('region', { name: 'New Task' });
  const create = form.getByRole('button', { name: 'Create Task' });
  expect(await create.isDisabled()).toBe(true);
  await form.getByRole('textbox', { name: 'Title' }).fill('Write the quarterly report');
  await create.click();
  const task = tasks.getByRole('listitem', { name: 'Write the quarterly report' });
  await task.waitFor({ timeout: UI_TIMEOUT_MS });
  await task.getByRole('button', { name: 'Complete', exact: true }).click();
  await task
    .getByRole('button', { name: 'Complete', exact: true })
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });

  const calendar = await openTab(dialog, 'Calendar');
  // The empty list offers New Event too: the day's own button is the first.
  await calendar.getByRole('button', { name: 'New Event', exact: true }).first().click();
  const eventDialog = app.page.getByRole('dialog', { name: 'New Event' });
  await eventDialog.getByRole('textbox', { name: 'Title' }).fill('Team planning');
  await eventDialog.getByRole('button', { name: 'Create Event' }).click();
  await eventDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  const upcoming = calendar.getByRole('list', { name: 'Upcoming events' });
  await upcoming
    .getByRole('listitem', { name: 'Team planning' })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // The new event is on the day that was selected (today), and its day says so.
  await calendar
    .getByRole('button', { name: /, 1 event$/ })
    .first()
    .waitFor({ timeout: UI_TIMEOUT_MS });
});

test('a note with tags is found by search and starred; a citation switches style', async ({
  app,
  baseUrl,
}) => {
  await openSignedIn(app, baseUrl);
  const dialog = await openProductivity(app);

  const notes = await openTab(dialog, 'Notes');
  await notes
    .getByText('No notes yet. Create your first note to get started!', { exact: true })
    .waitFor({ timeout: UI_TIMEOUT_MS });
  // The empty list offers New Note too: the header's button is the first.
  await notes.getByRole('button', { name: 'New Note', exact: true }).first().click();
  const noteDialog = app.page.getByRole('dialog', { name: 'New Note' });
  await noteDialog.getByRole('textbox', { name: 'Title' }).fill('Photosynthesis');
  await noteDialog.getByRole('button', { name: 'Create Note' }).click();
  expect(await noteDialog.getByRole('alert').textContent()).toContain(
    'Please fill in both title and content',
  );
  await noteDialog
    .getByRole('textbox', { name: 'Content' })
    .fill('Chlorophyll absorbs sunlight so plants make glucose from water and carbon dioxide.');
  await noteDialog.getByRole('textbox', { name: 'Tags' }).fill('biology, , plants ');
  await noteDialog.getByRole('button', { name: 'Create Note' }).click();
  await noteDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await notes.getByRole('button', { name: 'New Note', exact: true }).first().click();
  await noteDialog.getByRole('textbox', { name: 'Title' }).fill('Groceries');
  await noteDialog.getByRole('textbox', { name: 'Content' }).fill('Milk, bread and apples.');
  await noteDialog.getByRole('button', { name: 'Create Note' }).click();
  await noteDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  const card = notes.getByRole('listitem', { name: 'Photosynthesis' });
  expect(await card.getByRole('list', { name: 'Tags' }).textContent()).toBe('#biology#plants');
  // The server's full-text search: a stemmed word of the content finds it, and only it.
  await notes.getByRole('searchbox', { name: 'Search notes' }).fill('absorbing');
  await notes
    .getByRole('listitem', { name: 'Groceries' })
    .waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  const star = card.getByRole('button', { name: 'Star', exact: true });
  await star.click();
  await expect
    .poll(() => star.getAttribute('aria-pressed'), { timeout: UI_TIMEOUT_MS })
    .toBe('true');

  const research = await openTab(dialog, 'Research');
  await research.getByRole('button', { name: 'New Citation', exact: true }).click();
  const citationDialog = app.page.getByRole('dialog', { name: 'New Citation' });
  await citationDialog
    .getByRole('textbox', { name: 'Title' })
    .fill('The Feynman lectures on physics');
  await citationDialog
    .getByRole('textbox', { name: 'Authors' })
    .fill('Richard Feynman, Robert Leighton');
  await pick(citationDialog, 'Source type', 'Book');
  // A citation with a DOI (pasted as a doi.org link) is saved and listed with it.
  await citationDialog
    .getByRole('textbox', { name: 'DOI' })
    .fill('https://doi.org/10.1063/1.3051743');
  await citationDialog.getByRole('button', { name: 'Create Citation' }).click();
  // The dialog closes once the server has formatted the reference: this server's first, whose
  // style engine is built on first use (production builds them at start), took over 10 s while
  // stress-ng kept both cores busy.
  await citationDialog.waitFor({ state: 'hidden', timeout: 60_000 });
  const citation = research.getByRole('listitem', { name: 'The Feynman lectures on physics' });
  const reference = citation.getByRole('blockquote');
  await expect
    .poll(() => reference.textContent(), { timeout: UI_TIMEOUT_MS })
    .toContain('Feynman, R., & Leighton, R.');
  expect(await reference.textContent()).toContain('https://doi.org/10.1063/1.3051743');
  await pick(citation, 'Style', 'MLA');
  // Another style, another engine built on first use.
  await expect
    .poll(() => reference.textContent(), { timeout: 60_000 })
    .toContain('Feynman, Richard, and Robert Leighton.');
});

test('research answers with sources, and Save as Note keeps it where search finds it', async ({
  app,
  baseUrl,
}) => {
  await openSignedIn(app, baseUrl);
  const dialog = await openProductivity(app);
  const research = await openTab(dialog, 'Research');
  const box = research.getByRole('region', { name: 'AI Research' });
  await box.getByRole('textbox', { name: 'Research question' }).fill('What is photosynthesis?');
  await box.getByRole('button', { name: 'Research', exact: true }).click();
  const result = research.getByRole('article', { name: 'What is photosynthesis?' });
  await result.waitFor({ timeout: 60_000 });
  // The first research question made the user's first project, on the server.
  await research
    .getByRole('list', { name: 'Research projects' })
    .getByRole('listitem', { name: /photosynthesis/i })
    .waitFor({ timeout: UI_TIMEOUT_MS });

  await result.getByRole('button', { name: 'Save as Note' }).click();
  const noteDialog = app.page.getByRole('dialog', { name: 'New Note' });
  expect(await noteDialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
    'Research: What is photosynthesis?',
  );
  await noteDialog.getByRole('button', { name: 'Create Note' }).click();
  await noteDialog.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  const notes = await openTab(dialog, 'Notes');
  await notes.getByRole('searchbox', { name: 'Search notes' }).fill('photosynthesis');
  const saved = notes.getByRole('listitem', { name: 'Research: What is photosynthesis?' });
  await saved.waitFor({ timeout: UI_TIMEOUT_MS });
  expect(await saved.textContent()).toContain('research');
});
