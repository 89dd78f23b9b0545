import {
  rewardsAchievementsContract,
  rewardsNotificationsContract,
  rewardsProgressContract,
  rewardsStatsContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { RewardsService } from './rewards.service';

/**
 * The Rewards panel's endpoints. Each reads the caller's own rewards, the learner the server
 * resolves (bearer token, else anonymous id); a caller with neither reads zeros.
 */
export function registerRewardsRoutes(
  app: FastifyInstance,
  deps: { rewards: RewardsService },
): void {
  const { rewards } = deps;
  const tags = ['rewards'];
  routeFromContract(app, rewardsStatsContract, (request) => rewards.getStats(request.caller), {
    tags,
  });
  routeFromContract(
    app,
    rewardsProgressContract,
    (request) => rewards.getProgress(request.caller),
    { tags },
  );
  routeFromContract(
    app,
    rewardsAchievementsContract,
    (request) => rewards.getAchievements(request.caller),
    { tags },
  );
  routeFromContract(
    app,
    rewardsNotificationsContract,
    (request) => rewards.getNotifications(request.caller),
    { tags },
  );
}
