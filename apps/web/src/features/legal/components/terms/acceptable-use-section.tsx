import { LegalSection } from '../legal-section';

/** What users must not do. */
export function AcceptableUseSection() {
  return (
    <LegalSection title="Acceptable use">
      <p>Use the service lawfully and fairly. In particular, do not:</p>
      <ul>
        <li>break the law, or help anyone else break it;</li>
        <li>harass, threaten or deceive people, or create content that does;</li>
        <li>
          upload content you have no right to share, or that infringes someone else&apos;s rights;
        </li>
        <li>write or run code meant to cause harm, such as malware or attacks on other systems;</li>
        <li>try to get around limits, plans or security, or to reach data that is not yours;</li>
        <li>overload the service, for example with automated requests.</li>
      </ul>
      <p>
        The operator may suspend or close accounts that break these rules, and remove content that
        does.
      </p>
    </LegalSection>
  );
}
