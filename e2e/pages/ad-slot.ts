import type { Locator } from 'playwright-core';
import type { AppPage } from './app-page';

/** The desktop ad column beside the chat, as a person sees it. */
export class AdSlotPage {
  constructor(readonly app: AppPage) {}

  /** The column, named 'Advertisement'. */
  get region(): Locator {
    return this.app.page.getByRole('complementary', { name: 'Advertisement', exact: true });
  }

  /** The house banner's promise, shown when no real ad fills the slot. */
  get fallbackBanner(): Locator {
    return this.region.getByText('No ads with Premium', { exact: true });
  }

  get upgradeButton(): Locator {
    return this.region.getByRole('button', { name: 'Upgrade', exact: true });
  }
}
