import { PRODUCT_NAME } from '@polymath/shared';
import { LegalSection } from '../legal-section';

/** What the service is and who provides it. */
export function ServiceSection() {
  return (
    <LegalSection title={`What ${PRODUCT_NAME} is`}>
      <p>
        {PRODUCT_NAME} is an AI assistant for chatting and learning: it answers questions with
        sources and a verification score, analyses files, writes and runs code, and offers learning
        paths, rewards and productivity tools.
      </p>
      <p>
        {PRODUCT_NAME} is software that anyone can run. This instance is run by its operator, who
        provides the service to you and whom these terms concern; the people who wrote the software
        do not run it. By using this instance you agree to these terms. If you do not agree, please
        do not use it.
      </p>
    </LegalSection>
  );
}
