export { ChatView, type ChatViewProps } from './components/chat-view';
export { preloadMessageRenderers } from './components/message-list';
export { useChatStore, type ChatMessage } from './stores/chat-store';
export type { ReplyStatus, ReplyReference } from './logic/chat-message';
export type { ChatMessageSource } from './session/chat-message-source';
export {
  askQuestionKeepingDraft,
  useChatSession,
  type ChatSession,
} from './session/use-chat-session';
export { CHAT_ERROR_MESSAGE } from './session/reply-outcomes';
export { attachChatFile } from './stores/chat-store';
export { openChatFilePicker } from './hooks/use-file-tools';
export type { ChatFileReader } from './session/chat-file-reader';
