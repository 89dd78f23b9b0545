import { describe, expect, it } from 'vitest';
import { PRICING } from '../constants';
import {
  CancelSubscriptionRequestSchema,
  CheckoutSessionSchema,
  PlanSchema,
  SubscriptionListSchema,
} from './billing.schemas';

describe('billing schemas', () => {
  it('accepts the free plan without a price id and the premium plan with one', () => {
    const free = {
      id: 'free',
      name: 'Free',
      price: PRICING.freeMonthlyUsd,
      priceId: null,
      features: ['5 video generations per month'],
      popular: false,
    };
    expect(PlanSchema.safeParse(free).success).toBe(true);
    const premium = {
      ...free,
      id: 'premium',
      price: PRICING.premiumMonthlyUsd,
      priceId: 'price_1',
    };
    expect(PlanSchema.safeParse(premium).success).toBe(true);
  });

  it('refuses a plan tier that does not exist', () => {
    const plan = { id: 'gold', name: 'Gold', price: 20, priceId: 'p', features: [], popular: true };
    expect(PlanSchema.safeParse(plan).success).toBe(false);
  });

  it('refuses a checkout address that is not http(s)', () => {
    const session = { success: true, url: 'javascript:alert(1)' };
    expect(CheckoutSessionSchema.safeParse(session).success).toBe(false);
  });

  it('accepts a subscription list and requires a subscription id to cancel', () => {
    const list = {
      success: true,
      subscriptions: [{ id: 'sub_1', status: 'active', currentPeriodEnd: null }],
    };
    expect(SubscriptionListSchema.safeParse(list).success).toBe(true);
    expect(CancelSubscriptionRequestSchema.safeParse({ subscriptionId: '' }).success).toBe(false);
  });
});
