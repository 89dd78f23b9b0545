import type { Locator, Page } from 'playwright-core';

/** A number shown in one of the panel's cards, by its label. */
export type RewardsStatLabel =
  | 'Total Points'
  | 'Level'
  | 'Achievements'
  | 'Day Streak'
  | 'Messages'
  | 'Images'
  | 'Documents'
  | 'Questions'
  | 'Learning Paths'
  | 'Streak Days';

const PROGRESS_LABELS = new Set<RewardsStatLabel>([
  'Total Points',
  'Level',
  'Achievements',
  'Day Streak',
]);

/**
 * The Rewards tab's panel as a person sees it: the Your Progress and Activity Stats cards, and the
 * Achievements and Recent Activity tabs. Locators go by role and visible name.
 */
export class RewardsPanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole('tabpanel', { name: 'Rewards', exact: true });
  }

  get progressCard(): Locator {
    return this.panel.getByRole('region', { name: 'Your Progress', exact: true });
  }

  get activityStats(): Locator {
    return this.panel.getByRole('region', { name: 'Activity Stats', exact: true });
  }

  /** The value shown under a stat's label. */
  stat(label: RewardsStatLabel): Locator {
    const card = PROGRESS_LABELS.has(label) ? this.progressCard : this.activityStats;
    return card
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  }

  /** The stat as a number ('1,234' reads 1234). */
  async statValue(label: RewardsStatLabel): Promise<number> {
    const text = (await this.stat(label).textContent()) ?? '';
    return Number(text.replaceAll(/[^\d]/g, ''));
  }

  /** A tab under the cards. */
  tab(name: 'Achievements' | 'Recent Activity'): Locator {
    return this.panel.getByRole('tab', { name, exact: true });
  }

  tabPanel(name: 'Achievements' | 'Recent Activity'): Locator {
    return this.panel.getByRole('tabpanel', { name, exact: true });
  }
}
