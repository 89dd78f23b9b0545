export { ChatView } from './components/chat-view';
export { useChatStore, selectConversationCount, type ChatMessage } from './stores/chat-store';
