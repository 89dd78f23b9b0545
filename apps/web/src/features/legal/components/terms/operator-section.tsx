import { LegalSection } from '../legal-section';

/** The operator's responsibilities and the limits of the software's warranty. */
export function OperatorSection() {
  return (
    <LegalSection title="The operator's responsibilities">
      <p>The operator who runs this instance is responsible for:</p>
      <ul>
        <li>the machines it runs on, their security, and backups of its data;</li>
        <li>which outside services are connected, and their agreements with those services;</li>
        <li>answering your questions and requests about your data and your account;</li>
        <li>following the laws that apply where the instance is offered.</li>
      </ul>
      <p>
        The service is provided as it is, without any promise that it will always be available or
        free of errors. As far as the law allows, neither the operator nor the authors of the
        software are liable for losses from using it, or from relying on its answers.
      </p>
    </LegalSection>
  );
}
