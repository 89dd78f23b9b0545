export {
  ConversationsSidebar,
  type ConversationsSidebarProps,
} from './components/conversations-sidebar';
export {
  ConversationsDialog,
  type ConversationsDialogProps,
} from './components/conversations-dialog';
export { useConversations, useConversationCount } from './hooks/use-conversations';
export { useConversationsStore, resetConversationsStore } from './stores/conversations-store';
export {
  conversationMessageSource,
  type ConversationMessageSource,
} from './stores/conversation-message-source';
export type { MessageInput } from './logic/replace-messages';
export { useConversationSync } from './sync/use-conversation-sync';
