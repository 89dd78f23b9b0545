import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { resolveChromiumPath } from '../../e2e/fixtures/chromium-path';
import { CHROMIUM_ARGS } from '../../e2e/fixtures/browser';

/** The four Lighthouse categories the bench reports, by their id in the report. */
export const LIGHTHOUSE_CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

/** Which device Lighthouse emulates: its default (a mid-range phone) or its desktop preset. */
export type LighthouseFormFactor = 'mobile' | 'desktop';

/** One Lighthouse run's category scores (0 to 100) and the metrics behind Performance. */
export interface LighthouseScores {
  categories: Record<keyof typeof LIGHTHOUSE_CATEGORIES, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
}

/** Headless, offline and quiet, as the end-to-end tests launch Chromium. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Runs Lighthouse 12 on `url` in a fresh Chromium (a new profile: a first visit) with its default
 * simulated throttling, and returns the four category scores. Lighthouse 13 needs Node 22.
 */
export async function measureLighthouse(
  url: string,
  formFactor: LighthouseFormFactor,
): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath: resolveChromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(LIGHTHOUSE_CATEGORIES),
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
    const scoreOf = (id: string): number => {
      const score = lhr.categories[id]?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}.`);
      return Math.round(score * 100);
    };
    const metricOf = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} value for ${url}.`);
      return value;
    };
    return {
      categories: {
        performance: scoreOf(LIGHTHOUSE_CATEGORIES.performance),
        accessibility: scoreOf(LIGHTHOUSE_CATEGORIES.accessibility),
        bestPractices: scoreOf(LIGHTHOUSE_CATEGORIES.bestPractices),
        seo: scoreOf(LIGHTHOUSE_CATEGORIES.seo),
      },
      largestContentfulPaintMs: metricOf('largest-contentful-paint'),
      totalBlockingTimeMs: metricOf('total-blocking-time'),
      cumulativeLayoutShift: metricOf('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}
