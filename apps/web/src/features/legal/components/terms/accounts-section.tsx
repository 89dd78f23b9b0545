import { LIMITS, PASSWORD_MIN_LENGTH } from '@polymath/shared';
import { LegalSection } from '../legal-section';

/** Guest use and accounts. */
export function AccountsSection() {
  return (
    <LegalSection title="Guests and accounts">
      <p>
        You can try the assistant without an account: a guest can send {LIMITS.guestMessages} free
        messages. After that, sign in or register to keep chatting.
      </p>
      <ul>
        <li>Give your real e-mail address, so you can be reached about your account.</li>
        <li>
          Choose a password of at least {PASSWORD_MIN_LENGTH} characters, keep it to yourself, and
          tell the operator if you think someone else has used your account.
        </li>
        <li>You are responsible for what is done with your account.</li>
        <li>You can delete your account at any time; what it holds is deleted with it.</li>
      </ul>
    </LegalSection>
  );
}
