import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { DesktopAdSlot, MobileAdPopup } from '@/features/ads';
import { openAuthModal, useAuthSession } from '@/features/auth';
import { useAutoPromptScheduler } from '@/features/auto-prompts';
import { openPremiumDialog } from '@/features/billing';
import { askQuestionKeepingDraft, ChatView, type ChatMessageSource } from '@/features/chat';
import { openVibeCoding } from '@/features/code';
import { fileReader } from '@/features/files';
// Deep imports: the feature's index also exports the sidebar and dialogs, which load lazily.
import { conversationMessageSource } from '@/features/conversations/stores/conversation-message-source';
import { useConversationsStore } from '@/features/conversations/stores/conversations-store';
import { useAiEngine } from '@/lib/ai-engine-query';
import { useMediaQuery } from '@/lib/use-media-query';
import { useIsAppReady } from '../startup/startup-store';
import { useAdPlacement } from './use-ad-placement';

// The sidebar and the dialogs are not needed for the first paint (and the sidebar is desktop-only).
const ConversationsSidebar = lazy(() =>
  import('@/features/conversations/components/conversations-sidebar').then((module) => ({
    default: module.ConversationsSidebar,
  })),
);
const LiveEventsDialog = lazy(() =>
  import('@/features/prompts/live-events/live-events-dialog').then((module) => ({
    default: module.LiveEventsDialog,
  })),
);
const ConversationThemesDialog = lazy(() =>
  import('@/features/prompts/themes/conversation-themes-dialog').then((module) => ({
    default: module.ConversationThemesDialog,
  })),
);

const AdaptiveLearningPathsDialog = lazy(() =>
  import('@/features/learning').then((module) => ({
    default: module.AdaptiveLearningPathsDialog,
  })),
);

const AutoPromptManagerDialog = lazy(() =>
  import('@/features/auto-prompts/components/auto-prompt-manager-dialog').then((module) => ({
    default: module.AutoPromptManagerDialog,
  })),
);

const PersonalAiDialog = lazy(() =>
  import('@/features/personal-ai/components/personal-ai-dialog').then((module) => ({
    default: module.PersonalAiDialog,
  })),
);

type PromptDialog = 'liveEvents' | 'themes' | 'adaptivePaths' | 'autoPrompts' | 'personalAi';

/** The sidebar shows from Tailwind's `lg` width; narrower screens list conversations in a dialog. */
export const SIDEBAR_SCREEN_QUERY = '(min-width: 64rem)';

/**
 * The Chat tab: the conversations sidebar (desktop) beside the chat of the active conversation,
 * the ads of guests and free users (a column on wide screens, a popup on phones), and the Live
 * Events, Conversation Themes, Adaptive Learning Paths and Auto Prompt Manager dialogs, whose
 * questions go into that conversation, and the Personal AI Assistant. The auto prompts' check runs
 * here, once for the app, sending each due prompt into the active conversation.
 */
export function ChatPanel() {
  // A `?q=` question waits for the startup sequence to finish.
  const isAppReady = useIsAppReady();
  const activeConversationId = useConversationsStore((state) => state.store.activeConversationId);
  // Bound to the conversation, so a reply keeps landing there after the user switches away.
  const messageSource = useMemo<ChatMessageSource>(
    () => conversationMessageSource(activeConversationId),
    [activeConversationId],
  );
  const sentMessageCount = messageSource
    .useMessages()
    .filter((message) => message.role === 'user').length;
  const adPlacement = useAdPlacement();
  const [openDialog, setOpenDialog] = useState<PromptDialog | null>(null);
  // A dialog's chunk loads the first time it is opened, then stays mounted for its close animation.
  const [loadedDialogs, setLoadedDialogs] = useState<ReadonlySet<PromptDialog>>(new Set());

  const open = (dialog: PromptDialog) => {
    setLoadedDialogs((loaded) => new Set(loaded).add(dialog));
    setOpenDialog(dialog);
  };
  const handleOpenChange = (dialog: PromptDialog) => (isOpen: boolean) =>
    setOpenDialog(isOpen ? dialog : null);
  // A dialog's preset question or an auto prompt is asked beside whatever the user is typing,
  // which stays in the composer.
  const askBesideDraft = useCallback(
    (text: string) => askQuestionKeepingDraft(messageSource, text),
    [messageSource],
  );
  useAutoPromptScheduler(askBesideDraft);
  const { user, isAuthenticated } = useAuthSession();
  const isPremium = user?.plan === 'premium';
  const engine = useAiEngine().data;
  // A phone never shows the sidebar: its code is not even fetched there.
  const isSidebarShown = useMediaQuery(SIDEBAR_SCREEN_QUERY);

  return (
    <div className="flex h-full min-h-0">
      {isSidebarShown && (
        // The sidebar's width is kept while its code loads, so the chat beside it does not move.
        <Suspense fallback={<div aria-hidden className="w-72 shrink-0 border-r bg-card/40" />}>
          <ConversationsSidebar />
        </Suspense>
      )}
      <div className="min-w-0 flex-1">
        <ChatView
          isAppReady={isAppReady}
          messageSource={messageSource}
          onOpenLiveEvents={() => open('liveEvents')}
          onOpenThemes={() => open('themes')}
          onOpenAdaptivePaths={() => open('adaptivePaths')}
          onOpenAutoPrompts={() => open('autoPrompts')}
          onOpenPersonalAi={() => open('personalAi')}
          engine={engine}
          fileReader={fileReader}
          onOpenCode={(code) => openVibeCoding(code)}
        />
      </div>
      <DesktopAdSlot {...adPlacement} />
      <MobileAdPopup {...adPlacement} sentMessageCount={sentMessageCount} />
      <Suspense fallback={null}>
        {loadedDialogs.has('liveEvents') && (
          <LiveEventsDialog
            open={openDialog === 'liveEvents'}
            onOpenChange={handleOpenChange('liveEvents')}
            onSend={askBesideDraft}
          />
        )}
        {loadedDialogs.has('themes') && (
          <ConversationThemesDialog
            open={openDialog === 'themes'}
            onOpenChange={handleOpenChange('themes')}
            onSend={askBesideDraft}
            isPremium={isPremium}
            onUpgrade={() => {
              setOpenDialog(null);
              openPremiumDialog();
            }}
          />
        )}
        {loadedDialogs.has('adaptivePaths') && (
          <AdaptiveLearningPathsDialog
            open={openDialog === 'adaptivePaths'}
            onOpenChange={handleOpenChange('adaptivePaths')}
            onAskInChat={askBesideDraft}
          />
        )}
        {loadedDialogs.has('autoPrompts') && (
          <AutoPromptManagerDialog
            open={openDialog === 'autoPrompts'}
            onOpenChange={handleOpenChange('autoPrompts')}
            onSend={askBesideDraft}
          />
        )}
        {loadedDialogs.has('personalAi') && (
          <PersonalAiDialog
            open={openDialog === 'personalAi'}
            onOpenChange={handleOpenChange('personalAi')}
            userId={isAuthenticated && user ? user.id : null}
            onSignIn={() => openAuthModal({ tab: 'sign-in' })}
          />
        )}
      </Suspense>
    </div>
  );
}
