import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getActiveConversation, searchConversations, sortConversations } from '@polymath/shared';
import { useConversationsStore } from '../stores/conversations-store';
import { useServerConversationsStore } from '../stores/server-conversations-store';

/**
 * The conversations and what can be done with them: the list (newest update first), the active
 * conversation, and the actions. The chat writes its messages through addMessage, updateMessage and
 * replaceMessages.
 */
export function useConversations() {
  const store = useConversationsStore((state) => state.store);
  const actions = useConversationsStore(
    useShallow((state) => ({
      create: state.create,
      select: state.select,
      rename: state.rename,
      remove: state.remove,
      addMessage: state.addMessage,
      updateMessage: state.updateMessage,
      replaceMessages: state.replaceMessages,
      clear: state.clear,
    })),
  );
  const conversations = useMemo(
    () => sortConversations(store.conversations),
    [store.conversations],
  );
  return {
    conversations,
    activeConversationId: store.activeConversationId,
    activeConversation: getActiveConversation(store),
    ...actions,
  };
}

/**
 * How many conversations there are, for the mobile menu's 'View Conversations (N)': this browser's
 * and those only the server has yet.
 */
export function useConversationCount(): number {
  const local = useConversationsStore((state) => state.store.conversations.length);
  return local + useServerConversationsStore((state) => state.serverOnly.length);
}

/** The conversations matching a search (title matches first); every one, newest first, when blank. */
export function useConversationSearch(query: string) {
  const store = useConversationsStore((state) => state.store);
  return useMemo(() => searchConversations(store, query), [store, query]);
}
