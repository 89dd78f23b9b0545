import { describe, expect, it } from 'vitest';
import { LIMITS, PRICING } from '../constants';
import { PRODUCT_FEATURES, type ProductFeature } from '../system/product-features';
import { PlanSchema } from './billing.schemas';
import {
  buildPlans,
  FREE_PLAN_LINES,
  offeredPlanLines,
  PREMIUM_PLAN_LINES,
  type PlanLine,
} from './plan-catalog';

/** The list with one feature's state changed. */
function withState(id: string, state: ProductFeature['state']): ProductFeature[] {
  return PRODUCT_FEATURES.map((feature) => (feature.id === id ? { ...feature, state } : feature));
}

/** What a card should offer, read from the feature list itself. */
function expectedLines(lines: readonly PlanLine[], features: readonly ProductFeature[]): string[] {
  return lines
    .filter((line) => {
      const feature = features.find((candidate) => candidate.id === line.feature);
      return (
        (feature === undefined || feature.state === 'available') && line.monthlyAllowance !== 0
      );
    })
    .map((line) => line.text);
}

describe('plan catalog', () => {
  it('builds the Free and Premium plans of the chooser, Premium popular at $9.99', () => {
    const [free, premium] = buildPlans('price_1');
    expect(PlanSchema.parse(free)).toMatchObject({ id: 'free', price: 0, priceId: null });
    expect(PlanSchema.parse(premium)).toMatchObject({
      id: 'premium',
      price: PRICING.premiumMonthlyUsd,
      priceId: 'price_1',
      popular: true,
    });
    expect(free.features).toContain('Basic AI assistance');
    expect(premium.features).toContain('No ads');
  });

  it('offers only the lines whose feature works on this server, in the spec’s words', () => {
    const [free, premium] = buildPlans('price_1');
    expect(free.features).toEqual(expectedLines(FREE_PLAN_LINES, PRODUCT_FEATURES));
    expect(premium.features).toEqual(expectedLines(PREMIUM_PLAN_LINES, PRODUCT_FEATURES));
    expect(PREMIUM_PLAN_LINES.map((line) => line.text)).toContain('Unlimited image generation');
    expect(FREE_PLAN_LINES.map((line) => line.text)).toContain(
      `${LIMITS.free.videoGeneration} video generations per month`,
    );
  });

  it.each(PRODUCT_FEATURES.map((feature) => [feature.id, feature] as const))(
    'follows the state of %s',
    (id, feature) => {
      const changed = withState(id, feature.state === 'available' ? 'coming-soon' : 'available');
      for (const lines of [FREE_PLAN_LINES, PREMIUM_PLAN_LINES]) {
        expect(offeredPlanLines(lines, changed)).toEqual(expectedLines(lines, changed));
      }
    },
  );

  it('offers no allowance the server does not give a free account', () => {
    const screenLine = FREE_PLAN_LINES.find((line) => line.feature === 'screen-analysis');
    expect(screenLine?.monthlyAllowance).toBe(LIMITS.free.screenAnalysis);
    const offered = offeredPlanLines(FREE_PLAN_LINES, withState('screen-analysis', 'available'));
    expect(offered.some((line) => line.includes('screen analysis'))).toBe(
      LIMITS.free.screenAnalysis > 0,
    );
  });

  it('offers unlimited image generation and video allowances once they are built', () => {
    const built = withState('video-generation', 'available').map((feature) =>
      feature.id === 'image-generation' ? { ...feature, state: 'available' as const } : feature,
    );
    expect(offeredPlanLines(PREMIUM_PLAN_LINES, built)).toContain('Unlimited image generation');
    expect(offeredPlanLines(FREE_PLAN_LINES, built)).toContain('5 video generations per month');
  });

  it('leaves the Premium price id empty when payments are not configured', () => {
    expect(buildPlans(null)[1].priceId).toBeNull();
  });
});
