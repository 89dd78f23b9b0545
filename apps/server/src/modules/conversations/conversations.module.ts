import type { Database } from '../../db/client';
import { createStorageQuota, type StorageAllowance } from '../../limits/storage-quota';
import type { AppModule } from '../app-module';
import { registerConversationRoutes } from './conversations.routes';
import {
  type ConversationFiles,
  type ConversationsService,
  createConversationsService,
} from './conversations.service';

/** Signed-in users' conversations on the server, within their storage quota, and the replies kept for them. */
export function createConversationsModule(deps: {
  db: Database;
  /** What one account may store, by plan (STORAGE_QUOTA_*, CONVERSATIONS_PER_USER). */
  storage: StorageAllowance;
  /** Forgets the files sent in a conversation when it is deleted (the files module). */
  files: ConversationFiles;
  logger: { warn(details: object, message: string): void };
}): AppModule<ConversationsService> {
  const conversations = createConversationsService({
    db: deps.db,
    quota: createStorageQuota(deps.storage),
    files: deps.files,
    logger: deps.logger,
  });
  return {
    service: conversations,
    register: (app) => registerConversationRoutes(app, { conversations }),
  };
}
