import { feedbackContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAnonymousId } from '../../http/anonymous-id';
import { routeFromContract } from '../../http/route';
import { recordFeedback } from './feedback.service';

/** POST /api/feedback: likes and dislikes, owned by the guest's anonymous id. */
export function registerFeedbackRoutes(app: FastifyInstance, deps: { db: Database }): void {
  routeFromContract(
    app,
    feedbackContract,
    async (request) => {
      const owner = requireAnonymousId(request);
      const { id } = await recordFeedback(deps.db, owner, request.body);
      return { success: true, id };
    },
    { tags: ['feedback'] },
  );
}
