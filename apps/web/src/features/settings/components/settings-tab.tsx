import { Briefcase, Lock, Shield, Wrench } from 'lucide-react';
import { useEffect } from 'react';
import type { SettingsSectionId } from '@/lib/settings-sections';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/layouts/page-container';
import { AccountSection, type AccountSectionProps } from './account-section';
import { AiGenerationSection, type AiGenerationSectionProps } from './ai-generation-section';
import { AppearanceSection } from './appearance-section';
import { SettingsSection } from './settings-section';
import { ContactSupportSection, LegalSection, SupportSection } from './support-sections';

/**
 * Props of SettingsTab: the generation mode is the chat's, the account the auth feature's and the
 * productivity tools their own feature's, all composed by the app.
 */
export type SettingsTabProps = AiGenerationSectionProps & {
  account: AccountSectionProps;
  /** Opens the Productivity dialog (Advanced Features). */
  onOpenProductivity: () => void;
  /** The section a link elsewhere opened the tab at: brought into view and focused. */
  sectionToShow?: SettingsSectionId | null;
  /** Told once that section has been shown, so it is not shown again at the next opening. */
  onSectionShown?: () => void;
};

/** Brings the section a link asked for into view, its heading focused so reading starts there. */
function useShownSection(section: SettingsSectionId | null, onShown: (() => void) | undefined) {
  useEffect(() => {
    if (section === null) return;
    const heading = document.getElementById(section);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
    onShown?.();
  }, [section, onShown]);
}

/** The Settings tab (000 §2 Settings sections). */
export default function SettingsTab({
  generationMode,
  onGenerationModeChange,
  account,
  onOpenProductivity,
  sectionToShow = null,
  onSectionShown,
}: SettingsTabProps) {
  useShownSection(sectionToShow, onSectionShown);
  return (
    <PageContainer className="gap-4">
      <header className="mb-2">
        <h2 className="text-2xl font-semibold tracking-tight">Settings</h2>
        <p className="text-sm text-muted-foreground">Your account, preferences and help.</p>
      </header>
      <AccountSection {...account} />
      <AiGenerationSection
        generationMode={generationMode}
        onGenerationModeChange={onGenerationModeChange}
        isAdmin={account.user?.isAdmin ?? false}
      />
      <SettingsSection icon={Shield} title="Privacy and Security" isComingSoon>
        <p>Control location sharing, your consent choices and sync across your devices.</p>
      </SettingsSection>
      <SettingsSection icon={Wrench} title="Advanced Features">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {account.user ? (
            <p>Productivity tools: tasks, a calendar, notes and research management.</p>
          ) : (
            <p className="flex items-start gap-2">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
              Please log in to access your productivity tools including tasks, calendar, notes, and
              research management.
            </p>
          )}
          {/* A guest's dialog repeats the notice beside its Sign In. */}
          <Button variant={account.user ? 'primary' : 'outline'} onClick={onOpenProductivity}>
            <Briefcase aria-hidden />
            Open Productivity Tools
          </Button>
        </div>
      </SettingsSection>
      <AppearanceSection />
      <SupportSection />
      <LegalSection />
      <ContactSupportSection />
    </PageContainer>
  );
}
