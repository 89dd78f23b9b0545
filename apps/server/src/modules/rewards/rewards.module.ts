import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import { registerRewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';

/** Points, levels, streaks, achievements and the notifications of the Rewards panel. */
export function createRewardsModule(deps: {
  db: Database;
  /** The clock (UTC days for the streak); tests move it. */
  now?: () => Date;
}): AppModule<RewardsService> {
  const rewards = createRewardsService(deps);
  return { service: rewards, register: (app) => registerRewardsRoutes(app, { rewards }) };
}
