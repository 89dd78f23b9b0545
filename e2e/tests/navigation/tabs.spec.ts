import { expect } from 'vitest';
import { test } from '../../fixtures/test';
import { UI_TIMEOUT_MS } from '../../fixtures/timeouts';
import type { MainTab } from '../../pages/app-page';

const MAIN_TABS: MainTab[] = ['Chat', 'Learning', 'Rewards', 'Settings'];

const SETTINGS_SECTIONS = [
  'Account and Authentication',
  'AI Generation Settings',
  'Privacy and Security',
  'Advanced Features',
  'Appearance',
  'Support',
  'Legal',
  'Contact Support',
];

test('shows the panel of each main tab', async ({ app }) => {
  await app.gotoFresh();
  for (const name of MAIN_TABS) {
    const panel = await app.openTab(name);
    await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    expect(await app.tab(name).getAttribute('aria-selected'), `${name} tab selected`).toBe('true');
    const otherPanels = MAIN_TABS.filter((other) => other !== name).map((other) =>
      app.tabPanel(other),
    );
    for (const other of otherPanels) expect(await other.isVisible()).toBe(false);
  }
});

test('lists the settings sections and a link to write to support', async ({ app }) => {
  await app.gotoFresh();
  const settings = await app.openTab('Settings');
  for (const section of SETTINGS_SECTIONS) {
    await settings
      .getByRole('heading', { name: section, exact: true })
      .waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  }
  const mailLink = settings.locator('a[href^="mailto:"]');
  await mailLink.first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  const href = await mailLink.first().getAttribute('href');
  expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
});
