import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createStorageQuota } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerConversationRoutes } from './conversations.routes';
import { type ConversationsService, createConversationsService } from './conversations.service';

/** Signed-in users' conversations on the server, within their storage quota, and the replies kept for them. */
export function createConversationsModule(deps: {
  env: Env;
  db: Database;
}): AppModule<ConversationsService> {
  const quota = createStorageQuota({
    freeBytes: deps.env.STORAGE_QUOTA_FREE_BYTES,
    premiumBytes: deps.env.STORAGE_QUOTA_PREMIUM_BYTES,
    conversationsPerUser: deps.env.CONVERSATIONS_PER_USER,
  });
  const conversations = createConversationsService({ db: deps.db, quota });
  return {
    service: conversations,
    register: (app) => registerConversationRoutes(app, { conversations }),
  };
}
