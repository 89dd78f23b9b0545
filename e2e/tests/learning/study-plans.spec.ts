import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { ChatPage } from '../../pages/chat-page';
import { STUDY_PLANS_TABS, StudyPlansPage } from '../../pages/study-plans-page';

// Two questions on two topics of different categories, as a guest would ask them.
const JAVASCRIPT_QUESTION = 'What is a closure in JavaScript?';
const PHOTOSYNTHESIS_QUESTION = "I still don't understand how photosynthesis works in plants";

test('turns two chat topics into interests, then finds, starts and progresses a path', async ({
  app,
}) => {
  await app.gotoFresh();
  const chat = new ChatPage(app.page);
  await chat.askAndWait(JAVASCRIPT_QUESTION, 1);
  await chat.askAndWait(PHOTOSYNTHESIS_QUESTION, 2);

  const learning = await app.openTab('Learning');
  await learning.getByRole('link', { name: 'Open Study Plans' }).click();
  const studyPlans = new StudyPlansPage(app.page);
  await studyPlans.heading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(app.page.url()).toMatch(/\/study-plans$/);

  const interests = await studyPlans.openTab('Interests');
  const javascript = interests.getByRole('region', { name: /^javascript$/i });
  await javascript.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await interests
    .getByRole('region', { name: /^photosynthesis$/i })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  await javascript.getByRole('button', { name: 'Find Paths', exact: true }).click();
  expect((await studyPlans.searchBox.inputValue()).toLowerCase()).toBe(
    'learning path for javascript',
  );
  await studyPlans.searchSummary.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await studyPlans.searchSummary.textContent()).toMatch(
    /^Found [1-9]\d* learning path\(s\)$/,
  );

  const search = app.page.getByRole('tabpanel', { name: 'Search', exact: true });
  const firstResult = search.getByRole('region').first();
  const pathTitle = (await firstResult.getByRole('heading').first().textContent()) ?? '';
  expect(pathTitle).not.toBe('');
  await firstResult.getByRole('button', { name: 'Start Learning', exact: true }).click();
  const plan = studyPlans.planDialog(pathTitle);
  await plan.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await plan.getByRole('button', { name: 'Start Learning', exact: true }).click();
  await plan.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });

  const allPaths = await studyPlans.openTab('All Paths');
  const card = allPaths.getByRole('region', { name: pathTitle, exact: true });
  await expect.poll(() => studyPlans.progressOf(card), { timeout: UI_TIMEOUT_MS }).toBe(15);

  const firstResource = card.getByRole('button', { name: 'Mark Done', exact: true }).first();
  await firstResource.click();
  await expect.poll(() => firstResource.isDisabled(), { timeout: UI_TIMEOUT_MS }).toBe(true);
  // One resource of a long path can be less than the 15 a start gives: mark done until it shows.
  const markDone = card.getByRole('button', { name: 'Mark Done', exact: true });
  for (let index = 1; index < (await markDone.count()); index += 1) {
    if ((await studyPlans.progressOf(card)) > 15) break;
    await markDone.nth(index).click();
    await expect
      .poll(() => markDone.nth(index).isDisabled(), { timeout: UI_TIMEOUT_MS })
      .toBe(true);
  }
  await expect
    .poll(() => studyPlans.progressOf(card), { timeout: UI_TIMEOUT_MS })
    .toBeGreaterThan(15);

  // The progress is the server's: it is still there after a reload.
  const recorded = await studyPlans.progressOf(card);
  await app.page.reload();
  const reloaded = await studyPlans.openTab('All Paths');
  await expect
    .poll(
      () => studyPlans.progressOf(reloaded.getByRole('region', { name: pathTitle, exact: true })),
      {
        timeout: UI_TIMEOUT_MS,
      },
    )
    .toBe(recorded);
});

test('fits every Study Plans tab on a phone in the dark theme', async ({ openContext }) => {
  const context = await openContext({ viewport: MOBILE_VIEWPORT, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/study-plans');
  const studyPlans = new StudyPlansPage(page);
  await studyPlans.heading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

  for (const name of STUDY_PLANS_TABS) {
    await studyPlans.tab(name).scrollIntoViewIfNeeded();
    const panel = await studyPlans.openTab(name);
    expect(await panel.isVisible(), `${name} panel`).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} wider than the phone`).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  }
  const allPaths = page.getByRole('tabpanel', { name: 'All Paths', exact: true });
  await allPaths.getByRole('region').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});
