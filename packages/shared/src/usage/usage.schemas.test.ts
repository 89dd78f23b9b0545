import { describe, expect, it } from 'vitest';
import { LIMITS, USAGE_FEATURES } from '../constants';
import {
  FeatureUsageCountersSchema,
  IncrementUsageRequestSchema,
  MonthKeySchema,
  UsageLimitsSchema,
} from './usage.schemas';

describe('usage schemas', () => {
  it('accepts year-month keys and refuses other shapes', () => {
    expect(MonthKeySchema.safeParse('2025-01').success).toBe(true);
    expect(MonthKeySchema.safeParse('2025-13').success).toBe(false);
    expect(MonthKeySchema.safeParse('2025-1').success).toBe(false);
  });

  it('accepts usage limits covering every counted feature', () => {
    const usage = Object.fromEntries(
      USAGE_FEATURES.map((feature) => [feature, { used: 0, limit: LIMITS.premiumCap }]),
    );
    expect(
      UsageLimitsSchema.safeParse({ monthKey: '2025-01', isPremium: true, usage }).success,
    ).toBe(true);
  });

  it('refuses usage limits that leave a feature out', () => {
    const usage = { imageGeneration: { used: 3, limit: LIMITS.free.imageGeneration } };
    expect(
      UsageLimitsSchema.safeParse({ monthKey: '2025-01', isPremium: false, usage }).success,
    ).toBe(false);
  });

  it('refuses negative counters in a tracker', () => {
    const counters = {
      videoGeneration: 0,
      screenAnalysis: 0,
      imageGeneration: -1,
      premiumAI: 0,
      advancedTools: 0,
    };
    expect(FeatureUsageCountersSchema.safeParse(counters).success).toBe(false);
  });

  it('increments only counted features', () => {
    expect(IncrementUsageRequestSchema.safeParse({ featureType: 'codeExecution' }).success).toBe(
      true,
    );
    expect(IncrementUsageRequestSchema.safeParse({ featureType: 'teleport' }).success).toBe(false);
  });
});
