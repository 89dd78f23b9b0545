import { LegalPageLayout } from './components/legal-page-layout';
import { BrowserStorageSection } from './components/privacy/browser-storage-section';
import { PrivacySummarySection } from './components/privacy/privacy-summary-section';
import { ServerDataSection } from './components/privacy/server-data-section';
import { ThirdPartiesSection } from './components/privacy/third-parties-section';
import { YourRightsSection } from './components/privacy/your-rights-section';

/** The privacy policy, at /privacy-policy. */
export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout title="Privacy Policy">
      <PrivacySummarySection />
      <BrowserStorageSection />
      <ServerDataSection />
      <ThirdPartiesSection />
      <YourRightsSection />
    </LegalPageLayout>
  );
}

// Default export so the router can load the page with React.lazy.
export default PrivacyPolicyPage;
