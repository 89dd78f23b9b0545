import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createRateLimiter } from '../../limits/rate-limiter';
import type { AppModule } from '../app-module';
import { registerUsageRoutes } from './usage.routes';
import { createUsageService, type UsageService } from './usage.service';

/** Plans and limits: monthly usage counters per user and guest, and the guest message limit. */
export function createUsageModule(deps: {
  env: Env;
  db: Database;
  /** The clock the counters' month is read from; tests move it. */
  now?: () => Date;
}): AppModule<UsageService> {
  const usage = createUsageService({
    db: deps.db,
    guestMessageLimit: deps.env.GUEST_MESSAGE_LIMIT,
    guestAddressMessageLimit: deps.env.GUEST_ADDRESS_MESSAGE_LIMIT,
    rates: createRateLimiter(deps.db),
    chatBurstMessages: deps.env.CHAT_BURST_MESSAGES,
    chatMessagesPerMinute: deps.env.CHAT_MESSAGES_PER_MINUTE,
    ...(deps.env.FREE_MESSAGES_PER_MONTH
      ? { freeMessagesPerMonth: deps.env.FREE_MESSAGES_PER_MONTH }
      : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { service: usage, register: (app) => registerUsageRoutes(app, { usage }) };
}
