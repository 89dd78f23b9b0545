import { z } from 'zod';
import { USAGE_FEATURES } from '../constants';
import { CountSchema } from '../common/common.schemas';

/**
 * Plans and limits. The spec's client kept three overlapping trackers in the browser (000 §3); here
 * they are counted on the server per user and month and the browser shows the server's numbers. The
 * three tracker shapes stay so each screen can read the counters it knows.
 */

/** A month key, `YYYY-MM`; counters reset when it changes (000 §4). */
export const MonthKeySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');
export type MonthKey = z.infer<typeof MonthKeySchema>;

/** One of the features whose use is counted per month (the type is `UsageFeature`). */
export const UsageFeatureSchema = z.enum(USAGE_FEATURES);

/** The first tracker: generations used this month (000 §3 "Usage counters"). */
export const GenerationUsageCountersSchema = z.object({
  imageGeneration: CountSchema,
  videoGeneration: CountSchema,
  codeGeneration: CountSchema,
});
export type GenerationUsageCounters = z.infer<typeof GenerationUsageCountersSchema>;

/** The second tracker: screen share, media and code runs (000 §3 "Another tracker"). */
export const SessionUsageCountersSchema = z.object({
  /** Always 0 for free users: screen share is disabled on that plan. */
  screenShare: CountSchema,
  videoGeneration: CountSchema,
  imageGeneration: CountSchema,
  codeExecution: CountSchema,
});
export type SessionUsageCounters = z.infer<typeof SessionUsageCountersSchema>;

/** The third tracker, whose free limits are LIMITS.free (000 §3 "A second tracker", §9). */
export const FeatureUsageCountersSchema = z.object({
  videoGeneration: CountSchema,
  screenAnalysis: CountSchema,
  imageGeneration: CountSchema,
  premiumAI: CountSchema,
  advancedTools: CountSchema,
});
export type FeatureUsageCounters = z.infer<typeof FeatureUsageCountersSchema>;

/** One feature's use this month against its limit (the "3/3 used" of the limit dialogs). */
export const FeatureUsageSchema = z.object({
  used: CountSchema,
  /** LIMITS.free for free users, LIMITS.premiumCap for premium users. */
  limit: CountSchema,
});
export type FeatureUsage = z.infer<typeof FeatureUsageSchema>;

/** GET /api/usage-limits: every counted feature of the caller for the current month. */
export const UsageLimitsSchema = z.object({
  monthKey: MonthKeySchema,
  /** Decided by the server from the subscription; the browser only caches it for display. */
  isPremium: z.boolean(),
  usage: z.record(UsageFeatureSchema, FeatureUsageSchema),
  /** A guest's chat messages this month against the free messages (000 §5); absent when signed in. */
  guestMessages: FeatureUsageSchema.optional(),
});
export type UsageLimits = z.infer<typeof UsageLimitsSchema>;

/** POST /api/usage-limits/increment body (000 §7). */
export const IncrementUsageRequestSchema = z.object({
  featureType: UsageFeatureSchema,
});
export type IncrementUsageRequest = z.infer<typeof IncrementUsageRequestSchema>;
