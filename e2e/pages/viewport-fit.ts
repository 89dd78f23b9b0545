import type { Locator, Page } from 'playwright-core';

/**
 * What sticks out of the window sideways, as a person on a phone would see it cut off: each named
 * control whose box reaches past the left or right edge (its name and box), and the container
 * itself when it can be scrolled sideways (its content is wider than it is).
 */
export async function horizontalOverflowOf(
  page: Page,
  container: Locator,
  controls: Record<string, Locator>,
): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const outside: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    const box = await control.boundingBox();
    if (!box) {
      outside.push(`${name}: not on screen`);
      continue;
    }
    // Half a pixel of rounding from fractional layouts is not a cut-off edge.
    if (box.x < -0.5 || box.x + box.width > width + 0.5) {
      outside.push(`${name}: ${Math.round(box.x)}–${Math.round(box.x + box.width)} px of ${width}`);
    }
  }
  const sideways = await container.evaluate((element) => element.scrollWidth - element.clientWidth);
  if (sideways > 0) outside.push(`the container scrolls sideways by ${sideways} px`);
  return outside;
}
