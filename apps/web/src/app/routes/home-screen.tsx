import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getActiveConversation } from '@polymath/shared';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import {
  openAuthModal,
  SignInChoiceDialog,
  useAuthBootstrap,
  useAuthSession,
  useExpiredSession,
} from '@/features/auth';
import { useAutoPromptSync } from '@/features/auto-prompts';
import { BillingDialogsHost, openPremiumDialog, useCheckoutReturn } from '@/features/billing';
import { openChatFilePicker, preloadMessageRenderers, useChatStore } from '@/features/chat';
import { VibeCodingHost } from '@/features/code';
// Deep imports: the feature's index also exports the sidebar and dialogs, which load lazily.
import { useConversationCount } from '@/features/conversations/hooks/use-conversations';
import { useConversationsStore } from '@/features/conversations/stores/conversations-store';
import {
  countLocalConversations,
  setAsideLocalConversations,
} from '@/features/conversations/stores/set-aside-conversations';
import { useConversationSync } from '@/features/conversations/sync/use-conversation-sync';
import { LearningActivityPopupHost } from '@/features/knowledge';
import { PrivacyDialogHost } from '@/features/privacy';
import { ProductivityHost, openProductivity } from '@/features/productivity';
import { FeatureLimitDialogHost, GuestLimitDialogHost } from '@/features/usage';
import { AppHeader } from '../layout/app-header';
import { AuthModalHost } from '../layout/auth-modal-host';
import { MainTabList } from '../layout/main-tab-list';
import { useMainTabStore } from '../layout/main-tab-store';
import { useAccountSection } from '../layout/use-account-section';
import { useSettingsSectionLinks } from '../layout/use-settings-section-links';
import { CookieNotice } from '../onboarding/cookie-notice';
import { OnboardingDialogs } from '../onboarding/onboarding-dialogs';
import { useIsAppReady } from '../startup/startup-store';
import { ChatPanel } from './chat-panel';
import { useBillingViewer } from './use-billing-viewer';
import { PanelFallback } from './panel-fallback';

// Only the chat is needed for the first paint.
const LearningTab = lazy(() => import('@/features/learning/components/learning-tab'));
const RewardsTab = lazy(() => import('@/features/rewards/components/rewards-tab'));
const SettingsTab = lazy(() => import('@/features/settings/components/settings-tab'));
const ConversationsDialog = lazy(() =>
  import('@/features/conversations/components/conversations-dialog').then((module) => ({
    default: module.ConversationsDialog,
  })),
);

// The conversation the chat opens on is in this browser's storage, read when its store was made.
preloadMessageRenderers(getActiveConversation(useConversationsStore.getState().store).messages);

const scrollingPanelClass = 'h-full overflow-y-auto';

/** What a Google sign-in return needs to know of this browser's conversations. */
const SIGN_IN_RETURN_CONTEXT = { countLocalConversations };

/**
 * The learning popup waits for the startup sequence. Each part that waits reads it itself: the end of
 * the sequence then re-renders those parts, not the whole screen at once.
 */
function LearningActivityPopupWhenReady() {
  return useIsAppReady() ? <LearningActivityPopupHost /> : null;
}

/**
 * Everything of the app at / behind the startup sequence: header, the four main tabs, the
 * onboarding dialogs and notice, and the conversation and auto-prompt sync of a signed-in user.
 */
