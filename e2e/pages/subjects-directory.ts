import type { Locator } from 'playwright-core';
import { UI_TIMEOUT_MS } from '../fixtures/timeouts';
import type { AppPage } from './app-page';
import { waitForAnimationsToEnd } from './animations';

/** The filters' choices other than a category name, by their visible names. */
export type LevelChoice = 'All Levels' | 'Beginner' | 'Intermediate' | 'Advanced';

/** The Educational Subjects Directory dialog as a person sees it. */
export class SubjectsDirectoryPage {
  constructor(readonly app: AppPage) {}

  get root(): Locator {
    return this.app.dialog('Educational Subjects Directory');
  }

  /** Opens the directory with the Learning tab's 'All Subjects Directory' button, and lets it settle. */
  async openFromLearningTab(): Promise<void> {
    await this.app.openTab('Learning');
    await this.app.page
      .getByRole('button', { name: 'All Subjects Directory', exact: true })
      .click({ timeout: UI_TIMEOUT_MS });
    await this.root.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await waitForAnimationsToEnd(this.root);
  }

  get searchBox(): Locator {
    return this.root.getByRole('searchbox', { name: 'Search subjects', exact: true });
  }

  /** Replaces the search text. */
  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** Picks a category ('All Categories' or a name) in the category filter. */
  async chooseCategory(name: string): Promise<void> {
    await this.choose('Category', name);
  }

  async chooseLevel(level: LevelChoice): Promise<void> {
    await this.choose('Level', level);
  }

  private async choose(filter: 'Category' | 'Level', option: string): Promise<void> {
    await this.root.getByRole('combobox', { name: filter, exact: true }).click();
    await this.app.page.getByRole('option', { name: option, exact: true }).click();
  }

  tab(name: 'All Subjects' | 'By Category'): Locator {
    return this.root.getByRole('tab', { name, exact: true });
  }

  /** The header's counts, e.g. '15 categories · 92 subjects'. */
  get totals(): Locator {
    return this.root.getByText(/^\d+ categor(y|ies) · \d+ subjects?$/);
  }

  /** The line saying how many subjects pass the filters, e.g. 'Showing 2 of 92 subjects'. */
  get shownCount(): Locator {
    return this.root.getByText(/^Showing \d+ of \d+ subjects?$/);
  }

  /** The subject cards of the open tab. */
  get cards(): Locator {
    return this.root.getByRole('tabpanel').getByRole('region');
  }

  card(title: string): Locator {
    return this.root.getByRole('region', { name: title, exact: true });
  }

  /** The titles of the cards shown, in order. */
  async cardTitles(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents();
  }

  get emptyText(): Locator {
    return this.root.getByText('No subjects found. Try adjusting your search terms or filters.', {
      exact: true,
    });
  }
}
