import type { z } from 'zod';

/** The message under each field that failed, keyed by the field's name. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks a form's values: an empty required field says '<Label> is required' (000 §5: name, email
 * and password required), otherwise the first message the shared schema gives for that field
 * ('Password must be at least 6 characters', 'Passwords do not match', ...). Empty means no errors.
 */
export function collectFieldErrors<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, string>,
  requiredLabels: Partial<Record<Field, string>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, label] of Object.entries(requiredLabels) as [Field, string][]) {
    if (values[field] === '') errors[field] = `${label} is required`;
  }
  const parsed = schema.safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined && field in values && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/** The first field, in form order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  errors: FieldErrors<Field>,
): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}
