import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/use-toast';

/** Ctrl+K (Cmd+K on Mac) clears the conversation, wherever focus is. */
export function useClearConversationShortcut(hasMessages: boolean, clear: () => void): void {
  // Read at key time, so the listener is added once.
  const latest = useRef({ hasMessages, clear });
  useEffect(() => {
    latest.current = { hasMessages, clear };
  });

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
      // The browser's own Ctrl+K (focus the search bar) would take the user away.
      event.preventDefault();
      if (!latest.current.hasMessages) return;
      latest.current.clear();
      showToast({ title: 'Conversation cleared' });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
