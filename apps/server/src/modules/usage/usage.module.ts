import type { Database } from '../../db/client';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import { registerUsageRoutes } from './usage.routes';
import { createUsageService, type UsageService, type UsageServiceDeps } from './usage.service';

/** The configuration's limits on messages (GUEST_*, CHAT_*, FREE_MESSAGES_PER_MONTH). */
export type MessageLimits = Pick<
  UsageServiceDeps,
  | 'guestMessageLimit'
  | 'guestAddressMessageLimit'
  | 'chatBurstMessages'
  | 'chatMessagesPerMinute'
  | 'freeMessagesPerMonth'
>;

/** Plans and limits: monthly usage counters per user and guest, and the guest message limit. */
export function createUsageModule(deps: {
  db: Database;
  limits: MessageLimits;
  /** The clock the counters' month is read from; tests move it. */
  now?: () => Date;
}): AppModule<UsageService> {
  const usage = createUsageService({
    db: deps.db,
    rates: createRateLimiter(deps.db),
    ...deps.limits,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { service: usage, register: (app) => registerUsageRoutes(app, { usage }) };
}
