/** The conversations module: the server copy of a user's conversations. Other modules use only this file. */
export { createConversationsModule } from './conversations.module';
export type {
  ConversationsService,
  StoredUserMessage,
  UserMessageWindow,
} from './conversations.service';
