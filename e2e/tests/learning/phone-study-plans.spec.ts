import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import { MOBILE_VIEWPORT } from '../../fixtures/visitors';
import { StudyPlansPage } from '../../pages/study-plans-page';

/** The laptop size the issue names. */
const LAPTOP_VIEWPORT = { width: 1366, height: 900 } as const;

/** The tops of the tabs, rounded: one value when they are on one row. */
async function rowsOf(tabs: Locator): Promise<number[]> {
  const tops = await tabs.evaluateAll((nodes) =>
    nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  return [...new Set(tops)];
}

/** Whether the tab list fades out at its start and at its end (where more tabs hide). */
function fadesOf(list: Locator): Promise<{ start: boolean; end: boolean }> {
  return list.evaluate((node) => {
    // The mask's first and last colour stops; a transparent stop fades that edge.
    const stops = getComputedStyle(node).maskImage.match(/rgba?\([^)]*\)/g) ?? [];
    const isClear = (stop: string | undefined) => /^rgba\(.*,\s*0\)$/.test(stop ?? '');
    return { start: isClear(stops[0]), end: isClear(stops.at(-1)) };
  });
}

test('on a phone, the Study Plans tabs are one row on the first screen, with a fade where more hide', async ({
  openContext,
}) => {
  const page = await (await openContext({ viewport: MOBILE_VIEWPORT })).newPage();
  await page.goto('/study-plans');
  const studyPlans = new StudyPlansPage(page);
  await studyPlans.tabList.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await studyPlans.analyticsCard.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });

  expect(await rowsOf(studyPlans.tabs), 'the six tabs are on one row').toHaveLength(1);
  const listBox = (await studyPlans.tabList.boundingBox())!;
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  expect(listBox.y + listBox.height, 'the tabs are on the first screen').toBeLessThanOrEqual(
    MOBILE_VIEWPORT.height,
  );
  const cardBox = (await studyPlans.analyticsCard.boundingBox())!;
  expect(cardBox.height, 'the analytics card is compact').toBeLessThanOrEqual(
    MOBILE_VIEWPORT.height / 3,
  );

  // The row is wider than the phone: its end fades until it is scrolled there, then its start.
  expect(await fadesOf(studyPlans.tabList)).toEqual({ start: false, end: true });
  const allPaths = await studyPlans.openTab('All Paths');
  await allPaths.getByRole('region').first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await expect
    .poll(() => fadesOf(studyPlans.tabList), { timeout: UI_TIMEOUT_MS })
    .toEqual({
      start: true,
      end: false,
    });

  // The figures are one tap away.
  await studyPlans.analyticsCard.getByRole('button', { name: 'Show details' }).click();
  await studyPlans.analyticsCard
    .getByText('Recommended paths', { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
});

test('on a laptop, the Study Plans figures and tabs show at once, without fades', async ({
  openContext,
}) => {
  const page = await (await openContext({ viewport: LAPTOP_VIEWPORT })).newPage();
  await page.goto('/study-plans');
  const studyPlans = new StudyPlansPage(page);
  await studyPlans.tabList.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await studyPlans.analyticsCard
    .getByText('Recommended paths', { exact: true })
    .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  expect(
    await studyPlans.analyticsCard.getByRole('button', { name: 'Show details' }).isVisible(),
  ).toBe(false);
  expect(await rowsOf(studyPlans.tabs)).toHaveLength(1);
  expect(await fadesOf(studyPlans.tabList)).toEqual({ start: false, end: false });
});
