import { useEffect, useRef } from 'react';
import { showToast } from '@/components/ui/use-toast';

/**
 * Ctrl+K (Cmd+K on Mac) clears the conversation, wherever focus is, and offers Undo for as long as
 * the toast shows: `clear` returns what puts the messages back.
 */
export function useClearConversationShortcut(hasMessages: boolean, clear: () => () => void): void {
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
      const undo = latest.current.clear();
      showToast({
        title: 'Conversation cleared',
        action: { label: 'Undo', altText: 'Undo clearing the conversation', onClick: undo },
      });
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
