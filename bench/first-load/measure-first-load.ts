import { startServer } from '../../e2e/fixtures/server-process';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';
import {
  LIGHTHOUSE_CATEGORIES,
  measureLighthouse,
  type LighthouseFormFactor,
} from './lighthouse-scores';
import { measureFirstVisit } from './measure-first-visit';

/** CLS is a fraction: three decimals show a change. */
const CLS_DIGITS = 3;

const FORM_FACTORS: readonly LighthouseFormFactor[] = ['mobile', 'desktop'];

/**
 * The first-load figures: what Chromium transfers on a first visit to `/` with its LCP and CLS,
 * then Lighthouse's four scores for a phone and a desktop, on one freshly started server.
 */
export async function measureFirstLoad(): Promise<void> {
  // The encyclopedia is never asked here; no lookup should reach the network.
  const server = await startServer({
    env: { KNOWLEDGE_LOOKUP: 'false' },
    readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
  });
  try {
    const visit = await measureFirstVisit(server.baseUrl);
    printFigure('first-visit-js-transferred', visit.transferred.script, 'bytes');
    printFigure('first-visit-css-transferred', visit.transferred.stylesheet, 'bytes');
    printFigure('first-visit-total-transferred', visit.transferred.total, 'bytes');
    printFigure('first-visit-lcp', Math.round(visit.largestContentfulPaintMs), 'ms');
    printFigure('first-visit-cls', visit.cumulativeLayoutShift, 'score', CLS_DIGITS);

    for (const formFactor of FORM_FACTORS) {
      const scores = await measureLighthouse(`${server.baseUrl}/`, formFactor);
      // Printed under the categories' own ids: performance, accessibility, best-practices, seo.
      for (const [category, id] of Object.entries(LIGHTHOUSE_CATEGORIES)) {
        const score = scores.categories[category as keyof typeof LIGHTHOUSE_CATEGORIES];
        printFigure(`lighthouse-${formFactor}-${id}`, score, 'points');
      }
      printFigure(
        `lighthouse-${formFactor}-lcp`,
        Math.round(scores.largestContentfulPaintMs),
        'ms',
      );
      printFigure(`lighthouse-${formFactor}-tbt`, Math.round(scores.totalBlockingTimeMs), 'ms');
      printFigure(
        `lighthouse-${formFactor}-cls`,
        scores.cumulativeLayoutShift,
        'score',
        CLS_DIGITS,
      );
    }
  } finally {
    await server.stop();
  }
}
