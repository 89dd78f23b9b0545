import type { Locator, Page } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';

/** The six tabs of the Study Plans page, by their visible names, in their order. */
export const STUDY_PLANS_TABS = [
  'Recommendations',
  'Wikipedia Learning',
  'Interests',
  'Knowledge Gaps',
  'Search',
  'All Paths',
] as const;
export type StudyPlansTab = (typeof STUDY_PLANS_TABS)[number];

/**
 * The Study Plans page at /study-plans as a person sees it: its tabs, the cards of paths and topics
 * (each a region named by its title), the search box and the Study Plan dialog.
 */
export class StudyPlansPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Study Plans', exact: true });
  }

  /** The row of the six tabs. */
  get tabList(): Locator {
    return this.page.getByRole('tablist');
  }

  /** The six tabs, in their order. */
  get tabs(): Locator {
    return this.tabList.getByRole('tab');
  }

  /** The Learning Analytics card above the tabs. */
  get analyticsCard(): Locator {
    return this.page.getByRole('region', { name: 'Learning Analytics', exact: true });
  }

  tab(name: StudyPlansTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Clicks a tab and returns its panel. */
  async openTab(name: StudyPlansTab): Promise<Locator> {
    await this.tab(name).click();
    const panel = this.page.getByRole('tabpanel', { name, exact: true });
    await panel.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    return panel;
  }

  /** A card (path, interest or gap) by its title, matched without regard to case. */
  card(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search learning paths' });
  }

  /** 'Found N learning path(s)' or 'No results found for the query'. */
  get searchSummary(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Found \d+ learning path|No results/ });
  }

  /** The Study Plan dialog of a path. */
  planDialog(pathTitle: string): Locator {
    return this.page.getByRole('dialog', { name: `Study Plan: ${pathTitle}`, exact: true });
  }

  /** A path card's progress, 0 to 100, as its progress bar announces it. */
  async progressOf(card: Locator): Promise<number> {
    const value = await card.getByRole('progressbar').getAttribute('aria-valuenow');
    return Number(value);
  }
}
