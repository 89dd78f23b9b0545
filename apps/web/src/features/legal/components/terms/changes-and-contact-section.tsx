import { LegalSection } from '../legal-section';
import { SupportEmailLink } from '../support-email-link';

/** How the terms change, and whom to contact. */
export function ChangesAndContactSection() {
  return (
    <LegalSection title="Changes and contact">
      <p>
        The service and these terms may change. When the terms change, the date at the top of this
        page changes too; using the service after that means you accept the new terms.
      </p>
      <p>
        Questions about these terms, your account or your subscription: write to{' '}
        <SupportEmailLink />.
      </p>
    </LegalSection>
  );
}
