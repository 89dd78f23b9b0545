import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Props of AuthField: a labelled input and the message of what is wrong with it. */
export type AuthFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
};

/**
 * One labelled input of the sign-in and sign-up forms. Its error is shown under it and tied to it
 * (aria-invalid, aria-describedby), so a screen reader reads the problem when the field gets focus.
 */
export function AuthField({ label, error, className, ...inputProps }: AuthFieldProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-11 w-full rounded-lg border border-input bg-background px-3 text-base shadow-xs transition-colors sm:h-10 sm:text-sm',
          'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30',
          className,
        )}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
