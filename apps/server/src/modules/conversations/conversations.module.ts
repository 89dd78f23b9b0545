import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { createStorageQuota } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerConversationRoutes } from './conversations.routes';
import {
  type ConversationFiles,
  type ConversationsService,
  createConversationsService,
} from './conversations.service';

/** Signed-in users' conversations on the server, within their storage quota, and the replies kept for them. */
export function createConversationsModule(deps: {
  env: Env;
  db: Database;
  /** Forgets the files sent in a conversation when it is deleted (the files module). */
  files: ConversationFiles;
  logger: { warn(details: object, message: string): void };
}): AppModule<ConversationsService> {
  const quota = createStorageQuota({
    freeBytes: deps.env.STORAGE_QUOTA_FREE_BYTES,
    premiumBytes: deps.env.STORAGE_QUOTA_PREMIUM_BYTES,
    conversationsPerUser: deps.env.CONVERSATIONS_PER_USER,
  });
  const conversations = createConversationsService({
    db: deps.db,
    quota,
    files: deps.files,
    logger: deps.logger,
  });
  return {
    service: conversations,
    register: (app) => registerConversationRoutes(app, { conversations }),
  };
}
