import { LegalSection } from '../legal-section';
import { SupportEmailLink } from '../support-email-link';

/** The user's rights and how to use them. */
export function YourRightsSection() {
  return (
    <LegalSection title="Your rights">
      <p>You can, at any time:</p>
      <ul>
        <li>
          <strong>See</strong> what is kept about you, and <strong>get a copy</strong> of it to take
          elsewhere.
        </li>
        <li>
          <strong>Correct</strong> it, and <strong>delete</strong> it: conversations, notes and
          tasks in the app, or your whole account and everything in it.
        </li>
        <li>
          <strong>Withdraw your consent</strong> in the Privacy dialog: choose essential only, or
          clear all consent data.
        </li>
      </ul>
      <p>
        For anything the app does not let you do yourself, write to the operator at{' '}
        <SupportEmailLink />. Depending on where you live, laws such as the GDPR may give you
        further rights, including complaining to your data-protection authority.
      </p>
      <p>If this policy changes, the date at the top of this page changes with it.</p>
    </LegalSection>
  );
}
