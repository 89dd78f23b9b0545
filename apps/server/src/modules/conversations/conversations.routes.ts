import {
  CONVERSATION_SYNC,
  deleteConversationContract,
  listConversationsContract,
  saveConversationContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../plugins/auth';
import type { ConversationsService } from './conversations.service';

const tags = ['conversations'];

/** GET/PUT/DELETE of the signed-in user's conversations (401 for guests). */
export function registerConversationRoutes(
  app: FastifyInstance,
  deps: { conversations: ConversationsService },
): void {
  const { conversations } = deps;

  routeFromContract(
    app,
    listConversationsContract,
    (request) => conversations.list(requireUser(request).user.id, request.query),
    { tags },
  );

  routeFromContract(
    app,
    saveConversationContract,
    async (request) => ({
      conversation: await conversations.save(
        requireUser(request).user.id,
        request.params.id,
        request.body,
      ),
    }),
    { tags, bodyLimit: CONVERSATION_SYNC.maxBodyBytes },
  );

  routeFromContract(
    app,
    deleteConversationContract,
    async (request) => {
      await conversations.remove(requireUser(request).user.id, request.params.id);
      return { success: true as const };
    },
    { tags },
  );
}
