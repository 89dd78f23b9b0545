import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { cn } from '@/lib/cn';

/** The look of the tools' text inputs, in both themes. */
export const inputClass = cn(
  'h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base shadow-xs transition-colors sm:h-9 sm:text-sm',
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
  'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
);

interface FieldFrameProps {
  label: string;
  /** A line under the field (what to type); read with it. */
  hint?: string;
  /** What is wrong with the value; read with it. */
  error?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}

/** A label, its control, and the control's hint and error, tied together for screen readers. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = { label: string; hint?: string; error?: string; className?: string };

/** A labelled text input (any input type: text, date, datetime-local, number, url). */
export function TextField({
  label,
  hint,
  error,
  className,
  ...inputProps
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input className={inputClass} {...control} {...inputProps} />}
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textAreaProps
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          className={cn(inputClass, 'h-auto min-h-20 resize-y py-2')}
          {...control}
          {...textAreaProps}
        />
      )}
    </FieldFrame>
  );
}

/** One choice of a SelectField. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** A labelled choice from a short list (the design system's Select). */
export function SelectField<Value extends string>({
  label,
  hint,
  className,
  value,
  choices,
  onChange,
}: Omit<FieldProps, 'error'> & {
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <FieldFrame label={label} hint={hint} className={className}>
      {({ id, 'aria-describedby': describedBy }) => (
        <Select
          value={value}
          onValueChange={(next) => {
            const choice = choices.find((item) => item.value === next);
            if (choice) onChange(choice.value);
          }}
        >
          <SelectTrigger id={id} aria-describedby={describedBy}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {choices.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldFrame>
  );
}

/** The problem a form could not get past (a refused save), announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
