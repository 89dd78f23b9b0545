import { createContext, useContext, useMemo } from 'react';
import { useChatStore } from '../stores/chat-store';
import { isReplyInProgress, type ChatMessage } from '../logic/chat-message';
import { appendQuestion, replaceWithRegenerated } from '../logic/append-question';
import { chatStoreMessageSource, type ChatMessageSource } from './chat-message-source';

/** The message source the chat components use; the chat's own store unless a parent provides one. */
export const ChatMessageSourceContext = createContext<ChatMessageSource>(chatStoreMessageSource);

/** What the chat screen can do with the open conversation. */
export interface ChatSession {
  messages: ChatMessage[];
  /** Whether a reply is on its way (sending waits for it). */
  isBusy: boolean;
  /** Asks `text` (with the current mode and reply-to); false when blank or busy. */
  send: (text: string) => boolean;
  /** Stops the reply on its way, keeping what was written. */
  stop: () => void;
  /** Asks again for the answer with `messageId`. */
  regenerate: (messageId: string) => void;
  /** Empties the conversation. */
  clear: () => void;
}

function currentOptions() {
  const { generationMode, codingMode, replyTo } = useChatStore.getState();
  return { generationMode, codingMode, ...(replyTo ? { replyTo } : {}) };
}

/**
 * Asks `text` in the conversation of `source` with the current mode and reply-to, as the Send
 * button does (for dialogs that send a preset question). False when blank or a reply is on its way.
 */
export function askQuestion(source: ChatMessageSource, text: string): boolean {
  if (text.trim() === '' || source.getMessages().some(isReplyInProgress)) return false;
  const options = currentOptions();
  source.setMessages((current) => appendQuestion(current, text, options));
  useChatStore.setState({ draft: '', replyTo: null });
  return true;
}

/** The open conversation and its actions, on the message source in context. */
export function useChatSession(): ChatSession {
  const source = useContext(ChatMessageSourceContext);
  const messages = source.useMessages();
  const isBusy = messages.some(isReplyInProgress);

  return useMemo(() => {
    return {
      messages,
      isBusy,
      send: (text) => askQuestion(source, text),
      stop: () => {
        const inProgress = source.getMessages().filter(isReplyInProgress);
        void import('./reply-runner').then(({ stopReply }) => {
          for (const message of inProgress) void stopReply(source, message.id);
        });
      },
      regenerate: (messageId) => {
        const current = source.getMessages();
        if (current.some(isReplyInProgress)) return;
        const index = current.findIndex((message) => message.id === messageId);
        const { replyTo: _ignored, ...options } = currentOptions();
        source.setMessages((latest) => replaceWithRegenerated(latest, index, options));
      },
      clear: () => {
        void import('./reply-runner').then(({ abandonAllReplies }) => abandonAllReplies());
        source.setMessages(() => []);
        useChatStore.setState({ replyTo: null });
      },
    };
  }, [source, messages, isBusy]);
}
