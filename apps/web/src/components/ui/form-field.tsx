import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The look of a text input, number, time or textarea in the app's forms. */
export const fieldControlClass = cn(
  'w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors sm:text-sm',
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
);

/** The height of a one-line input, the same as a Select's trigger (taller on a phone, for touch). */
export const inputHeightClass = 'h-10 sm:h-9';

/** What FormField hands its control, to name it and tie the hint or error to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of FormField. */
export interface FormFieldProps {
  label: ReactNode;
  /** A line under the control, read with it (format, what an empty value means). */
  hint?: ReactNode;
  /** What is wrong with the value; replaces the hint and marks the control invalid. */
  error?: string | undefined;
  className?: string;
  /** Renders the control with the given props spread onto it. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** A labelled form control with its hint or error under it, tied to it for screen readers. */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {note && (
        <p
          id={noteId}
          className={cn('text-xs', error ? 'text-destructive' : 'text-muted-foreground')}
        >
          {note}
        </p>
      )}
    </div>
  );
}
