import {
  CONVERSATION_SYNC,
  deleteConversationContract,
  listConversationsContract,
  saveConversationContract,
} from '@polymath/shared';
import type { FastifyInstance } from 'fastify';
import { routeFromContract } from '../../http/route';
import { requireUser } from '../../identity/caller';
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
    (request) => conversations.list(requireUser(request.caller).user.id, request.query),
    { tags },
  );

  routeFromContract(
    app,
    saveConversationContract,
    async (request) => ({
      conversation: await conversations.save(
        requireUser(request.caller).user.id,
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
      await conversations.remove(requireUser(request.caller).user.id, request.params.id);
      return { success: true as const };
    },
    { tags },
  );
}
