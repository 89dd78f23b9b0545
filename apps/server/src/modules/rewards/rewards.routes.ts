import {
  rewardsAchievementsContract,
  rewardsNotificationsContract,
  rewardsProgressContract,
  rewardsStatsContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { readLearnerKey } from '../../http/learner-key';
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
  routeFromContract(
    app,
    rewardsStatsContract,
    (request) => rewards.getStats(readLearnerKey(request)),
    {
      tags,
    },
  );
  routeFromContract(
    app,
    rewardsProgressContract,
    (request) => rewards.getProgress(readLearnerKey(request)),
    { tags },
  );
  routeFromContract(
    app,
    rewardsAchievementsContract,
    (request) => rewards.getAchievements(readLearnerKey(request)),
    { tags },
  );
  routeFromContract(
    app,
    rewardsNotificationsContract,
    (request) => rewards.getNotifications(readLearnerKey(request)),
    { tags },
  );
}
