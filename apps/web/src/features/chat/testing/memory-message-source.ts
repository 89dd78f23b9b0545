import { createStore, useStore } from 'zustand';
import type { ChatMessage } from '../logic/chat-message';
import type { ChatMessageSource } from '../session/chat-message-source';

/**
 * A conversation held in memory, as the chat's message source in the feature's own tests (the app
 * gives the chat a conversation of the conversations store instead).
 */
export function createMemoryMessageSource(messages: ChatMessage[] = []): ChatMessageSource {
  const store = createStore<{ messages: ChatMessage[] }>(() => ({ messages }));
  const getMessages = () => store.getState().messages;
  return {
    getMessages,
    setMessages: (update) => store.setState({ messages: update(getMessages()) }),
    patchMessage: (id, patch) =>
      store.setState({
        messages: getMessages().map((message) =>
          message.id === id ? { ...message, ...patch(message) } : message,
        ),
      }),
    useMessages: () => useStore(store, (state) => state.messages),
  };
}
