import type { Locator, Page } from 'playwright-core';

/** A box on screen, as Playwright measures it. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The app's toasts: one 'Notifications' region whose list holds the toasts shown. */
export class Toasts {
  constructor(readonly page: Page) {}

  get region(): Locator {
    return this.page.getByRole('region', { name: /^Notifications/ });
  }

  /** The toasts on screen, oldest first. */
  get shown(): Locator {
    return this.region.locator(':scope > ol > li');
  }

  /** The toast whose text holds `text`. */
  withText(text: string): Locator {
    return this.shown.filter({ hasText: text });
  }
}
