import { PRODUCT_NAME } from '@polymath/shared';
import { LegalSection } from '../legal-section';

/** Who is responsible for the data, and the policy in five lines. */
export function PrivacySummarySection() {
  return (
    <LegalSection title="Who looks after your data">
      <p>
        {PRODUCT_NAME} is a self-hostable AI assistant. The instance you are using is run by its
        operator: the person or organisation that installed {PRODUCT_NAME} on a machine they
        control. The operator decides which optional outside services are connected, and is
        responsible for the data this instance keeps. This page says what that data is, where it is
        kept, for how long, and who else may receive it.
      </p>
      <p>In short:</p>
      <ul>
        <li>
          {PRODUCT_NAME} contains no analytics or tracking code. Ads, if the operator enables them,
          are shown only to Free users and only after you consent.
        </li>
        <li>Your password is never stored, only a one-way hash of it.</li>
        <li>
          Card numbers never reach this instance; the payment provider&apos;s own page takes them.
        </li>
        <li>
          Your messages leave this instance only if the operator connects an outside AI model
          provider.
        </li>
        <li>
          You can see, correct, export and delete your data, and withdraw consent at any time.
        </li>
      </ul>
    </LegalSection>
  );
}
