import { LegalSection } from '../legal-section';

/** The limits of AI answers. */
export function AiAnswersSection() {
  return (
    <LegalSection title="AI answers can be wrong">
      <p>
        Answers are produced by an AI model. They can be wrong, incomplete or out of date, even when
        they sound certain. The sources and the verification score shown with an answer are
        guidance, not a guarantee: check what matters, and do not rely on an answer alone for
        medical, legal, financial or safety decisions.
      </p>
      <p>Code the assistant writes may contain mistakes; review it before you use it.</p>
    </LegalSection>
  );
}
