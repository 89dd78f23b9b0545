import { AlertTriangle } from 'lucide-react';

/** Said plainly when the server has no payment keys (or could not be asked). */
export const PAYMENTS_UNAVAILABLE_TEXT =
  'Payments are not set up on this server, so Premium cannot be bought here right now.';

/** The notice shown in place of a working checkout. */
export function PaymentsUnavailable() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-warning"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {PAYMENTS_UNAVAILABLE_TEXT}
    </p>
  );
}
