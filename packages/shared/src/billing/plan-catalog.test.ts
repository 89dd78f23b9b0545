import { describe, expect, it } from 'vitest';
import { PRICING } from '../constants';
import { PlanSchema } from './billing.schemas';
import { buildPlans } from './plan-catalog';

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
    expect(free.features).toContain('5 video generations per month');
    expect(premium.features).toContain('No ads');
  });

  it('leaves the Premium price id empty when payments are not configured', () => {
    expect(buildPlans(null)[1].priceId).toBeNull();
  });
});