export default function HomeScreen() {
  const activeTab = useMainTabStore((state) => state.activeTab);
  const setActiveTab = useMainTabStore((state) => state.setActiveTab);
  const conversationCount = useConversationCount();
  const createConversation = useConversationsStore((state) => state.create);
  const generationMode = useChatStore((state) => state.generationMode);
  const setGenerationMode = useChatStore((state) => state.setGenerationMode);
  // null until first opened, so the dialog's code loads only when it is wanted.
  const [isConversationsOpen, setIsConversationsOpen] = useState<boolean | null>(null);
  const [searchParams] = useSearchParams();
  const hasQuestionInUrl = searchParams.has('q');
  const account = useAccountSection();
  const settingsSectionLink = useSettingsSectionLinks();
  // A Google sign-in return (#signInCode=, ?authError=) or a stored token is settled as the page
  // opens; a return asks before adding this browser's conversations to the account.
  useAuthBootstrap(SIGN_IN_RETURN_CONTEXT);
  const { isAuthenticated, user } = useAuthSession();
  const accountId = user?.id ?? null;
  const billingViewer = useBillingViewer();
  useCheckoutReturn();
  useConversationSync(accountId, useExpiredSession());
  useAutoPromptSync(accountId);

  // A question in the URL is for the chat, whichever tab was open before.
  useEffect(() => {
    if (hasQuestionInUrl) setActiveTab('chat');
  }, [hasQuestionInUrl, setActiveTab]);

  const handleNewChat = () => {
    createConversation();
    setActiveTab('chat');
  };
  // The picker opens within the tap: a browser opens a file picker only for a user's gesture.
  const handleUploadFile = () => {
    setActiveTab('chat');
    openChatFilePicker();
  };
  const handleStartCoding = () => {
    setActiveTab('chat');
    useChatStore.getState().setCodingMode('programming');
  };
  const handleViewConversations = () => {
    setIsConversationsOpen(true);
    setActiveTab('chat');
  };

  return (
    <>
      <Tabs
        value={activeTab}
        onValueChange={setActiveTab}
        className="flex min-h-0 flex-1 flex-col bg-background"
      >
        <AppHeader
          conversationCount={conversationCount}
          onOpenSettings={() => setActiveTab('settings')}
          onNewChat={handleNewChat}
          onViewConversations={handleViewConversations}
          onUploadFile={handleUploadFile}
          onStartCoding={handleStartCoding}
          generationMode={generationMode}
          onGenerationModeChange={setGenerationMode}
        />
        <MainTabList />
        <main className="min-h-0 flex-1">
          {/* Kept mounted so the draft, scroll position and a pending ?q= survive tab switches. */}
          <TabsContent value="chat" forceMount hidden={activeTab !== 'chat'} className="h-full">
            <ChatPanel />
          </TabsContent>
          <TabsContent value="learning" className={scrollingPanelClass}>
            <Suspense fallback={<PanelFallback />}>
              <LearningTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="rewards" className={scrollingPanelClass}>
            <Suspense fallback={<PanelFallback />}>
              <RewardsTab />
            </Suspense>
          </TabsContent>
          <TabsContent value="settings" className={scrollingPanelClass}>
            <Suspense fallback={<PanelFallback />}>
              <SettingsTab
                generationMode={generationMode}
                onGenerationModeChange={setGenerationMode}
                account={account}
                onOpenProductivity={() => openProductivity()}
                {...settingsSectionLink}
              />
            </Suspense>
          </TabsContent>
        </main>
        <CookieNotice />
      </Tabs>
      {isConversationsOpen !== null && (
        <Suspense fallback={null}>
          <ConversationsDialog open={isConversationsOpen} onOpenChange={setIsConversationsOpen} />
        </Suspense>
      )}
      <OnboardingDialogs />
      <AuthModalHost />
      <SignInChoiceDialog onSetAsideLocalConversations={setAsideLocalConversations} />
      <PrivacyDialogHost />
      <BillingDialogsHost viewer={billingViewer} />
      <GuestLimitDialogHost onSignIn={() => openAuthModal({ tab: 'sign-in' })} />
      <FeatureLimitDialogHost
        isSignedIn={isAuthenticated}
        onSignIn={() => openAuthModal({ tab: 'sign-in' })}
        onUpgrade={openPremiumDialog}
      />
      <LearningActivityPopupWhenReady />
      <VibeCodingHost />
      <ProductivityHost
        isSignedIn={isAuthenticated}
        onSignIn={() => openAuthModal({ tab: 'sign-in' })}
      />
    </>
  );
}
