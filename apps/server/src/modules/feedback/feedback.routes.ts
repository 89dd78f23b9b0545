import { feedbackContract } from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import type { FeedbackService } from './feedback.service';

/** POST /api/feedback: likes and dislikes, owned by the signed-in user or the guest's anonymous id. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { feedback: FeedbackService },
): void {
  routeFromContract(
    app,
    feedbackContract,
    async (request) => {
      const { id } = await deps.feedback.recordFeedback(request.caller, request.body);
      return { success: true, id };
    },
    { tags: ['feedback'] },
  );
}
