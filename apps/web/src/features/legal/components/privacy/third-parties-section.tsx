import { CHAT, PRODUCT_NAME } from '@polymath/shared';
import { LegalSection } from '../legal-section';

/** The outside services an operator may connect, and what each one receives. */
export function ThirdPartiesSection() {
  return (
    <LegalSection title="Outside services">
      <p>
        Out of the box, {PRODUCT_NAME} uses no outside service: answers come from its built-in
        engine, running on this instance. The operator may connect the services below; only then
        does anything go to them, and then only what is listed. Each has its own privacy terms.
      </p>
      <ul>
        <li>
          <strong>An AI model provider</strong> (for example OpenAI, OpenRouter, or a model server
          the operator runs, such as Ollama). Each message you send goes to it, with the last{' '}
          {CHAT.historyMessages} messages of the conversation, the text of files you ask about, and
          your location if you shared it.
        </li>
        <li>
          <strong>Wikipedia</strong>. The instance looks up encyclopedia articles on the topics
          people ask about. Only the topic is sent, never who asked.
        </li>
        <li>
          <strong>Stripe</strong>, for payments. When you upgrade, Stripe&apos;s hosted checkout
          page takes your card details directly; this instance only learns the subscription&apos;s
          status.
        </li>
        <li>
          <strong>Google</strong>, for sign-in. If you choose Continue with Google, Google confirms
          who you are and shares your name and e-mail address with this instance.
        </li>
        <li>
          <strong>A reverse-geocoding service</strong>. When you share your location, its
          coordinates may be sent to find the name of your city.
        </li>
        <li>
          <strong>An ad network</strong>, only for users without Premium and only after you consent.
          The ad network may set its own cookies and sees your network address.
        </li>
      </ul>
      <p>
        Voice input uses your browser&apos;s own speech recognition; some browsers send the audio to
        their maker&apos;s service to recognise it.
      </p>
    </LegalSection>
  );
}
