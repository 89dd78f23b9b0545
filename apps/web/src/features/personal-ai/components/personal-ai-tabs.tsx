import { useState, type ReactNode } from 'react';
import type { PersonalAiProfile } from '@polymath/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePersonalAiProfile } from '../api/get-profile';
import { InsightsTab } from './insights-tab';
import { LearningProgressTab } from './learning-progress-tab';
import { OverviewTab } from './overview-tab';
import { PersonalityTab } from './personality-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileStatus } from './profile-status';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'preferences', label: 'Preferences' },
  { value: 'insights', label: 'Insights' },
  { value: 'learning', label: 'Learning' },
  { value: 'personality', label: 'AI Personality' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

/** The five tabs of a signed-in user's Personal AI (001 §2), over their loaded profile. */
export function PersonalAiTabs({ userId }: { userId: string }) {
  const [tab, setTab] = useState<TabValue>('overview');
  const query = usePersonalAiProfile(userId);
  const panel = (value: TabValue, render: (profile: PersonalAiProfile) => ReactNode) => (
    <TabsContent value={value} className="min-w-0 rounded-lg">
      <ProfileStatus query={query}>{render}</ProfileStatus>
    </TabsContent>
  );

  return (
    <Tabs
      value={tab}
      onValueChange={(value) => setTab(value as TabValue)}
      className="grid min-w-0 gap-4"
    >
      {/* Three a row on a phone, so all five show without a sideways scroll. */}
      <TabsList aria-label="Personal AI" className="grid h-auto grid-cols-3 sm:flex sm:w-fit">
        {TABS.map(({ value, label }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="h-auto min-h-8 px-2 py-1 leading-tight whitespace-normal sm:px-3 sm:whitespace-nowrap"
          >
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {panel('overview', (profile) => (
        <OverviewTab
          profile={profile}
          onShowInsights={() => setTab('insights')}
          onShowPersonality={() => setTab('personality')}
        />
      ))}
      {panel('preferences', (profile) => (
        <PreferencesTab userId={userId} preferences={profile.preferences} />
      ))}
      {panel('insights', (profile) => (
        <InsightsTab userId={userId} insights={profile.insights} />
      ))}
      {panel('learning', (profile) => (
        <LearningProgressTab learningProgress={profile.learningProgress} />
      ))}
      {panel('personality', (profile) => (
        <PersonalityTab userId={userId} settings={profile.personalitySettings} />
      ))}
    </Tabs>
  );
}
