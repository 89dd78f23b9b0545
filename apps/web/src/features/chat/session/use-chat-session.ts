import { createContext, useContext, useMemo } from 'react';
import { useChatStore } from '../stores/chat-store';
import { isReplyInProgress, type ChatMessage } from '../logic/chat-message';
import { appendQuestion, replaceWithRegenerated } from '../logic/append-question';
import type { ChatMessageSource } from './chat-message-source';
import { abortAllFileReads, abortFileRead } from './file-reads';
import { runPendingReplies } from './run-pending-replies';

/** The message source the chat components use, provided by ChatView. */
export const ChatMessageSourceContext = createContext<ChatMessageSource | null>(null);

/** The message source in context; the chat's parts only render inside ChatView, which gives one. */
export function useChatMessageSource(): ChatMessageSource {
  const source = useContext(ChatMessageSourceContext);
  if (source === null) throw new Error('The chat renders inside ChatView, with a message source.');
  return source;
}

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
  /**
   * Empties the conversation and saves that at once; returns what puts its messages back (a
   * reply on its way is stopped, not restored), as long as nothing was asked since.
   */
  clear: () => () => void;
}

function currentOptions() {
  const { generationMode, codingMode, replyTo } = useChatStore.getState();
  return { generationMode, codingMode, ...(replyTo ? { replyTo } : {}) };
}

/**
 * Asks the composer's `text` in the conversation of `source` with the current mode and reply-to,
 * as the Send button does, empties the composer and starts the reply. False when blank or a reply
 * is on its way.
 */
export function askQuestion(source: ChatMessageSource, text: string): boolean {
  if (text.trim() === '' || source.getMessages().some(isReplyInProgress)) return false;
  const options = currentOptions();
  source.setMessages((current) => appendQuestion(current, text, options));
  useChatStore.setState({ draft: '', replyTo: null });
  runPendingReplies(source);
  return true;
}

/**
 * Asks `text` for the user from outside the composer (a dialog's preset question, an auto prompt
 * firing, Trigger now): in chat mode, whatever mode the composer is in (a coding or photo mode
 * belongs to what the user types), without the reply-to being composed, and the draft the user is
 * typing stays as it is. False when blank or a reply is on its way.
 */
export function askQuestionKeepingDraft(source: ChatMessageSource, text: string): boolean {
  if (text.trim() === '' || source.getMessages().some(isReplyInProgress)) return false;
  source.setMessages((current) =>
    appendQuestion(current, text, { generationMode: 'chat', codingMode: 'off' }),
  );
  runPendingReplies(source);
  return true;
}

/** Asks again for the answer with `messageId` (the latest one, while nothing is on its way). */
function regenerateAnswer(source: ChatMessageSource, messageId: string): void {
  const current = source.getMessages();
  if (current.some(isReplyInProgress)) return;
  const index = current.findIndex((message) => message.id === messageId);
  const { replyTo: _ignored, ...options } = currentOptions();
  source.setMessages((latest) => replaceWithRegenerated(latest, index, options));
  runPendingReplies(source);
}

/** The open conversation and its actions, on the message source in context. */
export function useChatSession(): ChatSession {
  const source = useChatMessageSource();
  const messages = source.useMessages();
  const isBusy = messages.some(isReplyInProgress);

  return useMemo(() => {
    return {
      messages,
      isBusy,
      send: (text) => askQuestion(source, text),
      stop: () => {
        const inProgress = source.getMessages().filter(isReplyInProgress);
        for (const message of inProgress) abortFileRead(message.id);
        void import('./reply-runner').then(({ stopReply }) => {
          for (const message of inProgress) void stopReply(source, message.id);
        });
      },
      regenerate: (messageId) => regenerateAnswer(source, messageId),
      clear: () => {
        abortAllFileReads();
        void import('./reply-runner').then(({ abandonAllReplies }) => abandonAllReplies());
        const cleared = source.getMessages().filter((message) => !isReplyInProgress(message));
        source.setMessages(() => []);
        source.persistNow?.();
        useChatStore.setState({ replyTo: null });
        return () => {
          source.setMessages((current) => (current.length === 0 ? cleared : current));
          source.persistNow?.();
        };
      },
    };
  }, [source, messages, isBusy]);
}
