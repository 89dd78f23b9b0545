import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { ChatView, selectConversationCount, useChatStore } from '@/features/chat';
import { AppHeader } from '../layout/app-header';
import { MainTabList } from '../layout/main-tab-list';
import { useMainTabStore } from '../layout/main-tab-store';
import { CookieNotice } from '../onboarding/cookie-notice';
import { OnboardingDialogs } from '../onboarding/onboarding-dialogs';
import { StartupGate } from '../startup/startup-gate';
import { useIsAppReady } from '../startup/startup-store';
import { PanelFallback } from './panel-fallback';

// Only the chat is needed for the first paint.
const LearningTab = lazy(() => import('@/features/learning/components/learning-tab'));
const RewardsTab = lazy(() => import('@/features/rewards/components/rewards-tab'));
const SettingsTab = lazy(() => import('@/features/settings/components/settings-tab'));

const scrollingPanelClass = 'h-full overflow-y-auto';

/** The app at /: startup sequence, header, the four main tabs, onboarding dialogs and notice. */
export default function HomePage() {
  const isAppReady = useIsAppReady();
  const activeTab = useMainTabStore((state) => state.activeTab);
  const setActiveTab = useMainTabStore((state) => state.setActiveTab);
  const conversationCount = useChatStore(selectConversationCount);
  const clearConversation = useChatStore((state) => state.clearConversation);
  const [searchParams] = useSearchParams();
  const hasQuestionInUrl = searchParams.has('q');

  // A question in the URL is for the chat, whichever tab was open before.
  useEffect(() => {
    if (hasQuestionInUrl) setActiveTab('chat');
  }, [hasQuestionInUrl, setActiveTab]);

  const handleNewChat = () => {
    clearConversation();
    setActiveTab('chat');
  };

  return (
    <StartupGate>
      <Tabs
        value={activeTab}
        onValueChange={setActiveTab}
        className="flex min-h-0 flex-1 flex-col bg-background"
      >
        <AppHeader
          conversationCount={conversationCount}
          onOpenSettings={() => setActiveTab('settings')}
          onNewChat={handleNewChat}
        />
        <MainTabList />
        <main className="min-h-0 flex-1">
          {/* Kept mounted so the draft, scroll position and a pending ?q= survive tab switches. */}
          <TabsContent value="chat" forceMount hidden={activeTab !== 'chat'} className="h-full">
            <ChatView isAppReady={isAppReady} />
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
              <SettingsTab />
            </Suspense>
          </TabsContent>
        </main>
        <CookieNotice />
      </Tabs>
      <OnboardingDialogs isAppReady={isAppReady} />
    </StartupGate>
  );
}
