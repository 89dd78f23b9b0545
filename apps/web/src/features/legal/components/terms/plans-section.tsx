import { LIMITS, PRICING } from '@polymath/shared';
import { LegalSection } from '../legal-section';

/** Free and Premium plans, payment and cancellation. */
export function PlansSection() {
  return (
    <LegalSection title="Free and Premium plans">
      <p>
        <strong>Free</strong> costs nothing and includes monthly allowances, for example{' '}
        {LIMITS.free.imageGeneration} image generations, {LIMITS.free.videoGeneration} video
        generations, {LIMITS.free.codeGeneration} code generations and {LIMITS.free.codeExecution}{' '}
        code runs. The app shows how much is left; allowances start again each calendar month. Free
        users may see ads, once they consent to them.
      </p>
      <p>
        <strong>Premium</strong> costs ${PRICING.premiumMonthlyUsd.toFixed(2)} per month, paid by
        card through Stripe, and removes ads and lifts the monthly allowances. The operator may
        enable Premium or not; when payments are not set up, only the Free plan is offered.
      </p>
      <ul>
        <li>You can cancel Premium at any time in the app.</li>
        <li>
          When you cancel, you are switched to Free immediately and are not charged again. Payments
          already made are not refunded unless the law or the operator says otherwise.
        </li>
        <li>Features marked In Development are not part of any plan until they are released.</li>
      </ul>
    </LegalSection>
  );
}
