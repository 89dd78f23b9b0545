import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Props of FormSubmit. */
export interface FormSubmitProps {
  label: string;
  /** Shown while the request is on its way. */
  busyLabel: string;
  isBusy: boolean;
  /** The server's (or the network's) answer to the last attempt. */
  error: string | null;
}

/** A form's failure message and its submit button, which shows progress and ignores repeat presses. */
export function FormSubmit({ label, busyLabel, isBusy, error }: FormSubmitProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy && <Loader2 className="animate-spin" aria-hidden />}
        {isBusy ? busyLabel : label}
      </Button>
    </>
  );
}
