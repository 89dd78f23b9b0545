import { feedbackContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAnonymousId } from '../../http/anonymous-id';
import { routeFromContract } from '../../http/route';
import { readViewer } from '../../plugins/auth';
import { recordFeedback } from './feedback.service';

/** POST /api/feedback: likes and dislikes, owned by the signed-in user or the guest's anonymous id. */
export function registerFeedbackRoutes(app: FastifyInstance, deps: { db: Database }): void {
  routeFromContract(
    app,
    feedbackContract,
    async (request) => {
      const viewer = readViewer(request);
      const owner = viewer ? `user:${viewer.user.id}` : requireAnonymousId(request);
      const { id } = await recordFeedback(deps.db, owner, request.body);
      return { success: true, id };
    },
    { tags: ['feedback'] },
  );
}
