import { useEffect } from 'react';
import { showToast } from '@/components/ui/use-toast';
import { useChatStore } from '../stores/chat-store';

/** Ctrl+K (Cmd+K on Mac) clears the conversation, wherever focus is. */
export function useClearConversationShortcut(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl+K (focus the search bar) would take the user away.
      event.preventDefault();
      const { messages, clearConversation } = useChatStore.getState();
      if (messages.length === 0) return;
      clearConversation();
      showToast({ title: 'Conversation cleared' });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
