import { defineContract } from '../http/contract';
import { IncrementUsageRequestSchema, UsageLimitsSchema } from './usage.schemas';

/**
 * The text of the guest-limit dialog and of the GUEST_LIMIT error (000 §5), kept exactly.
 */
export const GUEST_LIMIT_MESSAGE =
  "You've used your 5 free messages. Sign in to continue chatting with unlimited access!";

/** GET /api/usage-limits (000 §7): the caller's counters and limits this month; guests get theirs. */
export const usageLimitsContract = defineContract({
  method: 'GET',
  path: '/api/usage-limits',
  summary: "The caller's usage counters and limits for the current month",
  response: UsageLimitsSchema,
});

/**
 * POST /api/usage-limits/increment (000 §7): counts one use of a feature; 429 LIMIT_REACHED when the
 * allowance is used up. The server also counts on its own whenever it performs a limited action.
 */
export const incrementUsageContract = defineContract({
  method: 'POST',
  path: '/api/usage-limits/increment',
  summary: 'Count one use of a limited feature',
  body: IncrementUsageRequestSchema,
  response: UsageLimitsSchema,
});
