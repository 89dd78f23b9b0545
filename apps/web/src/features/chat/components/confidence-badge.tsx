import { ShieldCheck } from 'lucide-react';
import type { Source, Verification } from '@polymath/shared';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { confidenceBand, confidenceTooltipOf, formatPercent } from '../logic/confidence-band';

const bandClass = {
  high: 'border-success/40 bg-success/10 text-success',
  medium: 'border-warning/40 bg-warning/10 text-warning',
  low: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const;

const bandLabel = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/**
 * The answer's verification: a confidence badge in its colour band, whose tooltip says what it
 * measures (and that the user's own notes and files among `sources` do not count), and any
 * inconsistencies.
 */
export function VerificationSummary({
  verification,
  sources,
}: {
  verification: Verification;
  sources?: readonly Source[] | undefined;
}) {
  const band = confidenceBand(verification.confidence);
  return (
    <div className="space-y-1.5">
      <Tooltip content={<span className="block max-w-64">{confidenceTooltipOf(sources)}</span>}>
        {/* Focusable, so the tooltip is there for the keyboard as for the pointer. */}
        <span
          tabIndex={0}
          data-band={band}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            bandClass[band],
          )}
        >
          <ShieldCheck className="size-3" aria-hidden />
          {bandLabel[band]} confidence: {formatPercent(verification.confidence)}
        </span>
      </Tooltip>
      {verification.inconsistencies.length > 0 && (
        <ul aria-label="Inconsistencies" className="list-disc pl-5 text-xs text-muted-foreground">
          {verification.inconsistencies.map((inconsistency) => (
            <li key={inconsistency}>{inconsistency}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
