import {
  CONVERSATION_SYNC,
  deleteConversationContract,
  getConversationContract,
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
    (request) => conversations.list(requireUser(request.caller), request.query),
    { tags },
  );

  routeFromContract(
    app,
    getConversationContract,
    async (request) => ({
      conversation: await conversations.get(requireUser(request.caller), request.params.id),
    }),
    { tags },
  );

  routeFromContract(
    app,
    saveConversationContract,
    (request) => conversations.save(requireUser(request.caller), request.params.id, request.body),
    { tags, bodyLimit: CONVERSATION_SYNC.maxBodyBytes },
  );

  routeFromContract(
    app,
    deleteConversationContract,
    async (request) => ({
      success: true as const,
      usage: await conversations.remove(requireUser(request.caller), request.params.id),
    }),
    { tags },
  );
}
