import { useMainTabStore } from '@/app/layout/main-tab-store';
import { STARTUP_INITIAL_STATE, useStartupStore } from '@/app/startup/startup-store';
import { useConfirmStore } from '@/components/ui/use-confirm';
import { useToastStore } from '@/components/ui/use-toast';
import { resetAuthModalStore, resetAuthStore } from '@/features/auth';
import { resetAutoPromptsStore } from '@/features/auto-prompts';
import { useChatStore } from '@/features/chat';
import { resetConversationsStore } from '@/features/conversations';
import { useThemeStore } from '@/lib/theme';

/** Puts every module-level store back to a first visit, so tests cannot leak into each other. */
export function resetStores(): void {
  useStartupStore.setState(STARTUP_INITIAL_STATE);
  resetAuthStore();
  resetAuthModalStore();
  useChatStore.setState({
    draft: '',
    replyTo: null,
    generationMode: 'chat',
    codingMode: 'off',
  });
  resetConversationsStore();
  resetAutoPromptsStore();
  useMainTabStore.setState({ activeTab: 'chat' });
  useToastStore.setState({ toasts: [] });
  useConfirmStore.setState({ pending: null });
  useThemeStore.setState({ storedTheme: null, systemPrefersDark: false });
}
