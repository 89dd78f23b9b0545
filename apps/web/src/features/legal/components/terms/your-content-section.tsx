import { LegalSection } from '../legal-section';

/** Ownership of what users put in and get out. */
export function YourContentSection() {
  return (
    <LegalSection title="Your content">
      <p>
        What you write and upload stays yours. You allow the operator to store and process it only
        as needed to provide the service to you, including sending it to an AI model provider when
        one is connected (see the Privacy Policy). You may use the answers you receive as you wish,
        at your own responsibility.
      </p>
    </LegalSection>
  );
}
