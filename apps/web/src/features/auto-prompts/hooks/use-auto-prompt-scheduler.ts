import { useEffect, useRef } from 'react';
import { AUTO_PROMPTS, STORAGE_KEYS } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import { runDuePrompts, type SendToChat } from '../stores/run-prompts';

/**
 * Runs the auto prompts while the app is open (mounted once, by the app): every
 * AUTO_PROMPTS.checkIntervalMs the due prompt is sent into the chat through `send`, counted, and
 * announced in a toast (the user may be on another tab). Changes another tab makes to the stored
 * prompts are taken as they happen.
 */
export function useAutoPromptScheduler(send: SendToChat): void {
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  useEffect(() => {
    const check = () => {
      const fired = runDuePrompts((text) => sendRef.current(text), new Date());
      if (fired) {
        showToast({
          title: 'Auto prompt sent',
          description: `“${fired.name}” was sent to the chat.`,
        });
      }
    };
    const timer = setInterval(check, AUTO_PROMPTS.checkIntervalMs);
    const handleStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.autoPrompts || event.key === null) {
        useAutoPromptsStore.getState().reloadFromStorage();
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', handleStorage);
    };
  }, []);
}
