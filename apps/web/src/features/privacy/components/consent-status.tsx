import { useId } from 'react';
import { ShieldCheck, ShieldMinus, ShieldQuestion, type LucideIcon } from 'lucide-react';
import type { Consent, ConsentStatus } from '@polymath/shared';
import { cn } from '@/lib/cn';

const STATUS_LOOKS: Record<ConsentStatus, { label: string; icon: LucideIcon; tone: string }> = {
  granted: { label: 'Granted', icon: ShieldCheck, tone: 'text-success' },
  denied: { label: 'Denied (essential only)', icon: ShieldMinus, tone: 'text-warning' },
};

// The visitor's own language and time zone: the stored timestamp is UTC.
const consentTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Props of ConsentStatusCard. */
export interface ConsentStatusCardProps {
  consent: Consent | null;
}

/** The current consent choice and when it was made, or that none was made yet. */
export function ConsentStatusCard({ consent }: ConsentStatusCardProps) {
  const headingId = useId();
  const look = consent
    ? STATUS_LOOKS[consent.status]
    : { label: 'Not set', icon: ShieldQuestion, tone: 'text-muted-foreground' };
  const Icon = look.icon;
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', look.tone)} aria-hidden />
      <div className="grid gap-0.5 text-sm">
        <h3 id={headingId} className="text-xs font-medium text-muted-foreground">
          Consent status
        </h3>
        <p className="font-semibold">{look.label}</p>
        <p className="text-muted-foreground">
          {consent ? (
            <>
              Chosen on{' '}
              <time dateTime={consent.timestamp}>
                {consentTimeFormat.format(new Date(consent.timestamp))}
              </time>
            </>
          ) : (
            'No choice yet: ads, location and other optional features stay off until you choose.'
          )}
        </p>
      </div>
    </section>
  );
}
