import type { Database } from '../../db/client';
import type { AppModule } from '../app-module';
import { registerConversationRoutes } from './conversations.routes';
import { type ConversationsService, createConversationsService } from './conversations.service';

/** Signed-in users' conversations on the server, and the replies kept for them. */
export function createConversationsModule(deps: { db: Database }): AppModule<ConversationsService> {
  const conversations = createConversationsService(deps.db);
  return {
    service: conversations,
    register: (app) => registerConversationRoutes(app, { conversations }),
  };
}
