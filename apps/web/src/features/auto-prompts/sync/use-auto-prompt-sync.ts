import { useEffect, useRef } from 'react';
import { autoPromptsApi } from '../api/auto-prompts-api';
import { readServerPromptIds, writeServerPromptIds } from '../stores/auto-prompts-storage';
import { useAutoPromptsStore } from '../stores/auto-prompts-store';
import {
  startAutoPromptSync,
  type AutoPromptSync,
  type SyncedPromptStore,
} from './auto-prompt-sync';

const storeAdapter: SyncedPromptStore = {
  get: () => useAutoPromptsStore.getState().prompts,
  set: (prompts) => useAutoPromptsStore.getState().replaceAll(prompts),
  subscribe: (listener) =>
    useAutoPromptsStore.subscribe((state, previous) => {
      if (state.prompts !== previous.prompts) listener(state.prompts, previous.prompts);
    }),
  readServerIds: readServerPromptIds,
  writeServerIds: writeServerPromptIds,
};

// The signed-in user's sync while there is one, for the manager to pull when it opens.
let activeSync: AutoPromptSync | null = null;

/** Reads the server's prompts again (the manager opening); nothing for a guest. */
export function pullAutoPrompts(): void {
  void activeSync?.pull();
}

/**
 * Keeps the auto prompts of the signed-in account (`accountId`, null for a guest) on the server
 * too, so they follow the user to another browser: read at sign-in and when the manager opens,
 * sent after each change. When the account leaves this browser (sign-out, or a switch to another
 * account) they are cleared from it, as the conversations are: they belong to the account (and
 * would otherwise go on firing into a guest's chat or reach the next account), and the next
 * sign-in brings them back.
 */
export function useAutoPromptSync(accountId: string | null): void {
  const previousAccountId = useRef(accountId);

  useEffect(() => {
    const previous = previousAccountId.current;
    previousAccountId.current = accountId;
    if (previous !== null && previous !== accountId) useAutoPromptsStore.getState().clear();
    if (accountId === null) return;
    const sync = startAutoPromptSync({ api: autoPromptsApi, store: storeAdapter });
    activeSync = sync;
    void sync.pull();
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') void sync.flush();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibility);
      sync.stop();
      if (activeSync === sync) activeSync = null;
    };
  }, [accountId]);
}
