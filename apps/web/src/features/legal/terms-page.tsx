import { LegalPageLayout } from './components/legal-page-layout';
import { AcceptableUseSection } from './components/terms/acceptable-use-section';
import { AccountsSection } from './components/terms/accounts-section';
import { AiAnswersSection } from './components/terms/ai-answers-section';
import { ChangesAndContactSection } from './components/terms/changes-and-contact-section';
import { OperatorSection } from './components/terms/operator-section';
import { PlansSection } from './components/terms/plans-section';
import { ServiceSection } from './components/terms/service-section';
import { YourContentSection } from './components/terms/your-content-section';

/** The terms of use, at /terms. */
export function TermsPage() {
  return (
    <LegalPageLayout title="Terms of Use">
      <ServiceSection />
      <AccountsSection />
      <PlansSection />
      <AcceptableUseSection />
      <AiAnswersSection />
      <YourContentSection />
      <OperatorSection />
      <ChangesAndContactSection />
    </LegalPageLayout>
  );
}

// Default export so the router can load the page with React.lazy.
export default TermsPage;
