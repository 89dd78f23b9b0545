import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { collectFieldErrors, firstInvalidField, type FieldErrors } from '../logic/form-errors';

/** What a form declares: its fields in order, their schema, and which are required (with labels). */
export interface AuthFormDefinition<Field extends string> {
  fields: readonly Field[];
  schema: z.ZodType;
  requiredLabels: Partial<Record<Field, string>>;
}

/**
 * The state of the sign-in or sign-up form: values, per-field errors and input refs. Errors are
 * computed on submit and then kept current as the person types, so a fixed field clears its message
 * at once; the first invalid field gets focus, where its message is read out.
 */
export function useAuthForm<Field extends string>(
  definition: AuthFormDefinition<Field>,
  onValid: (values: Record<Field, string>) => void,
  /** Every submit, valid or not: the last attempt's server error no longer applies. */
  onAttempt?: () => void,
) {
  const { fields, schema, requiredLabels } = definition;
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>,
  );
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const inputs = useRef(new Map<Field, HTMLInputElement>());
  const errors: FieldErrors<Field> = hasSubmitted
    ? collectFieldErrors(schema, values, requiredLabels)
    : {};

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAttempt?.();
    setHasSubmitted(true);
    const submitErrors = collectFieldErrors(schema, values, requiredLabels);
    const invalidField = firstInvalidField(fields, submitErrors);
    if (invalidField === undefined) onValid(values);
    else inputs.current.get(invalidField)?.focus();
  };

  /** The props that bind one field's input to the form. */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: field in requiredLabels,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
  });

  return { values, errors, handleSubmit, fieldProps };
}
