import { useMainTabStore } from '@/app/layout/main-tab-store';
import { STARTUP_INITIAL_STATE, useStartupStore } from '@/app/startup/startup-store';
import { useConfirmStore } from '@/components/ui/use-confirm';
import { useToastStore } from '@/components/ui/use-toast';
import { useAuthModalStore } from '@/features/auth/stores/auth-modal-store';
import { resetAuthStore, useAuthStore } from '@/features/auth/stores/auth-store';
import { usePendingSignInStore } from '@/features/auth/stores/pending-sign-in-store';
import { useAutoPromptsStore } from '@/features/auto-prompts/stores/auto-prompts-store';
import { useBillingDialogStore } from '@/features/billing/stores/billing-dialog-store';
import { useSpeakingStore } from '@/features/chat/hooks/use-read-aloud';
import { useUploadProgress } from '@/features/chat/session/file-reads';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useVibeCodingStore } from '@/features/code/stores/vibe-coding-store';
import {
  resetConversationsStore,
  useConversationsStore,
} from '@/features/conversations/stores/conversations-store';
import { useServerConversationsStore } from '@/features/conversations/stores/server-conversations-store';
import { useSignedOutCopiesStore } from '@/features/conversations/stores/signed-out-copies';
import { useAdaptiveProgressStore } from '@/features/learning/adaptive/adaptive-progress-store';
import { usePrivacyDialogStore } from '@/features/privacy/stores/privacy-dialog-store';
import { useProductivityDialogStore } from '@/features/productivity/stores/productivity-dialog-store';
import { useResearchStore } from '@/features/productivity/stores/research-store';
import { useThemeStore } from '@/lib/theme/theme-store';

/**
 * Every module-level store of the app, by the name it is declared with. The component tests share
 * their worker's modules, so a store left as one file's last test had it (a dialog open, a signed-in
 * user) would meet the next file; `reset-stores.test.ts` keeps this list complete.
 */
export const STORES = {
  useMainTabStore,
  useStartupStore,
  useConfirmStore,
  useToastStore,
  useAuthModalStore,
  useAuthStore,
  usePendingSignInStore,
  useAutoPromptsStore,
  useBillingDialogStore,
  useSpeakingStore,
  useUploadProgress,
  useChatStore,
  useVibeCodingStore,
  useConversationsStore,
  useServerConversationsStore,
  useSignedOutCopiesStore,
  useAdaptiveProgressStore,
  usePrivacyDialogStore,
  useProductivityDialogStore,
  useResearchStore,
  useThemeStore,
};

/** Puts every module-level store back to a first visit, so tests cannot leak into each other. */
export function resetStores(): void {
  for (const store of Object.values(STORES)) {
    const reset = store as {
      setState(state: unknown, replace: true): void;
      getInitialState(): unknown;
    };
    reset.setState(reset.getInitialState(), true);
  }
  // What a store read from the browser when it was made is not a first visit's state.
  useStartupStore.setState(STARTUP_INITIAL_STATE);
  resetAuthStore();
  resetConversationsStore();
  useThemeStore.setState({ storedTheme: null, systemPrefersDark: false });
}
